// Over 300 lines: one suite for the landing funnel, its cases sharing the seeded templates and helpers.
import type { Request } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  expect,
  expectToast,
  installPausedClock,
  requestsSettled,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { boxOf, collectEvents, holdTouch, landingScenario, touch } from '../support/landing.ts';

/**
 * The group-QR landing funnel in a phone browser inside the messaging app. Template positions are hundredths of
 * the 750-px design rem: n/2 CSS px on the 375-px viewport (docs/decisions.md).
 */

const px = (hundredths: number) => hundredths / 2;
const FEEDBACK_NO_REASON = '请选择无法入群原因！';
const WRONG_MOBILE = '您输入的电话有误，请输入正确的电话号码！';
const FEEDBACK_SUCCESS = '已收到反馈，老师会尽快联系您入群~';

async function expectQrLoaded(page: import('@playwright/test').Page) {
  const qr = page.getByTestId('group-qr');
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return qr;
}

/** The spec's default layout: QR top 600 and height 360, backing, marquee, complaint, feedback bottom 30. */
async function expectDefaultLayout(page: import('@playwright/test').Page) {
  await expectQrLoaded(page);
  const qr = await boxOf(page, 'group-qr');
  expect(qr.y).toBeCloseTo(px(600), 0);
  expect(qr.height).toBeCloseTo(px(360), 0);
  expect(qr.width).toBeCloseTo(px(360), 0);
  expect(qr.x + qr.width / 2).toBeCloseTo(375 / 2, 0);
  await expect(page.getByTestId('qr-backing')).toBeVisible();
  await expect(page.getByTestId('marquee')).toBeVisible();
  await expect(page.getByTestId('complaint-entry')).toHaveText('投诉');
  await expect(page.getByTestId('feedback-link')).toHaveText('无法入群 问题反馈');
  const feedback = await boxOf(page, 'feedback-link');
  expect(812 - (feedback.y + feedback.height)).toBeCloseTo(px(30), 0);
  await expect(page.getByTestId('landing-page')).toHaveCSS('background-color', 'rgb(255, 241, 230)');
}

test.describe('the group-QR landing page', () => {
  test('without addGroupPageId it draws the default layout and the class QR', async ({ page }) => {
    await signInNewLearner(page);
    const scripts: string[] = [];
    const images: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    await expectDefaultLayout(page);
    await expect(page).toHaveTitle('关注公众号 领取课程');
    await expect(page.getByTestId('code-number')).toHaveText(/^编号 101-\d+$/);
    // the landing document carries its own script: none of the app's code is loaded
    expect(scripts).toEqual([]);
    // the answer carries the QR image: it is never fetched, and the marquee's avatars (fetched after it is
    // shown) do not hold it up (bench/landing-qr)
    const qr = page.getByTestId('group-qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(qr).toHaveAttribute('data-qr-url', /^\/uploads\/qr\//);
    await expect
      .poll(() => images.filter((p) => p.startsWith('/uploads/avatars/')).length)
      .toBeGreaterThan(0);
    expect(images.filter((p) => p.startsWith('/uploads/qr/'))).toEqual([]);
    await saveScreenshot(page, 'landing-default');
  });

  test('a configured template draws at its configured positions', async ({ page }) => {
    await signInNewLearner(page);
    // a template with a QR backing image: QR 520/320, backing 450/560, marquee 40, feedback bottom 40
    // (the seeded templates now draw their card on a background, landing-first-screen.spec.ts)
    const { addGroupPageId } = await landingScenario(page, {
      layout: {
        tBackgroundColor: '#FFF1E6',
        tQrcodeTop: 520,
        tQrcodeHeight: 320,
        tShowQrcodeBackImg: '1',
        tQrcodeBackImg: '/uploads/templates/qr-frame-orange.svg',
        tQrcodeBackImgTop: 450,
        tQrcodeBackImgHeight: 560,
        tShowMarquee: '1',
        tMarqueeTop: 40,
        tShowComplaint: '1',
        tShowFeedback: '1',
        tFeedbackBottom: 40,
      },
    });
    await page.goto(`/pageTemplate?addGroupPageId=${addGroupPageId}`);
    await expectQrLoaded(page);
    const qr = await boxOf(page, 'group-qr');
    expect(qr.y).toBeCloseTo(px(520), 0);
    expect(qr.height).toBeCloseTo(px(320), 0);
    const backing = await boxOf(page, 'qr-backing');
    expect(backing.y).toBeCloseTo(px(450), 0);
    expect(backing.height).toBeCloseTo(px(560), 0);
    await expect(page.getByTestId('qr-backing')).toHaveAttribute(
      'src',
      '/uploads/templates/qr-frame-orange.svg',
    );
    const marquee = await boxOf(page, 'marquee');
    expect(marquee.y).toBeCloseTo(px(40), 0);
    const feedback = await boxOf(page, 'feedback-link');
    expect(812 - (feedback.y + feedback.height)).toBeCloseTo(px(40), 0);
    await saveScreenshot(page, 'landing-template');
  });

  test('a template that cannot be loaded falls back to the default layout', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/pageTemplate?addGroupPageId=987654&channel=1001&subChannel=100101');
    await expectDefaultLayout(page);
  });

  test('the marquee shows shuffled pages of 8 avatars that change every 2 s', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/pageTemplate');
    const marquee = page.getByTestId('marquee');
    await expect(marquee.locator('img')).toHaveCount(8);
    await expect(marquee).toHaveAttribute('data-page', '0');
    await expect(marquee).toHaveAttribute('data-page', '1', { timeout: 3000 });
  });

  test('type 2 shows the mutual-exclusion QR and reports mutual_exclusion_not_register', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    const events = collectEvents(page);
    const { addGroupPageId } = await landingScenario(page, { customerId, excluded: true });
    await page.goto(`/pageTemplate?addGroupPageId=${addGroupPageId}`);
    const qr = await expectQrLoaded(page);
    await expect(qr).toHaveAttribute('data-qr-url', '/uploads/qr/course-advisor.svg');
    // the answer carried the image: no request for it
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(page.getByTestId('qr-caption')).toContainText('课程顾问');
    await expect.poll(() => events.map((e) => e.event)).toContain('mutual_exclusion_not_register');
  });

  test('type 5 replaces the route with the learning centre', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    const { addGroupPageId, courseId } = await landingScenario(page, { customerId, owns: true });
    await page.goto(`/pageTemplate?addGroupPageId=${addGroupPageId}`);
    await expect(page).toHaveURL(new RegExp(`/center/${courseId}$`));
    // replaced, not pushed: going back does not return to the landing
    await page.goBack();
    expect(page.url()).not.toContain('/pageTemplate');
  });

  test('a banned channel redirects to its link, and next time straight from the cookie', async ({ page }) => {
    await signInNewLearner(page);
    const landingCalls: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/putin/api/v1/live/landing')) landingCalls.push(request.url());
    });
    await page.goto('/pageTemplate?channel=1002&subChannel=100201');
    await expect(page).toHaveURL(/\/classInfoInvalid$/);
    await expect(page.getByTestId('notice-classInfoInvalid')).toContainText('该链接已失效');
    const cookies = await page.context().cookies();
    const banned = cookies.find((c) => c.name === 'putinBannedChannel');
    expect(banned).toBeDefined();
    expect(banned!.expires - Date.now() / 1000).toBeGreaterThan(86_000);
    expect(JSON.parse(decodeURIComponent(banned!.value))).toEqual({
      channel: '1002',
      subChannel: '100201',
      linkUrl: '/classInfoInvalid',
    });
    // the signed-in learner's document carried the answer (docs/decisions.md): the page made no call
    expect(landingCalls).toHaveLength(0);
    await page.goto('/tui?channel=1002&subChannel=100201');
    await expect(page).toHaveURL(/\/classInfoInvalid$/);
    expect(landingCalls).toHaveLength(0);
  });

  test('the feedback dialog: no reason, a wrong phone, then success', async ({ page }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/pageTemplate');
    await expectQrLoaded(page);
    await page.getByTestId('feedback-link').click();
    const modal = page.getByTestId('feedback-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('feedback-reason-1')).toBeVisible();
    await modal.getByTestId('feedback-submit').click();
    await expectToast(page, FEEDBACK_NO_REASON);
    await modal.getByTestId('feedback-reason-2').click();
    await modal.getByTestId('feedback-reason-3').click();
    await expect(modal.getByTestId('feedback-reason-3')).toHaveAttribute('aria-checked', 'true');
    await expect(modal.getByTestId('feedback-reason-2')).toHaveAttribute('aria-checked', 'false');
    await modal.getByTestId('feedback-mobile').fill('23812345678');
    await modal.getByTestId('feedback-submit').click();
    await expectToast(page, WRONG_MOBILE);
    await modal.getByTestId('feedback-mobile').fill('13812345678');
    const saved = page.waitForRequest((r) => r.url().includes('/wechatFeedback/groupNotJoin/save'));
    await modal.getByTestId('feedback-submit').click();
    await expectToast(page, FEEDBACK_SUCCESS);
    await expect(modal).toBeHidden();
    expect((await saved).postDataJSON()).toMatchObject({ feedbackCode: '3', mobile: '13812345678' });
  });

  test('the feedback dialog asks no phone of a learner who has one', async ({ page }) => {
    await signInNewLearner(page, { mobile: '13900001111' });
    await page.goto('/pageTemplate');
    await expectQrLoaded(page);
    await page.getByTestId('feedback-link').click();
    await expect(page.getByTestId('feedback-reason-1')).toBeVisible();
    await expect(page.getByTestId('feedback-mobile')).toHaveCount(0);
  });

  test('the QR-identify timer reports at 5 s and at 8 s (fake clock)', async ({ page }) => {
    await signInNewLearner(page);
    const events = collectEvents(page);
    await installPausedClock(page);
    await page.goto('/pageTemplate');
    await expectQrLoaded(page);
    await expect.poll(() => events.map((e) => e.event)).toContain('qr_shown');
    const failures = () => events.filter((e) => e.event === 'qr_identify_fail').map((e) => e.detail);
    await page.clock.runFor(4900);
    await requestsSettled(page);
    expect(failures()).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(failures).toEqual(['5000']);
    await page.clock.runFor(3000);
    await expect.poll(failures).toEqual(['5000', '8000']);
    await page.clock.runFor(10_000);
    await requestsSettled(page);
    expect(failures()).toEqual(['5000', '8000']);
  });

  test('the 8 s report is left out once the page was hidden', async ({ page }) => {
    await signInNewLearner(page);
    const events = collectEvents(page);
    await installPausedClock(page);
    await page.goto('/pageTemplate');
    await expectQrLoaded(page);
    await page.clock.runFor(5000);
    const failures = () => events.filter((e) => e.event === 'qr_identify_fail').map((e) => e.detail);
    await expect.poll(failures).toEqual(['5000']);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(4000);
    await requestsSettled(page);
    expect(failures()).toEqual(['5000']);
  });

  test('a long press of 500 ms on the QR is reported, a shorter touch is not', async ({ page }) => {
    await signInNewLearner(page);
    const events = collectEvents(page);
    await installPausedClock(page);
    await page.goto('/pageTemplate');
    await expectQrLoaded(page);
    // a 200 ms touch, then well past the 500 ms mark on the page's clock: nothing is reported
    await touch(page, 'group-qr', 'touchstart');
    await page.clock.runFor(200);
    await touch(page, 'group-qr', 'touchend');
    await page.clock.runFor(1000);
    await requestsSettled(page);
    expect(events.filter((e) => e.event === 'long_press')).toHaveLength(0);
    await page.clock.resume();
    await holdTouch(page, 'group-qr', 650);
    await expect.poll(() => events.filter((e) => e.event === 'long_press').length).toBe(1);
  });

  test('a full camp shows the enrolment-full page', async ({ page }) => {
    await signInNewLearner(page);
    const { addGroupPageId } = await landingScenario(page, { full: true, capacity: 2 });
    await page.goto(`/pageTemplate?addGroupPageId=${addGroupPageId}&channel=1001&subChannel=100101`);
    await expect(page).toHaveURL(new RegExp(`/notAvailable\\?addGroupPageId=${addGroupPageId}&channel=1001`));
    await expect(page).toHaveTitle('报名已满');
    await expect(page.getByTestId('notice-notAvailable')).toContainText('本期报名已满');
    await expect(page.getByTestId('official-qr')).toBeVisible();
    await page.getByTestId('waitlist-mobile').fill('13712345678');
    await page.getByTestId('waitlist-submit').click();
    await expectToast(page, '预约成功，下期开营时老师会联系你');
  });

  test('a visitor without a token is handed to the app, which draws the same landing', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/pageTemplate');
    // no token: the app loads and its guard sends the visitor through the (sandbox) authorization, silently
    // with snsapi_base; back on the landing route the app mounts the same engine
    await expect.poll(() => scripts.some((s) => s.startsWith('/assets/index-'))).toBe(true);
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    expect(new URL(page.url()).searchParams.get('scope')).toBe('snsapi_base');
    await authorizeAsNewIdentity(page);
    await expect(page.getByTestId('group-qr')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pageTemplate');
  });
});

test.describe('the landing families', () => {
  test('a get-info landing (tui) asks for the phone, then shows the class QR', async ({ page }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/flamingoby?channel=1001&subChannel=100101');
    await expect(page.getByTestId('landing-mobile-form')).toBeVisible();
    // the QR's frame goes with the QR: an empty frame's edge showed under the form
    await expect(page.getByTestId('qr-backing')).toHaveCount(1);
    await expect(page.getByTestId('qr-backing')).toBeHidden();
    await screenshotsAtBothSizes(page, 'landing-tui-mobile-form');
    await page.getByTestId('landing-mobile').fill('1381234');
    await page.getByTestId('landing-mobile-submit').click();
    await expectToast(page, WRONG_MOBILE);
    await page.getByTestId('landing-mobile').fill('13812345678');
    await page.getByTestId('landing-mobile-submit').click();
    await expectQrLoaded(page);
    await expect(page.getByTestId('code-number')).toHaveText(/^编号 101-/);
    await expect(page.getByTestId('qr-backing')).toBeVisible();
  });

  test('teacher pages show the teacher QR; follow pages the official account', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/addTeacherby/3');
    const teacher = await expectQrLoaded(page);
    await expect(teacher).toHaveAttribute('data-qr-url', /teacher\.svg$/);
    await expect(page).toHaveTitle('添加老师');
    await page.goto('/wechatPublic');
    const official = await expectQrLoaded(page);
    await expect(official).toHaveAttribute('data-qr-url', '/uploads/qr/wechat-99.svg');
    await expect(page.getByTestId('code-number')).toHaveText(/^编号 399-/);
  });

  test('success, classInfo and npDirect pages are the same funnel with their own words', async ({ page }) => {
    await signInNewLearner(page);
    // 无法入群 问题反馈 in the messaging app's link blue on a light page, in the page's own white on the red one
    const LINK_BLUE = 'rgb(87, 107, 149)';
    const WHITE = 'rgb(255, 255, 255)';
    for (const [path, words, linkColor] of [
      ['/success50-free', '报名成功', LINK_BLUE],
      ['/classInfo20-friends-red', '好友送你一节免费课', WHITE],
      ['/npDirect-v1', '长按识别二维码', LINK_BLUE],
    ] as const) {
      await page.goto(path);
      await expectQrLoaded(page);
      await expect(page.getByTestId('landing-page')).toContainText(words);
      await expect(page.getByTestId('feedback-link')).toHaveCSS('color', linkColor);
      if (linkColor === WHITE) await screenshotsAtBothSizes(page, 'landing-red-feedback-link');
    }
  });

  test('a diversion sends the visitor on to one of its landings', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/classInfoDiversion?channel=1001');
    await expect(page).toHaveURL(/\/(classInfo20|pageTemplate)\?channel=1001$/);
    await expectQrLoaded(page);
  });

  test('a complaint is filed from the landing and read back in the records', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/pageTemplate');
    await page.getByTestId('complaint-entry').click();
    await expect(page).toHaveURL(/\/minicomplaint\?comFrom=pageTemplate&h5=1$/);
    await page.getByTestId('complaint-submit').click();
    await expectToast(page, '请选择投诉原因');
    await page.getByTestId('complaint-reason-false_ad').click();
    await page.getByTestId('complaint-content').fill('广告说免费领课，进群后一直推销');
    await page.getByTestId('complaint-submit').click();
    await expect(page).toHaveURL(/\/minicomplaintDetail\?id=\d+$/);
    await expect(page.getByTestId('complaint-status')).toHaveText('已提交');
    await page.goto('/complainRecords');
    await expect(page.getByTestId('complaint-records')).toContainText('虚假宣传、夸大效果');
    // a detail link that names no complaint says so and leads back to the records
    await page.goto('/complaintDetail');
    await expect(page.getByTestId('complaint-error')).toHaveText('投诉不存在');
    await page.getByTestId('complaint-records-link').click();
    await expect(page).toHaveURL(/\/complainRecords/);
    await expect(page.getByTestId('complaint-records')).toContainText('虚假宣传、夸大效果');
  });

  test('the agreement and the redirect notices render', async ({ page }) => {
    await page.goto('/tui-agreement-sku');
    await expect(page.getByTestId('agreement')).toContainText('付费商品');
    await signInNewLearner(page);
    await page.goto('/transfer-introduction?redirect=/tui-agreement');
    await page.getByTestId('notice-continue').click();
    await expect(page).toHaveURL(/\/tui-agreement$/);
  });
});
