import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chooseFile, consoleLogin, pickSelectOption, pickStaffRole } from '../support/console-api.ts';
import { CONSOLE_ADMIN, DESKTOP_UA, E2E_PORT, MESSAGING_APP_UA } from '../support/constants.ts';
import { expect, saveScreenshot, signInNewLearner, test } from '../support/fixtures.ts';
import { landingScenario } from '../support/landing.ts';
import { pixelPng } from '../support/media.ts';

/**
 * Camps, group QRs and the funnel in the operator console (issue 17 items 4–6) at 1440×900: an operator creates
 * a camp with two classes of one seat each and uploads each class's group QR; two learners sign up on the
 * landing from their phones and get different QRs (the first class filled, the next sign-up went to the next
 * class); the dashboard's funnel counts their channel's views and sign-ups (CSV export too) and alerts the full
 * camp. Screenshots of every new console screen.
 */

test.describe.configure({ mode: 'serial' });

const OPERATOR_PASSWORD = 'Operator-Funnel-2026';
const suffix = `${process.pid}${Date.now() % 100000}`;
const operatorLogin = `funnel-op-${suffix}`;
/** This test's own ad channel: the funnel row is its alone. */
const channel = `f${suffix}`;

const login = consoleLogin;

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

/** The admin makes the operator account; the operator signs in and replaces the one-time password. */
async function signInOperator(page: Page) {
  await login(page, CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  await page.getByTestId('console-menu-staff').click();
  await page.getByTestId('console-staff-new').click();
  await page.getByTestId('console-staff-login').fill(operatorLogin);
  await pickStaffRole(page, '运营');
  await page.getByTestId('console-staff-submit').click();
  const oneTime = ((await page.getByTestId('console-staff-one-time-password').textContent()) ?? '').trim();
  await page.getByTestId('console-staff-submit').click();
  await page.getByTestId('console-logout').click();
  await login(page, operatorLogin, oneTime);
  await page.getByTestId('console-password-current').fill(oneTime);
  await page.getByTestId('console-password-new').fill(OPERATOR_PASSWORD);
  await page.getByTestId('console-password-confirm').fill(OPERATOR_PASSWORD);
  await page.getByTestId('console-password-submit').click();
  await expect(page.getByTestId('console-whoami')).toContainText('运营');
}

const state: { addGroupPageId: number; courseId: number; campName: string } = {
  addGroupPageId: 0,
  courseId: 0,
  campName: `春季营 ${suffix}`,
};

/** A Beijing wall-clock minute `YYYY-MM-DD HH:mm` (what the console's pickers show and take). */
const beijingMinute = (at: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/**
 * A WeChat group QR lasts 7 days: the class form refuses an expiry later than that with the domain's message, then
 * takes one within it. The picker disables the days after the cap's Beijing day, so the refused time (an hour past
 * the cap) must fall on the cap's own day: near midnight it would not. The check runs in a console of its own whose
 * clock reads the real time, or 20:00 Beijing of the same day when it is later, so the same steps run at any hour
 * (a run at 23:45 Beijing once failed the old hour-dependent steps). The class is not saved here; the server checks
 * the cap on its own clock (services/console tests).
 */
async function expectQrExpiryCapped(browser: Browser, campId: number) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1440, height: 900 },
    userAgent: DESKTOP_UA,
    locale: 'zh-CN',
  });
  const realNow = Date.now();
  const [hour, minute] = beijingMinute(realNow).slice(11).split(':').map(Number) as [number, number];
  await context.clock.install({ time: realNow - Math.max(0, hour * 60 + minute - 20 * 60) * 60_000 });
  const page = await context.newPage();
  try {
    await login(page, operatorLogin, OPERATOR_PASSWORD);
    await page.getByTestId('console-menu-camps').click();
    await page.getByTestId(`console-camp-add-class-${campId}`).click();
    await page.getByTestId('console-class-name').fill('三班');
    const expiry = page.getByTestId('console-class-qr-expiry');
    const setExpiry = async (value: string) => {
      // the picker's test id sits on its input
      await expiry.click();
      await expiry.fill(value);
      await expiry.press('Enter');
    };
    const cap = (await page.evaluate(() => Date.now())) + 7 * 86_400_000;
    expect(beijingMinute(cap + 3_600_000).slice(0, 10)).toBe(beijingMinute(cap).slice(0, 10));
    await setExpiry(beijingMinute(cap + 3_600_000));
    await expect(expiry).toHaveValue(beijingMinute(cap + 3_600_000));
    await page.getByTestId('console-class-submit').click();
    // the cap moves with the clock: when the submit's check falls in the next minute than the typing's, the form
    // fades the old message out while the new one fades in, and both match for a moment (a fresh clone failed so)
    await expect(
      page
        .getByText(/^微信群二维码最长 7 天有效：有效期不能晚于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）$/)
        .last(),
    ).toBeVisible();
    await saveScreenshot(page, 'console-class-qr-expiry-refused');
    // the picker will not take the day after the cap's
    const nextDay = beijingMinute(cap + 86_400_000);
    await setExpiry(nextDay);
    await expect(expiry).not.toHaveValue(nextDay);
    await setExpiry(beijingMinute(cap - 3_600_000));
    await expect(expiry).toHaveValue(beijingMinute(cap - 3_600_000));
    await expect(page.getByText(/^微信群二维码最长 7 天有效/)).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test('operator: a camp with two one-seat classes; two phone learners sign up and get different QRs; the dashboard alerts the full camp', async ({
  page,
  browser,
}) => {
  test.slow();
  const phone = await phoneContext(browser);
  const setup = await phone.newPage();
  // a zero-yuan course with a landing template whose only camp is already full: sign-ups go to the new camp
  const scenario = await landingScenario(setup, { full: true, capacity: 1, classCount: 1 });
  state.addGroupPageId = scenario.addGroupPageId;
  state.courseId = scenario.courseId;

  await signInOperator(page);
  // the operator's home is the dashboard
  await expect(page.getByTestId('console-dashboard')).toBeVisible();
  await page.getByTestId('console-menu-camps').click();
  await page.getByTestId('console-camp-new').click();
  await pickSelectOption(
    page,
    page.getByTestId('console-camp-course'),
    `（${scenario.courseId}）`,
    `（${scenario.courseId}）`,
  );
  await page.getByTestId('console-camp-name').fill(state.campName);
  await saveScreenshot(page, 'console-camp-new');
  await page.getByTestId('console-camp-submit').click();
  const campCard = page.locator('[data-testid^="console-camp-"]', { hasText: state.campName }).first();
  await expect(campCard).toBeVisible();
  const campId = Number((await campCard.getAttribute('data-testid'))!.replace('console-camp-', ''));

  const qrUrls: string[] = [];
  for (const [index, name] of ['一班', '二班'].entries()) {
    await page.getByTestId(`console-camp-add-class-${campId}`).click();
    await page.getByTestId('console-class-name').fill(name);
    await page.getByTestId('console-class-teacher-name').fill(index === 0 ? '王老师' : '李老师');
    await page.getByTestId('console-class-capacity').fill('1');
    await chooseFile(page, page.getByTestId('console-class-qr-upload'), {
      name: `qr-${index}.png`,
      mimeType: 'image/png',
      buffer: pixelPng(40 + index * 100),
    });
    await expect(page.getByTestId('console-class-qr-preview')).toBeVisible();
    const src = await page
      .locator('[data-testid="console-class-qr-preview"] img, img[data-testid="console-class-qr-preview"]')
      .first()
      .getAttribute('src');
    qrUrls.push(src ?? '');
    if (index === 0) await saveScreenshot(page, 'console-class-new');
    await page.getByTestId('console-class-submit').click();
    await expect(page.getByTestId(`console-camp-classes-${campId}`)).toContainText(name);
  }
  await expectQrExpiryCapped(browser, campId);
  expect(qrUrls[0]).toMatch(/^\/uploads\/console\/[0-9a-f]{32}\.png$/);
  expect(qrUrls[1]).not.toBe(qrUrls[0]);
  // each QR valid for 7 days from now
  await expect(page.getByTestId(`console-camp-classes-${campId}`).getByText(/^有效 至/)).toHaveCount(2);
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await saveScreenshot(page, 'console-camps');

  // two learners open the landing on their phones: the first takes 一班's only seat, the second goes to 二班
  const shown: string[] = [];
  for (let i = 0; i < 2; i++) {
    const learnerPage = await phone.newPage();
    await signInNewLearner(learnerPage);
    await learnerPage.goto(
      `/pageTemplate?addGroupPageId=${scenario.addGroupPageId}&channel=${channel}&subChannel=${channel}01&chainType=LL20027`,
    );
    const qr = learnerPage.getByTestId('group-qr');
    await expect(qr).toBeVisible();
    // the landing answer may carry the QR inline (a data URL); its address stays in data-qr-url
    await expect(qr).toHaveAttribute('data-qr-url', /\/uploads\/console\//);
    shown.push((await qr.getAttribute('data-qr-url')) ?? '');
    if (i === 1) await saveScreenshot(learnerPage, 'console-funnel-second-learner-375');
    await learnerPage.close();
  }
  expect(shown).toEqual(qrUrls);

  await page.reload();
  const classes = page.getByTestId(`console-camp-classes-${campId}`);
  await expect(classes.getByText('1 / 1')).toHaveCount(2);
  await page.getByTestId('console-menu-dashboard').click();
  await expect(page.getByTestId('console-alert-camp_full').filter({ hasText: state.campName })).toBeVisible();
  // the funnel of this channel: two views, two QRs shown, two sign-ups (rolled up when the dashboard opens)
  const row = page.getByTestId('console-funnel-table').locator('tr', { hasText: channel });
  await expect(async () => {
    await page.reload();
    // the table first (on a busy machine the dashboard can take longer than the row's short check to render)
    await expect(page.getByTestId('console-funnel-table')).toBeVisible();
    await expect(row.locator('td').nth(2)).toHaveText('2', { timeout: 2000 });
    await expect(row.locator('td').nth(5)).toHaveText('2', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('[data-testid="console-funnel"] canvas').first()).toBeVisible();
  await page.getByTestId('console-funnel').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'console-dashboard');
  const download = page.waitForEvent('download');
  await page.getByTestId('console-funnel-export').click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFF渠道,子渠道,浏览,展示二维码,长按,报名,入群,无可用群,反馈,投诉');
  expect(csv).toContain(`${channel},${channel}01,2,2,0,2,`);
  // the complaint count exported is the one the table shows (its last column)
  const exported = csv.split('\r\n').find((line) => line.startsWith(`${channel},${channel}01,`))!;
  expect(exported.split(',')).toHaveLength(10);
  await expect(row.locator('td').last()).toHaveText(exported.split(',').at(-1)!);
  await page.getByTestId('console-dashboard-alerts').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'console-dashboard-alerts');

  // the learners' channel: create it, give it a link to the landing template, ban it with a linkUrl
  await page.getByTestId('console-menu-channels').click();
  await page.getByTestId('console-channel-new').click();
  await page.getByTestId('console-channel-code').fill(channel);
  await page.getByTestId('console-channel-sub').fill(`${channel}01`);
  await page.getByTestId('console-channel-name').fill('信息流投放');
  await page.getByTestId('console-channel-submit').click();
  await page.getByTestId(`console-channel-link-${channel}-${channel}01`).click();
  await pickSelectOption(
    page,
    page.getByTestId('console-channel-link-template'),
    `（${scenario.addGroupPageId}）`,
    `（${scenario.addGroupPageId}）`,
  );
  await page.getByTestId('console-channel-link-chain').fill('LL20027');
  await page.getByTestId('console-channel-link-submit').click();
  const channelRow = page.getByTestId('console-channel-table').locator('tr', { hasText: channel });
  await expect(channelRow).toContainText(
    `/pageTemplate?addGroupPageId=${scenario.addGroupPageId}&channel=${channel}&subChannel=${channel}01&chainType=LL20027`,
  );
  await page.getByTestId(`console-channel-edit-${channel}-${channel}01`).click();
  await page.getByTestId('console-channel-banned').click();
  // a full run once saved this channel unbanned with the dialog closed (not reproduced in 15 runs under load):
  // the switch's state is checked here so that a recurrence names the step that went wrong
  await expect(page.getByTestId('console-channel-banned')).toBeChecked();
  await page.getByTestId('console-channel-link-url').fill('https://example.com/other');
  await page.getByTestId('console-channel-submit').click();
  await expect(channelRow).toContainText('已封禁');
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await saveScreenshot(page, 'console-channels');
  await phone.close();
});
