// Over 300 lines: one suite for the console's courses and packages, each from the operator's side to what a learner's phone shows, sharing the operator and phone set-up.
import type { Browser, BrowserContext } from '@playwright/test';
import { chooseFile, consoleApi } from '../support/console-api.ts';
import { CONSOLE_ADMIN, E2E_PORT, MESSAGING_APP_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  expect as baseExpect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { boxOf, landingScenario } from '../support/landing.ts';
import { sineWav } from '../support/media.ts';

/**
 * Courses and content in the operator console (issue 17 item 8) at 1440×900: an operator creates a course
 * with a chapter and a section, uploads a generated audio file to the section (its duration shown), sets a
 * price and puts it on sale; a learner's phone sees the course with that price and the section; the operator
 * changes the price and the learner sees the new one at once. Then a template's preview link, opened by a
 * brand-new visitor (no token, through the sandbox authorization), shows the draft version.
 */

// two browsers and a server on a shared two-core machine: the walk needs more than the default minute, and a
// save more than the default ten seconds when the machine is busy
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const suffix = `${process.pid}${Date.now() % 100000}`;
const BASE = `http://127.0.0.1:${E2E_PORT}`;

/** A 1×1 light-blue PNG: the cover. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eU/AAWjAtwMmmtCAAAAAElFTkSuQmCC';

let operators = 0;
/** A new operator account with its password already changed (the first-login step is console.spec's). */
async function newOperator(): Promise<{ login: string; password: string }> {
  const admin = await consoleApi(CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  operators += 1;
  const login = `course-op-${suffix}-${operators}`;
  const created = await admin.post('/admin/api/staff/create', { login, role: 'operator' });
  await admin.api.dispose();
  const password = 'Course-Operator-2026';
  const operator = await consoleApi(login, created.oneTimePassword);
  await operator.post('/admin/api/password', {
    currentPassword: created.oneTimePassword,
    newPassword: password,
  });
  await operator.api.dispose();
  return { login, password };
}

/** A phone inside the messaging app, as the learners' tests run. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
  });
}

test('an operator builds a course with an audio section and puts it on sale; the learner sees it and each new price', async ({
  page,
  browser,
}) => {
  const operator = await newOperator();
  await page.goto('/admin/');
  await page.getByTestId('console-login-name').fill(operator.login);
  await page.getByTestId('console-login-password').fill(operator.password);
  await page.getByTestId('console-login-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('运营');

  await page.getByTestId('console-menu-courses').click();
  await expect(page.getByTestId('console-course-table')).toBeVisible();
  await page.getByTestId('console-course-new').click();
  // inline validation: no title, a list price below the sale price
  await page.getByTestId('console-course-price').fill('99');
  await page.getByTestId('console-course-original-price').fill('10');
  await page.getByTestId('console-course-save').click();
  await expect(page.getByText('请填写课程名称')).toBeVisible();
  await expect(page.getByText('划线价不能低于售价')).toBeVisible();
  await saveScreenshot(page, 'console-course-new-errors');
  const title = `记忆宫殿精讲 ${suffix}`;
  await page.getByTestId('console-course-title').fill(title);
  await page.getByTestId('console-course-original-price').fill('199');
  await page.getByTestId('console-course-save').click();
  await expect(page.getByTestId('console-chapter-new')).toBeVisible();
  const courseId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(courseId).toBeGreaterThan(0);

  await page.getByTestId('console-chapter-new').click();
  await page.getByTestId('console-chapter-title').fill('第一章 记忆的原理');
  await page.getByTestId('console-chapter-submit').click();
  await expect(page.getByText('第 1 章 · 第一章 记忆的原理')).toBeVisible();
  await page.locator('[data-testid^="console-section-new-"]').first().click();
  await page.getByTestId('console-section-title').fill('第一节 图像记忆法');
  await page.getByTestId('console-section-submit').click();
  await expect(page.getByText('未上传音频')).toBeVisible();

  // the audio goes through the server's content check; its duration is read and shown
  await chooseFile(page, page.locator('[data-testid^="console-section-upload-"]').first(), {
    name: 'lesson.wav',
    mimeType: 'audio/wav',
    buffer: sineWav(440, 3),
  });
  await expect(page.locator('[data-testid^="console-section-duration-"]').first()).toHaveText('时长 0:03');
  await saveScreenshot(page, 'console-course-editor');

  // a cover (checked by its content on the server), then on sale from the list
  await chooseFile(page, page.getByTestId('console-course-cover-upload'), {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  // an opaque picture is re-encoded as JPEG on the server (integrations/uploads/media.ts)
  await expect(
    page.locator('[data-testid="console-course-cover"] img, img[data-testid="console-course-cover"]'),
  ).toHaveAttribute('src', /^\/uploads\/course-media\/image\/[0-9a-f]{32}\.jpg$/);
  // a chapter added before saving fetches the course again: the uploaded, unsaved cover stays in the form
  await page.getByTestId('console-chapter-new').click();
  await page.getByTestId('console-chapter-title').fill('第二章 记忆的练习');
  await page.getByTestId('console-chapter-submit').click();
  await expect(page.getByText('第 2 章 · 第二章 记忆的练习')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(
    page.locator('[data-testid="console-course-cover"] img, img[data-testid="console-course-cover"]'),
  ).toHaveAttribute('src', /^\/uploads\/course-media\/image\/[0-9a-f]{32}\.jpg$/);
  await page.getByTestId('console-course-save').click();
  await expect(page.getByText('已保存，学员立即可见')).toBeVisible();
  // on sale from the list
  await page.getByTestId('console-menu-courses').click();
  await page.getByTestId('console-course-search').locator('input').fill(title);
  await page.getByTestId('console-course-search').locator('input').press('Enter');
  await expect(page.getByTestId(`console-course-price-${courseId}`)).toHaveText('¥99');
  await page.getByTestId(`console-course-onsale-${courseId}`).click();
  await expect(page.getByText('已上架，学员立即可见')).toBeVisible();
  await saveScreenshot(page, 'console-courses');

  // the learner's phone
  const phone = await phoneContext(browser);
  const learner = await phone.newPage();
  await signInNewLearner(learner);
  await learner.goto(`/detail?course=${courseId}`);
  await expect(learner.getByTestId('course-title')).toHaveText(title);
  const nowPrice = learner.getByTestId('course-price').locator('.lc-price-now');
  await expect(nowPrice).toHaveText(/^¥99(\.00?)?$/);
  // saved without a teacher: the introduction has no empty teacher row
  await expect(learner.locator('.lc-intro')).toBeAttached();
  await expect(learner.getByTestId('course-teacher')).toHaveCount(0);
  await learner.getByTestId('detail-tab-list').click();
  await expect(learner.getByTestId('chapter-list')).toContainText('第一节 图像记忆法');
  await saveScreenshot(learner, 'console-course-learner');

  // a new price: the learner's next visit has it. Putting it on sale made the cached course stale, so the editor
  // shows the cached course at once and fetches it again; that answer is held until the operator has typed, and
  // must not put the old price back into the form.
  const heldDetails: (() => void)[] = [];
  let holdDetails = true;
  await page.route(/\/admin\/api\/courses\/detail\?/, async (route) => {
    if (holdDetails) await new Promise<void>((release) => heldDetails.push(release));
    await route.continue();
  });
  await page.getByTestId(`console-course-edit-${courseId}`).click();
  const priceInput = page.getByTestId('console-course-price');
  await expect(priceInput).toHaveValue(/^99(\.00?)?$/);
  await priceInput.fill('49.9');
  await expect.poll(() => heldDetails.length).toBeGreaterThan(0);
  const refetched = page.waitForResponse(/\/admin\/api\/courses\/detail\?/);
  holdDetails = false;
  for (const release of heldDetails) release();
  await refetched;
  // the refetched course has reached the form (two frames for React to render it and run the form's effect)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(priceInput).toHaveValue('49.9');
  await page.getByTestId('console-course-save').click();
  await expect(page.getByText('已保存，学员立即可见')).toBeVisible();
  await learner.goto(`/detail?course=${courseId}`);
  await expect(nowPrice).toHaveText(/^¥49\.90?$/);
  await phone.close();

  // packages
  await page.getByTestId('console-menu-packages').click();
  await expect(page.getByTestId('console-package-new')).toBeVisible();
  await page.getByTestId('console-package-new').click();
  await page.getByTestId('console-package-title').fill(`记忆套餐 ${suffix}`);
  await page.getByTestId('console-package-submit').click();
  await expect(page.getByText('套餐至少包含两门课程')).toBeVisible();
  await saveScreenshot(page, 'console-package-editor');
});

test('a preview link opened by a brand-new visitor (no token) shows the draft version', async ({
  browser,
}) => {
  const setup = await browser.newContext({ baseURL: BASE });
  const { courseId } = await landingScenario(await setup.newPage(), {});
  await setup.close();
  const admin = await consoleApi(CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  const { template } = await admin.post('/admin/api/templates/create', {
    name: `预览 ${suffix}`,
    courseId,
  });
  const detail = await admin.get('/admin/api/templates/detail', { templateId: template.id });
  const draft = { ...JSON.parse(detail.liveComponentJson), tQrcodeTop: 820 };
  const { version } = await admin.post('/admin/api/templates/versions/save', {
    templateId: template.id,
    componentJson: JSON.stringify(draft),
  });
  const { url } = await admin.post('/admin/api/templates/versions/preview-link', {
    templateId: template.id,
    versionId: version.id,
  });
  await admin.api.dispose();
  const link = new URL(url);

  // empty storage: the landing document hands over to the app, which authorizes the visitor first
  const cold = await phoneContext(browser);
  const visitor = await cold.newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await authorizeAsNewIdentity(visitor, '预览访客');
  await expect(visitor.getByTestId('group-qr')).toBeVisible();
  // the draft puts the QR at 820 template units (410 px); the live v1 at 600 (300 px)
  await expect.poll(async () => (await boxOf(visitor, 'group-qr')).y).toBeCloseTo(410, 0);
  await saveScreenshot(visitor, 'console-preview-new-visitor');
  await cold.close();
});

test('a teacher replaces the group QR of their own class on the classes page', async ({ page, browser }) => {
  const setup = await browser.newContext({ baseURL: BASE });
  const { classIds } = await landingScenario(await setup.newPage(), {});
  await setup.close();
  const admin = await consoleApi(CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  const login = `course-teacher-${suffix}`;
  const created = await admin.post('/admin/api/staff/create', {
    login,
    role: 'teacher',
    classIds: [classIds[0]],
  });
  await admin.api.dispose();
  const password = 'Course-Teacher-2026';
  const teacher = await consoleApi(login, created.oneTimePassword);
  await teacher.post('/admin/api/password', {
    currentPassword: created.oneTimePassword,
    newPassword: password,
  });
  await teacher.api.dispose();

  await page.goto('/admin/');
  await page.getByTestId('console-login-name').fill(login);
  await page.getByTestId('console-login-password').fill(password);
  await page.getByTestId('console-login-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('班主任');
  await page.getByTestId('console-menu-classes').click();
  // only their own class is listed, with the QR action
  await expect(page.getByTestId(`console-class-qr-${classIds[0]}`)).toBeVisible();
  await expect(page.getByTestId(`console-class-qr-${classIds[1]}`)).toHaveCount(0);
  await page.getByTestId(`console-class-qr-${classIds[0]}`).click();
  await chooseFile(page, page.getByTestId('console-class-qr-qr-upload'), {
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(page.getByTestId('console-class-qr-qr-preview')).toBeVisible();
  await saveScreenshot(page, 'console-classes-teacher-qr');
  await page.getByTestId('console-class-qr-submit').click();
  await expect(page.getByText('群二维码已更换')).toBeVisible();
});

test('a package saved without a cover shows the learner a placeholder cover, not a broken picture', async ({
  browser,
}) => {
  // a package is on the learners' list as soon as it is saved, and the console lets it go without a cover
  const account = await newOperator();
  const operator = await consoleApi(account.login, account.password);
  const { list } = await operator.get('/admin/api/courses/list', { brand: 'nbc', status: 'published' });
  const published = list as { id: number }[];
  const title = `无封面套餐 ${suffix}`;
  const { package: saved } = await operator.post('/admin/api/packages/save', {
    brand: 'nbc',
    title,
    priceCents: 9900,
    courseIds: published.slice(0, 2).map((c) => c.id),
  });
  expect(saved.coverUrl).toBe('');
  await operator.api.dispose();

  const phone = await phoneContext(browser);
  const learner = await phone.newPage();
  await signInNewLearner(learner);
  await learner.goto(`/packageCourseList?packageId=${saved.id}`);
  await expect(learner.getByTestId('package').locator('h1')).toHaveText(title);
  const cover = learner.locator('img.lc-detail-cover');
  await expect(cover).toHaveAttribute('data-cover-missing', '');
  // drawn (a broken picture has no natural size), filling the cover's box
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const box = await cover.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.height).toBeGreaterThan(100);
  await screenshotsAtBothSizes(learner, 'console-package-without-cover');
  await phone.close();
});
