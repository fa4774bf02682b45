// Over 300 lines: one serial walk of the console whose accounts (operator, finance) later tests reuse.
import type { Browser, BrowserContext } from '@playwright/test';
import { payWithSheet } from '../support/checkout.ts';
import { chooseFile, consoleApi, consoleLogin, pickStaffRole } from '../support/console-api.ts';
import { CONSOLE_ADMIN, E2E_PORT, MESSAGING_APP_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { boxOf, landingScenario } from '../support/landing.ts';

/**
 * The operator console (issue 17) at 1440×900 in a desktop browser: the first admin (ADMIN_BOOTSTRAP_PASSWORD
 * of the e2e server) creates an operator and a finance account; the operator builds a landing template in the
 * visual editor, drags its QR, publishes, and a learner's phone shows the QR where it was put; finance approves
 * a learner's refund and the learner sees it in their order list. Screenshots of every console screen.
 */

test.describe.configure({ mode: 'serial' });

/** A 1×1 light-blue PNG: the background the operator uploads. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eU/AAWjAtwMmmtCAAAAAElFTkSuQmCC';

const NEW_PASSWORD = { operator: 'Operator-Passw0rd-17', finance: 'Finance-Passw0rd-17' } as const;
const accounts: Partial<Record<'operator' | 'finance', string>> = {};
const suffix = `${process.pid}${Date.now() % 100000}`;

const login = consoleLogin;

/** A phone inside the messaging app, as the learners' tests run. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
  });
}

test('admin: login (a wrong password refused), creates operator and finance accounts, sees the audit log', async ({
  page,
}) => {
  await page.goto('/admin/');
  await expect(page.getByTestId('console-login')).toBeVisible();
  await saveScreenshot(page, 'console-login');
  await login(page, CONSOLE_ADMIN.login, 'wrong-Passw0rd-1');
  await expect(page.getByTestId('console-login-error')).toContainText('账号或密码错误');
  await page.getByTestId('console-login-password').fill(CONSOLE_ADMIN.password);
  await page.getByTestId('console-login-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('管理员');
  // the admin's menu: everything but nothing of money approval is hidden from it (the queue is visible)
  for (const entry of ['templates', 'classes', 'refunds', 'staff', 'audit']) {
    await expect(page.getByTestId(`console-menu-${entry}`)).toBeVisible();
  }

  await page.getByTestId('console-menu-staff').click();
  await expect(page.getByTestId('console-staff-table')).toBeVisible();
  for (const role of ['operator', 'finance'] as const) {
    await page.getByTestId('console-staff-new').click();
    await page.getByTestId('console-staff-login').fill(`${role}-${suffix}`);
    const roleName = role === 'operator' ? '运营' : '财务';
    await pickStaffRole(page, roleName);
    await page.getByTestId('console-staff-submit').click();
    const password = page.getByTestId('console-staff-one-time-password');
    await expect(password).toBeVisible();
    accounts[role] = (await password.textContent())?.trim() ?? '';
    expect(accounts[role]).toMatch(/^[A-Za-z0-9]{16}$/);
    if (role === 'finance') await saveScreenshot(page, 'console-staff-created');
    await page.getByTestId('console-staff-submit').click();
  }
  await expect(page.getByTestId('console-staff-table')).toContainText(`finance-${suffix}`);
  await saveScreenshot(page, 'console-staff');

  // 停用 ends every login of an account: the page asks first; 取消 leaves it as it was
  const admin = await consoleApi(CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  const leaver = await admin.post('/admin/api/staff/create', {
    login: `leaver-${suffix}`,
    displayName: '离职老师',
    role: 'teacher',
  });
  await page.reload();
  const leaverRow = page.getByTestId('console-staff-table').locator('tr', { hasText: `leaver-${suffix}` });
  await page.getByTestId(`console-staff-disable-${leaver.staff.id}`).click();
  await expect(page.locator('.ant-popconfirm')).toContainText('停用「离职老师」？');
  await expect(page.locator('.ant-popconfirm')).toContainText('其所有登录将立即失效');
  // the screenshot once the popover has finished appearing
  await page
    .locator('.ant-popconfirm')
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await saveScreenshot(page, 'console-staff-disable-confirm');
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /^取\s?消$/ })
    .click();
  await expect(leaverRow).toContainText('正常');
  await page.getByTestId(`console-staff-disable-${leaver.staff.id}`).click();
  await page.getByTestId('console-staff-disable-confirm').click();
  await expect(leaverRow).toContainText('已停用');
  await expect(page.getByTestId(`console-staff-enable-${leaver.staff.id}`)).toBeVisible();
  await admin.api.dispose();

  await page.getByTestId('console-menu-audit').click();
  await expect(page.getByTestId('console-audit-table')).toContainText('新建员工');
  await saveScreenshot(page, 'console-audit');
  await page.getByTestId('console-menu-classes').click();
  await expect(page.getByTestId('console-class-table')).toBeVisible();
  await saveScreenshot(page, 'console-classes');
  await page.getByTestId('console-menu-refunds').click();
  await expect(page.locator('.ant-card-head-title', { hasText: '退款审核' })).toBeVisible();
  await saveScreenshot(page, 'console-refunds-admin');

  await page.getByTestId('console-logout').click();
  await expect(page.getByTestId('console-login')).toBeVisible();
});

test('operator: builds a template in the editor, drags the QR, publishes; the phone shows the QR there; rolls back', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  let phonePage = await phone.newPage();
  // a zero-yuan course with a camp and classes for the landing to sign up into
  const { courseId } = await landingScenario(phonePage, {});

  await login(page, `operator-${suffix}`, accounts.operator!);
  // a one-time password: changing it comes first
  await expect(page.getByTestId('console-password')).toBeVisible();
  await saveScreenshot(page, 'console-password-forced');
  await page.getByTestId('console-password-current').fill(accounts.operator!);
  await page.getByTestId('console-password-new').fill(NEW_PASSWORD.operator);
  await page.getByTestId('console-password-confirm').fill(NEW_PASSWORD.operator);
  await page.getByTestId('console-password-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('运营');
  // an operator has no staff, audit or refund pages
  await expect(page.getByTestId('console-menu-staff')).toHaveCount(0);
  await expect(page.getByTestId('console-menu-refunds')).toHaveCount(0);
  // a staff page's address typed in: refused on the page as on the server
  await page.goto('/admin/staff');
  await expect(page.getByTestId('console-forbidden')).toBeVisible();
  await saveScreenshot(page, 'console-forbidden');

  await page.getByTestId('console-menu-templates').click();
  await page.getByTestId('console-template-new').click();
  await page.getByTestId('console-template-name').fill(`春季投放 ${suffix}`);
  await page.getByTestId('console-template-course').fill(String(courseId));
  await page.getByRole('button', { name: '创建并编辑' }).click();
  await expect(page.getByTestId('console-editor-phone')).toBeVisible();
  await expect(page.getByTestId('console-field-tQrcodeTop')).toHaveValue('600');
  // the preview is the landing engine's page: its QR slot sits where the template puts it (600 → 300 px)
  const frame = page.frameLocator('[data-testid="console-editor-frame"]');
  await expect(frame.getByTestId('group-qr')).toBeVisible();

  // drag the QR 110 px down on the 375-px phone: 220 template units
  const handle = await boxOf(page, 'console-editor-qr-handle');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 50, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 110, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('console-field-tQrcodeTop')).toHaveValue('820');
  const moved = await boxOf(page, 'console-editor-qr-handle');
  expect(moved.y - handle.y).toBeCloseTo(110, 0);
  // the engine redrew the page: the QR inside the phone moved with the handle
  const phoneBox = await boxOf(page, 'console-editor-frame');
  const qrInFrame = await frame.getByTestId('group-qr').boundingBox();
  expect(qrInFrame!.y - phoneBox.y).toBeCloseTo(410, 0);

  // the domain's rules check the draft as it changes: a QR too small to scan cannot be saved
  await page.getByTestId('console-field-tQrcodeHeight').fill('100');
  await expect(page.getByTestId('console-editor-errors')).toContainText('tQrcodeHeight');
  await expect(page.getByTestId('console-editor-save')).toBeDisabled();
  await page.getByTestId('console-field-tQrcodeHeight').fill('360');
  await expect(page.getByTestId('console-editor-valid')).toBeVisible();
  await page.getByTestId('console-field-tBackgroundColor').fill('#E8F4FF');
  // a background uploaded to the server's folder (multipart), then served back from /uploads/console/
  await chooseFile(page, page.getByTestId('console-upload-background'), {
    name: 'bg.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  const background = page.getByTestId('console-field-tBackgroundImg');
  await expect(background).toHaveValue(/^\/uploads\/console\/[0-9a-f]{32}\.png$/);
  const backgroundUrl = await background.inputValue();
  await expect(frame.getByTestId('landing-background')).toHaveAttribute('src', backgroundUrl);
  await saveScreenshot(page, 'console-editor');

  await page.getByTestId('console-editor-save').click();
  await expect(page.getByTestId('console-version-table')).toContainText('v2');
  await page.getByTestId('console-version-preview-2').click();
  const previewUrl = new URL((await page.getByTestId('console-preview-url').textContent()) ?? '');
  expect(previewUrl.pathname).toBe('/pageTemplate');
  await saveScreenshot(page, 'console-preview-link');
  await page.keyboard.press('Escape');
  const templateId = Number(new URL(page.url()).pathname.split('/').pop());

  // a signed-in learner's phone opens the preview link: the landing drawn with the unpublished version (the QR
  // 410 px down), while the live page still has v1 (300 px)
  await signInNewLearner(phonePage);
  await phonePage.goto(`${previewUrl.pathname}${previewUrl.search}`);
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo(410, 0);
  await phonePage.goto(`/pageTemplate?addGroupPageId=${templateId}`);
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo(300, 0);
  // a forged preview token shows the live layout, nothing else
  await phonePage.goto(
    `/pageTemplate?addGroupPageId=${templateId}&preview=1.9999999999999.${'A'.repeat(43)}`,
  );
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo(300, 0);

  await page.getByTestId('console-version-publish-2').click();
  await page.getByTestId('console-version-publish-confirm').click();
  await expect(page.getByText('线上 v2')).toBeVisible();
  await page.getByTestId('console-version-table').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'console-versions');
  await page.getByTestId('console-menu-templates').click();
  await expect(page.getByTestId(`console-template-open-${templateId}`)).toBeVisible();
  await saveScreenshot(page, 'console-templates');

  // published: a brand-new visitor (empty storage) goes through the (sandbox) authorization page to the
  // learners' landing, which shows the QR where it was dragged
  await phone.close();
  const coldPhone = await phoneContext(browser);
  phonePage = await coldPhone.newPage();
  await phonePage.goto(`/pageTemplate?addGroupPageId=${templateId}`);
  await authorizeAsNewIdentity(phonePage, '新学员');
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo(410, 0);
  expect((await boxOf(phonePage, 'group-qr')).height).toBeCloseTo(180, 0);
  await expect(phonePage.getByTestId('landing-background')).toHaveAttribute('src', backgroundUrl);
  await saveScreenshot(phonePage, 'console-published-landing-375');
  await phonePage.setViewportSize({ width: 320, height: 640 });
  // at 320 px the template's lengths scale with the width (820 × 320 / 750)
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo((820 * 320) / 750, 0);
  await saveScreenshot(phonePage, 'console-published-landing-320');

  // roll back: publishing v1 again puts the QR back where v1 had it, at once
  await page.getByTestId(`console-template-open-${templateId}`).click();
  await page.getByTestId('console-version-publish-1').click();
  await page.getByTestId('console-version-publish-confirm').click();
  await expect(page.getByText('线上 v1')).toBeVisible();
  await phonePage.setViewportSize({ width: 375, height: 812 });
  await phonePage.reload();
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await expect.poll(async () => (await boxOf(phonePage, 'group-qr')).y).toBeCloseTo(300, 0);
  await coldPhone.close();
});

test('finance: approves a learner’s refund; the learner sees the order refunded', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  await signInNewLearner(phonePage);
  await phonePage.goto('/ensure?courseId=3&goodsType=course');
  const { orderNo, charged } = await payWithSheet(phonePage);
  await phonePage.goto(`/order-detail?orderNo=${orderNo}`);
  await phonePage.getByTestId('order-refund').click();
  await phonePage.getByTestId('refund-reason-重复购买').click();
  await phonePage.getByTestId('refund-submit').click();
  await phonePage.locator('.adm-modal').getByText('确认退款').click();
  await expect(phonePage.getByTestId('order-status')).toHaveText('退款中');

  await login(page, `finance-${suffix}`, accounts.finance!);
  await page.getByTestId('console-password-current').fill(accounts.finance!);
  await page.getByTestId('console-password-new').fill(NEW_PASSWORD.finance);
  await page.getByTestId('console-password-confirm').fill(NEW_PASSWORD.finance);
  await page.getByTestId('console-password-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('财务');
  // finance's menu: the refund queue only
  await expect(page.getByTestId('console-menu-templates')).toHaveCount(0);
  await page.getByTestId('console-menu-refunds').click();
  const row = page.locator('tr', { hasText: orderNo });
  await expect(row).toBeVisible();
  // cents shown as yuan
  await expect(row.getByTestId('console-refund-amount')).toHaveText(`¥${(charged / 100).toFixed(2)}`);
  await saveScreenshot(page, 'console-refunds');
  await row.getByRole('button', { name: '通过退款' }).click();
  await page.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText('已退款，款项原路退回')).toBeVisible();
  await expect(page.locator('tr', { hasText: orderNo })).toHaveCount(0);
  await page.getByText('已退款', { exact: true }).first().click();
  await expect(page.locator('tr', { hasText: orderNo })).toBeVisible();
  await saveScreenshot(page, 'console-refunds-done');

  await phonePage.goto('/order');
  await expect(phonePage.getByTestId(`order-card-${orderNo}`)).toContainText('已退款');
  await saveScreenshot(phonePage, 'console-learner-order-refunded');
  await phone.close();
});

test('finance: rejects a refund with a reason the learner reads; refunds part of an order from its detail', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  await signInNewLearner(phonePage);
  await phonePage.goto('/ensure?courseId=3&goodsType=course');
  const { orderNo, charged } = await payWithSheet(phonePage);
  expect(charged).toBeGreaterThan(100);
  await phonePage.goto(`/order-detail?orderNo=${orderNo}`);
  await phonePage.getByTestId('order-refund').click();
  await phonePage.getByTestId('refund-reason-重复购买').click();
  await phonePage.getByTestId('refund-submit').click();
  await phonePage.locator('.adm-modal').getByText('确认退款').click();
  await expect(phonePage.getByTestId('order-status')).toHaveText('退款中');

  await login(page, `finance-${suffix}`, NEW_PASSWORD.finance);
  await expect(page.getByTestId('console-whoami')).toContainText('财务');
  await page.getByTestId('console-menu-refunds').click();
  const row = page.locator('tr', { hasText: orderNo });
  await row.locator('[data-testid^="console-refund-reject-R"]').click();
  await page.getByTestId('console-refund-reject-text').fill('课程已开始学习，不符合退款规则');
  // the modal has finished opening (no half-transparent frame in the screenshot)
  await expect(page.locator('.ant-modal').last()).toHaveCSS('opacity', '1');
  await saveScreenshot(page, 'console-refund-reject');
  await page.getByTestId('console-refund-reject-ok').click();
  await expect(page.getByText('已拒绝，学员会在订单页看到原因')).toBeVisible();
  await page.locator('.ant-segmented').getByText('已拒绝', { exact: true }).click();
  await expect(
    page.locator('tr', { hasText: orderNo }).getByTestId('console-refund-reject-reason'),
  ).toHaveText('课程已开始学习，不符合退款规则');
  await saveScreenshot(page, 'console-refunds-rejected');

  // the learner's order page: paid again, the refund not granted, and why
  await phonePage.reload();
  await expect(phonePage.getByTestId('order-refund-status')).toContainText(
    '未通过：课程已开始学习，不符合退款规则',
  );
  await screenshotsAtBothSizes(phonePage, 'console-learner-refund-rejected', async () => {
    await phonePage.getByTestId('order-refund-status').scrollIntoViewIfNeeded();
  });

  // finance refunds ¥1.00 of it from the order's detail; the trail names the finance account
  await page.getByRole('link', { name: orderNo }).first().click();
  await expect(page.getByTestId('console-order-refund-summary')).toHaveText(
    `已退 ¥0.00 · 可退 ¥${(charged / 100).toFixed(2)}`,
  );
  await page.getByTestId('console-order-refund-amount').fill(String(charged / 100 + 1));
  await page.getByTestId('console-order-refund-reason').fill('与学员协商退 1 元');
  await page.getByTestId('console-order-refund-submit').click();
  await expect(page.getByText(`不能超过可退金额 ¥${(charged / 100).toFixed(2)}`)).toBeVisible();
  await page.getByTestId('console-order-refund-amount').fill('1');
  await page.getByTestId('console-order-refund-submit').click();
  await page.getByTestId('console-order-refund-confirm').click();
  await expect(page.getByText('已退款 ¥1.00，款项原路退回')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(page.getByTestId('console-order-refund-summary')).toHaveText(
    `已退 ¥1.00 · 可退 ¥${((charged - 100) / 100).toFixed(2)}`,
  );
  await expect(page.getByTestId('console-order-status')).toHaveText('已支付');
  const trail = page.getByTestId('console-order-trail');
  await expect(trail).toContainText('拒绝退款（财务');
  await expect(trail).toContainText(`部分退款（财务 finance-${suffix}`);
  await saveScreenshot(page, 'console-order-refund-partial');
  // the order list: still 已支付, with what was refunded beside it
  await page.getByTestId('console-menu-orders').click();
  await page.getByTestId('console-order-search-no').fill(orderNo);
  await page.getByTestId('console-order-search').click();
  await expect(page.getByTestId(`console-order-partly-refunded-${orderNo}`)).toHaveText('已退 ¥1.00');
  await expect(page.locator('tr', { hasText: orderNo })).toContainText('已支付');
  await saveScreenshot(page, 'console-orders-partly-refunded');

  await phonePage.reload();
  await expect(phonePage.getByTestId('order-refund-status')).toContainText('¥1.00 · 已退款');
  await screenshotsAtBothSizes(phonePage, 'console-learner-refund-partial', async () => {
    await phonePage.getByTestId('order-refund-status').scrollIntoViewIfNeeded();
  });
  await phone.close();
});
