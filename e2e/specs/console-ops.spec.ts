import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addSandboxAddress, payAtCashier } from '../support/checkout.ts';
import { consoleLogin } from '../support/console-api.ts';
import { CONSOLE_ADMIN, E2E_PORT, MESSAGING_APP_UA, PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  expect,
  expectToast,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { landingScenario } from '../support/landing.ts';

/**
 * The console's inboxes, orders and money (issue 17 items 7 and 9) at 1440×900: a class teacher calls back a
 * learner who could not join the group (feedback from the landing's dialog) and marks it contacted; an operator
 * answers a customer-service message and the learner reads the reply on their page; finance approves a large
 * withdrawal; an operator ships a goods order and the learner's logistics page shows the tracking number.
 * The staff accounts are made through the console's own calls (the admin of the e2e server).
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Console-Ops-Passw0rd-17';
const suffix = `${process.pid}${Date.now() % 100000}`;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** A console API session (cookie + CSRF token) in its own browser context. */
async function consoleApi(browser: Browser, login: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const answer = await context.request.post('/admin/api/login', { data: { login, password } });
  const body = (await answer.json()) as { code: number; msg: string; data: { csrfToken: string } };
  expect(body.code, body.msg).toBe(0);
  return { context, csrf: body.data.csrfToken };
}

/** A staff account made by the admin, its one-time password changed to PASSWORD; answers the login name. */
async function newStaff(browser: Browser, role: 'teacher' | 'operator' | 'finance', classIds: number[] = []) {
  const admin = await consoleApi(browser, CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  const login = `${role}-ops-${suffix}`;
  const created = await admin.context.request.post('/admin/api/staff/create', {
    headers: { 'x-csrf-token': admin.csrf },
    data: { login, role, classIds, displayName: `${role === 'teacher' ? '王老师' : role}-${suffix}` },
  });
  const body = (await created.json()) as { code: number; msg: string; data: { oneTimePassword: string } };
  expect(body.code, body.msg).toBe(0);
  await admin.context.close();
  const own = await consoleApi(browser, login, body.data.oneTimePassword);
  const changed = await own.context.request.post('/admin/api/password', {
    headers: { 'x-csrf-token': own.csrf },
    data: { currentPassword: body.data.oneTimePassword, newPassword: PASSWORD },
  });
  expect(((await changed.json()) as { code: number }).code).toBe(0);
  await own.context.close();
  return login;
}

async function login(page: Page, name: string) {
  await consoleLogin(page, name, PASSWORD);
  await expect(page.getByTestId('console-whoami')).toBeVisible();
}

async function phoneContext(browser: Browser, userAgent = MESSAGING_APP_UA): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: 'zh-CN',
  });
}

let operatorLogin = '';

test('teacher: a phone learner’s cannot-join feedback from the landing, called back and marked contacted', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  const scenario = await landingScenario(phonePage, {
    layout: { tBackgroundColor: '#FFF1E6', tShowQrcodeBackImg: '0', tShowFeedback: '1' },
  });
  const { mobile } = await signInNewLearner(phonePage);
  await phonePage.goto(`/pageTemplate?addGroupPageId=${scenario.addGroupPageId}`);
  await expect(phonePage.getByTestId('group-qr')).toBeVisible();
  await phonePage.getByTestId('feedback-link').click();
  const modal = phonePage.getByTestId('feedback-modal');
  await modal.getByTestId('feedback-reason-1').click();
  await modal.getByTestId('feedback-submit').click();
  await expectToast(phonePage, '已收到反馈，老师会尽快联系您入群~');
  await phone.close();

  const teacher = await newStaff(browser, 'teacher', scenario.classIds);
  await login(page, teacher);
  await expect(page.getByTestId('console-whoami')).toContainText('班主任');
  // a teacher's menu: their classes and the feedback of them
  await expect(page.getByTestId('console-menu-orders')).toHaveCount(0);
  await page.getByTestId('console-menu-feedback').click();
  // the teacher calls back: the full phone number
  const row = page.locator('tr', { hasText: mobile! });
  await expect(row).toBeVisible();
  await saveScreenshot(page, 'console-feedback');
  await row.getByRole('button', { name: '标记已联系' }).click();
  await page.getByTestId('console-feedback-note').fill('已电话联系，重新发送了群二维码');
  await saveScreenshot(page, 'console-feedback-contact');
  await page.getByTestId('console-feedback-contact-ok').click();
  await expect(page.getByText('已标记为已联系')).toBeVisible();
  await expect(page.locator('tr', { hasText: mobile! })).toHaveCount(0);
  await page.getByText('已联系', { exact: true }).click();
  const done = page.locator('tr', { hasText: mobile! });
  await expect(done).toContainText('王老师');
  await expect(done).toContainText('重新发送了群二维码');
  await saveScreenshot(page, 'console-feedback-contacted');
});

test('operator: answers a customer-service message; the learner reads the reply on their page', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  await signInNewLearner(phonePage, { nickname: `留言学员${suffix}` });
  await phonePage.goto('/user');
  await phonePage.getByTestId('mine-entry-qiyu-common').click();
  await phonePage.getByTestId('feedback-type-course').click();
  await phonePage.getByTestId('feedback-content').fill('课程视频打不开怎么办？');
  await phonePage.getByTestId('feedback-submit').click();
  const item = phonePage.getByTestId('feedback-history').locator('[data-testid^="feedback-item-"]').first();
  await expect(item).toContainText('待回复');
  const id = (await item.getAttribute('data-testid'))!.replace('feedback-item-', '');

  operatorLogin = await newStaff(browser, 'operator');
  await login(page, operatorLogin);
  await page.getByTestId('console-menu-service-messages').click();
  await expect(page.getByTestId('console-message-table')).toContainText('课程视频打不开怎么办？');
  await saveScreenshot(page, 'console-service-messages');
  await page.getByTestId(`console-message-answer-${id}`).click();
  await page.getByTestId('console-message-modal-text').fill('请在“我的-设置”里清除缓存后重试');
  await saveScreenshot(page, 'console-service-message-reply');
  await page.getByTestId('console-message-modal-send').click();
  await expect(page.getByText('已回复，学员会在“我的留言”看到')).toBeVisible();
  await page.getByText('已回复', { exact: true }).click();
  await expect(page.getByTestId(`console-message-reply-${id}`)).toHaveText('请在“我的-设置”里清除缓存后重试');

  await phonePage.reload();
  await expect(item).toContainText('已回复');
  await expect(item).toContainText('客服回复：请在“我的-设置”里清除缓存后重试');
  await saveScreenshot(phonePage, 'console-learner-service-reply');
  await phone.close();

  await page.getByTestId('console-menu-complaints').click();
  await expect(page.locator('.ant-card-head-title', { hasText: '投诉' })).toBeVisible();
  await saveScreenshot(page, 'console-complaints');
});

test('operator: answers a complaint from the landing; the learner reads the reply on their phone', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  await signInNewLearner(phonePage, { nickname: `投诉学员${suffix}` });
  await phonePage.goto('/pageTemplate');
  await phonePage.getByTestId('complaint-entry').click();
  await phonePage.getByTestId('complaint-reason-false_ad').click();
  const content = `进群后一直推销其他课程 ${suffix}`;
  await phonePage.getByTestId('complaint-content').fill(content);
  await phonePage.getByTestId('complaint-submit').click();
  await expect(phonePage).toHaveURL(/\/minicomplaintDetail\?id=\d+$/);
  const id = new URL(phonePage.url()).searchParams.get('id')!;
  await expect(phonePage.getByTestId('complaint-status')).toHaveText('已提交');

  if (!operatorLogin) operatorLogin = await newStaff(browser, 'operator');
  await login(page, operatorLogin);
  await page.getByTestId('console-menu-complaints').click();
  await expect(page.getByTestId('console-complaint-table')).toContainText(content);
  await page.getByTestId(`console-complaint-answer-${id}`).click();
  const reply = '已核实，已提醒班主任停止推送，给您带来不便深表歉意';
  await page.getByTestId('console-complaint-modal-text').fill(reply);
  // the modal has finished opening (no half-transparent frame in the screenshot)
  await expect(page.locator('.ant-modal').last()).toHaveCSS('opacity', '1');
  await saveScreenshot(page, 'console-complaint-reply');
  await page.getByTestId('console-complaint-modal-send').click();
  await expect(page.getByText('已回复，投诉已处理')).toBeVisible();
  await page.locator('.ant-segmented').getByText('已处理', { exact: true }).click();
  await expect(page.getByTestId(`console-complaint-reply-${id}`)).toHaveText(reply);
  await saveScreenshot(page, 'console-complaints-resolved');

  await phonePage.reload();
  await expect(phonePage.getByTestId('complaint-status')).toHaveText('已处理');
  await expect(phonePage.getByTestId('complaint-reply')).toHaveText(reply);
  await screenshotsAtBothSizes(phonePage, 'console-learner-complaint-reply', async () => {
    await phonePage.getByTestId('complaint-reply').scrollIntoViewIfNeeded();
  });
  await phone.close();
});

test('finance: approves a large withdrawal waiting for review', async ({ page, browser }) => {
  const phone = await phoneContext(browser);
  const phonePage = await phone.newPage();
  const nickname = `提现学员${suffix}`;
  const { token } = await signInNewLearner(phonePage, { nickname });
  const funded = await phonePage.request.post('/sandbox/api/growth/fund', {
    data: { token, amountCents: 50_000 },
  });
  expect(((await funded.json()) as { code: number }).code).toBe(0);
  await phonePage.goto('/withdraw');
  await phonePage.getByTestId('growth-withdraw-amount').fill('300');
  await phonePage.getByTestId('growth-withdraw-submit').click();
  await expect(phonePage.getByTestId('growth-withdraw-status')).toHaveText('提现审核中');

  const finance = await newStaff(browser, 'finance');
  await login(page, finance);
  await page.getByTestId('console-menu-withdrawals').click();
  const row = page.locator('tr', { hasText: nickname });
  await expect(row.getByTestId('console-withdrawal-amount')).toHaveText('¥300.00');
  await saveScreenshot(page, 'console-withdrawals');
  await row.locator('[data-testid^="console-withdrawal-approve-W"]').click();
  await page.getByTestId('console-withdrawal-approve-confirm').click();
  await expect(page.getByText('已处理：待学员确认收款')).toBeVisible();
  await expect(page.locator('tr', { hasText: nickname })).toHaveCount(0);

  // the learner's result page now asks them to confirm the transfer
  await phonePage.reload();
  await expect(phonePage.getByTestId('growth-withdraw-status')).not.toHaveText('提现审核中');
  await phone.close();

  // finance may search orders too
  await page.getByTestId('console-menu-orders').click();
  await expect(page.getByTestId('console-order-search')).toBeVisible();
});

test('operator: ships a goods order with carrier and tracking number; the learner’s logistics page shows it', async ({
  page,
  browser,
}) => {
  const phone = await phoneContext(browser, PLAIN_MOBILE_UA);
  const phonePage = await phone.newPage();
  const { token } = await signInNewLearner(phonePage);
  const addressId = await addSandboxAddress(phonePage, token, { receiver: '吴一' });
  const goods = (await (await phonePage.request.get('/sandbox/api/goods')).json()) as {
    data: { id: number; title: string }[];
  };
  const copybook = goods.data.find((g) => g.title === '硬笔书法控笔练字帖（全套 6 册）')!;
  await phonePage.goto(`/zqt-order?goodsId=${copybook.id}&goodsType=goods&addressId=${addressId}`);
  const orderNo = await payAtCashier(phonePage, /\/alipayGoodsResult\?orderNo=G\d+/);

  await login(page, operatorLogin);
  await page.getByTestId('console-menu-orders').click();
  await page.getByTestId('console-order-search-no').fill(orderNo);
  await page.getByTestId('console-order-search').click();
  await expect(page.getByTestId('console-order-table')).toContainText('待发货');
  await saveScreenshot(page, 'console-orders');
  await page.getByTestId(`console-order-open-${orderNo}`).click();
  await expect(page.getByTestId('console-order-status')).toHaveText('已支付');
  await page.getByTestId('console-order-ship-company').fill('圆通速递');
  await page.getByTestId('console-order-ship-no').fill('YT9876543210');
  await saveScreenshot(page, 'console-order-detail');
  await page.getByTestId('console-order-ship').click();
  await expect(page.getByTestId('console-order-logistics')).toHaveText('圆通速递 YT9876543210');
  // the trail names the operator who shipped (role, name, login)
  await expect(page.getByTestId('console-order-trail')).toContainText(
    `发货（运营 operator-${suffix} · ${operatorLogin}）`,
  );
  await saveScreenshot(page, 'console-order-shipped');

  await phonePage.goto(`/logistics-tracking?orderNo=${orderNo}`);
  await expect(phonePage.getByTestId('logistics-no')).toHaveText('YT9876543210');
  await expect(phonePage.getByTestId('logistics-page')).toContainText('圆通速递');
  await saveScreenshot(phonePage, 'console-learner-logistics');
  await phone.close();
});
