import type { Browser, Page } from '@playwright/test';
import { cents, payWithSheet } from '../support/checkout.ts';
import { MESSAGING_APP_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  expect,
  latestSmsCode,
  randomMobile,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * Invite-to-earn (issue 14, pages). Learner A opens 邀请有奖 and takes the share link; learner B opens it as a
 * brand-new visitor (through the sandbox authorization), is bound to A, registers a mobile and buys a course
 * through the checkout; A's balance rises by the demo activity's rewards (¥2.00 + ¥10.00). A withdraws through
 * the sandbox transfer confirmation (the balance falls), a cancelled transfer puts the money back, and the
 * refund of B's order takes A's purchase reward back. Then every invite page is looked at in both sizes.
 */

const REGISTRATION = 200;
const FIRST_PURCHASE = 1000;

/** A second phone with nothing stored: a brand-new visitor in the messaging app. */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
}

async function balanceOn(page: Page): Promise<number> {
  await page.goto('/mycash');
  await expect(page.getByTestId('growth-balance')).toBeVisible();
  return cents(await page.getByTestId('growth-balance').textContent());
}

/** Fills the withdraw form with `yuan` and submits; ends on the sandbox transfer confirmation page. */
async function askWithdrawal(page: Page, yuan: string) {
  await page.goto('/withdraw');
  await page.getByTestId('growth-withdraw-amount').fill(yuan);
  await page.getByTestId('growth-withdraw-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/transfer\?outBillNo=W\d+/);
  await expect(page.getByTestId('sandbox-transfer-amount')).toHaveText(`¥${yuan}`);
}

test.describe('invite to earn', () => {
  test('A invites B, B joins and buys, A withdraws (confirmed and cancelled), B’s refund takes the reward back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    // A: a signed-in learner opens 邀请有奖 and takes the share link
    const a = await signInNewLearner(page, { nickname: '邀请人小王' });
    await page.goto('/invite');
    await expect(page.getByTestId('growth-invite')).toBeVisible();
    await expect(page.getByTestId('growth-reward-registration')).toHaveText('¥2.00');
    await expect(page.getByTestId('growth-reward-purchase')).toHaveText('¥10.00');
    const link = page.getByTestId('growth-invite-link');
    await expect(link).toHaveText(new RegExp(`/invite-new-user-join\\?inviterId=${a.customerId}$`));
    const shareUrl = new URL((await link.textContent())!);
    // the messaging app's share card (recorded by the sandbox JS-SDK shim) carries the same link
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as { __WX_SHIM__?: { appMessage: { link: string }[] } }
            ).__WX_SHIM__?.appMessage.at(-1)?.link,
        ),
      )
      .toBe(shareUrl.toString());
    await expect(page.getByTestId('growth-balance')).toHaveText('¥0.00');
    await expect(page.getByTestId('growth-my-invitees').getByTestId('empty')).toBeVisible();

    // A's own link refuses A
    await page.goto(shareUrl.pathname + shareUrl.search);
    await expect(page.getByTestId('growth-join-status')).toHaveText('暂时无法接受邀请');
    await expect(page.getByTestId('growth-join-text')).toHaveText('不能邀请自己哦');

    // B: a brand-new visitor opens the link, authorizes, and is bound to A
    const b = await newVisitor(browser, baseURL!);
    await b.page.goto(shareUrl.pathname + shareUrl.search);
    await authorizeAsNewIdentity(b.page, '新同学小李');
    await expect(b.page).toHaveURL(/\/invite-new-user-join\?inviterId=\d+/);
    await expect(b.page.getByTestId('growth-join-status')).toHaveText('已接受好友邀请');
    await screenshotsAtBothSizes(b.page, 'growth-join');
    // opening it again: the first binding stands
    await b.page.reload();
    await expect(b.page.getByTestId('growth-join-status')).toHaveText('你已接受过好友邀请');
    expect(await balanceOn(page)).toBe(REGISTRATION);

    // B registers a mobile at checkout and buys a course through the existing checkout
    await b.page.goto('/ensure?courseId=3&goodsType=course');
    await expect(b.page).toHaveURL(/\/register\?/);
    const mobile = randomMobile();
    await b.page.getByTestId('account-mobile').fill(mobile);
    await b.page.getByTestId('account-send-code').click();
    await b.page.getByTestId('account-code').fill(await latestSmsCode(b.page, mobile));
    await b.page.getByTestId('account-agreement').check();
    await b.page.getByTestId('account-submit').click();
    await expect(b.page.getByTestId('ensure-page')).toBeVisible();
    const { orderNo } = await payWithSheet(b.page);
    expect(await balanceOn(page)).toBe(REGISTRATION + FIRST_PURCHASE);

    // A sees B among the invitees, bought, and what B earned A
    await page.goto('/invitation-list');
    await expect(page.getByTestId('growth-invite-count')).toHaveText('1');
    const row = page.locator('[data-testid^="growth-invitee-"]').first();
    await expect(row).toContainText('新同学小李');
    await expect(row).toContainText('已购课');
    await expect(row).toContainText('+¥12.00');
    await row.click();
    await expect(page.getByTestId('growth-fan-detail')).toBeVisible();
    await expect(page.getByTestId('growth-fan-reward')).toHaveText('+¥12.00');
    await expect(page.getByTestId('growth-fan-purchased')).toHaveText('已购课');
    const inviteeId = new URL(page.url()).searchParams.get('inviteeId')!;

    // A withdraws ¥1.00 and confirms receipt: the balance falls
    await askWithdrawal(page, '1.00');
    await page.getByTestId('sandbox-transfer-confirm').click();
    await expect(page).toHaveURL(/\/withdrawResult\?outBillNo=W\d+/);
    await expect(page.getByTestId('growth-withdraw-status')).toHaveText('提现成功');
    const confirmedBill = new URL(page.url()).searchParams.get('outBillNo')!;
    await screenshotsAtBothSizes(page, 'growth-withdraw-result-success');
    const afterWithdraw = REGISTRATION + FIRST_PURCHASE - 100;
    expect(await balanceOn(page)).toBe(afterWithdraw);

    // A withdraws ¥2.00 but leaves the confirmation; the bill waits, and the result page asks again
    await askWithdrawal(page, '2.00');
    await page.goto('/withdrawList');
    const waiting = page.locator('[data-testid^="growth-withdrawal-"][data-state="WAIT_USER_CONFIRM"]');
    await expect(waiting).toContainText('待确认收款');
    await waiting.click();
    await expect(page.getByTestId('growth-withdraw-status')).toHaveText('等待确认收款');
    await screenshotsAtBothSizes(page, 'growth-withdraw-result-waiting');
    expect(await balanceOn(page)).toBe(REGISTRATION + FIRST_PURCHASE - 100 - 200);
    await page.goBack();
    await page.getByTestId('growth-withdraw-confirm').click();
    // then cancels on the confirmation: the money comes back
    await expect(page).toHaveURL(/\/sandbox\/transfer\?outBillNo=W\d+/);
    await page.getByTestId('sandbox-transfer-cancel').click();
    await expect(page).toHaveURL(/\/withdrawResult\?outBillNo=W\d+/);
    await expect(page.getByTestId('growth-withdraw-status')).toHaveText('已取消收款');
    await screenshotsAtBothSizes(page, 'growth-withdraw-result-cancelled');
    expect(await balanceOn(page)).toBe(afterWithdraw);
    await page.goto('/withdrawList');
    await expect(page.locator('[data-testid^="growth-withdrawal-"]')).toHaveCount(2);
    await expect(page.getByTestId(`growth-withdrawal-${confirmedBill}`)).toContainText('已到账');

    // the form refuses an amount under the minimum and over the balance before asking the server
    await page.goto('/withdraw');
    await page.getByTestId('growth-withdraw-amount').fill('0.5');
    await page.getByTestId('growth-withdraw-submit').click();
    await expect(page.getByTestId('growth-withdraw-note')).toHaveText('单次提现不能少于¥1.00');
    await page.getByTestId('growth-withdraw-amount').fill('999');
    await page.getByTestId('growth-withdraw-submit').click();
    await expect(page.getByTestId('growth-withdraw-note')).toHaveText('超出可提现余额');
    await expect(page).toHaveURL(/\/withdraw$/);

    // B asks for a refund; the operator approves it (the sandbox approval): A's purchase reward is taken back
    await b.page.goto(`/order-detail?orderNo=${orderNo}`);
    await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await b.page.getByTestId('order-refund').click();
    await b.page.getByTestId('refund-reason-重复购买').click();
    await b.page.getByTestId('refund-submit').click();
    const applied = b.page.waitForResponse((r) => r.url().includes('/myOrder/refund/apply'));
    await b.page.locator('.adm-modal').getByText('确认退款').click();
    const refundNo = ((await (await applied).json()) as { data: { refundNo: string } }).data.refundNo;
    const approved = await b.page.request.post(`/sandbox/api/refunds/${refundNo}/approve`);
    expect(approved.ok()).toBe(true);
    expect(await balanceOn(page)).toBe(afterWithdraw - FIRST_PURCHASE);
    await expect(page.locator('[data-testid="growth-ledger-row"][data-kind="reversal"]')).toContainText(
      '-¥10.00',
    );
    await b.context.close();

    // every page of the family, at 375×812 and 320 wide, with A's real data
    const pages: [string, string][] = [
      ['/invite', 'growth-invite'],
      ['/invite-new-user', 'growth-invite'],
      ['/invite-new-user-share', 'growth-invite'],
      ['/invite-to-earn', 'growth-invite'],
      ['/inviteActivity', 'growth-invite'],
      ['/invite-to-earn-jump', 'growth-invite'],
      ['/invite-to-earn-jump-new', 'growth-invite'],
      ['/referral-activity', 'growth-invite'],
      ['/referral-share', 'growth-invite'],
      ['/recall', 'growth-invite'],
      ['/recallUpdate', 'growth-invite'],
      ['/recallAdvance', 'growth-invite'],
      ['/send-book', 'growth-invite'],
      ['/tourInvite', 'growth-invite'],
      ['/poster', 'growth-poster-img'],
      ['/recallPoster', 'growth-poster-img'],
      ['/my_video_canvass_img', 'growth-poster-img'],
      ['/invitation-list', 'growth-invitees'],
      ['/invitation-record', 'growth-invitees'],
      ['/tourInviteRecord', 'growth-invitees'],
      ['/my-fans', 'growth-invitees'],
      [`/fanDetail?inviteeId=${inviteeId}`, 'growth-fan-detail'],
      ['/mycash', 'growth-ledger'],
      ['/withdraw', 'growth-withdraw-rules'],
      ['/cash-out', 'growth-withdraw-rules'],
      ['/withdrawList', 'growth-withdrawals'],
      [`/withdrawResult?outBillNo=${confirmedBill}`, 'growth-withdraw-status'],
      ['/activity-rule', 'growth-rule-list'],
      ['/active-rule', 'growth-rule-list'],
      ['/mission-strategy', 'growth-strategy'],
      ['/strategy-info', 'growth-strategy'],
    ];
    for (const [path, testId] of pages) {
      await openInApp(page, path);
      await expect(page.getByTestId(testId), path).toBeVisible();
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
      const name = path.slice(1).replace(/\?.*$/, '');
      await screenshotsAtBothSizes(page, `growth-${name}`);
    }
    // the rules once: the list written from the activity's numbers, and the operator's note apart (not restating them)
    for (const path of ['/activity-rule', '/active-rule']) {
      await openInApp(page, path);
      await expect(page.getByTestId('growth-rule-list').locator('li')).toHaveCount(7);
      await expect(page.getByTestId('growth-rule-list')).toContainText('奖励¥2.00');
      await expect(page.getByTestId('growth-rule-note')).toContainText('其他说明');
      await expect(page.getByTestId('growth-rule')).not.toContainText('你得2元');
    }
    // the poster is one image, drawn from the learner's own QR
    await openInApp(page, '/poster');
    const poster = page.getByTestId('growth-poster-img');
    await expect(poster).toHaveAttribute('src', /^data:image\/png;base64,/);
    const size = await poster.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([750, 1200]);
    console.info(
      `[growth] poster composed on the canvas in ${await poster.getAttribute('data-compose-ms')} ms`,
    );
  });

  test('a learner with no invitees and no withdrawals sees the empty states', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/invitation-list');
    await expect(page.getByTestId('empty')).toContainText('还没有邀请到好友');
    await screenshotsAtBothSizes(page, 'growth-invitation-list-empty');
    await openInApp(page, '/withdrawList');
    await expect(page.getByTestId('empty')).toContainText('还没有提现记录');
    await openInApp(page, '/mycash');
    await expect(page.getByTestId('empty')).toContainText('还没有奖励记录');
    await screenshotsAtBothSizes(page, 'growth-mycash-empty');
    await openInApp(page, '/withdraw');
    await expect(page.getByTestId('growth-withdraw-submit')).toBeDisabled();
  });
});
