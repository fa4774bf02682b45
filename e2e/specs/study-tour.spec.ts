import type { Page } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  expect,
  registerOnRegisterPage,
  screenshotsAtBothSizes,
  test,
} from '../support/fixtures.ts';

/**
 * Study tour (issue 18) in Chromium: a brand-new visitor (empty storage, through the sandbox authorization page)
 * opens the 研学 page, books the Xi'an tour paying the deposit on the sandbox cashier, then pays the balance
 * from the booking page; both result pages, and the booking's sign-in QR. The notices and the past tour too.
 * Every page at 375 and 320 wide.
 */

/** The seats left that the tour's card shows (剩余 N 个名额). */
async function seatsLeft(page: Page): Promise<number> {
  const text = await page.getByTestId('study-tour-card').innerText();
  const match = /剩余 (\d+) 个名额/.exec(text);
  if (!match) throw new Error(`no seats on the card: ${text}`);
  return Number(match[1]);
}

/** On the pay sheet: pays with the default method on the sandbox cashier. */
async function payOnSheet(page: Page, amount: string, shots: string): Promise<void> {
  await expect(page.getByTestId('study-tour-pay')).toBeVisible();
  await expect(page.getByTestId('study-tour-pay-amount')).toHaveText(amount);
  await screenshotsAtBothSizes(page, shots);
  await page.getByTestId('study-tour-pay-submit').click();
  await page.getByTestId('sandbox-pay-confirm').click();
}

test.describe('study-tour', () => {
  test('a new visitor books a tour with the deposit, pays the balance and gets the sign-in QR', async ({
    page,
  }) => {
    await page.goto('/studyTour');
    await authorizeAsNewIdentity(page, '李研学');
    await expect(page.getByTestId('study-tour-page')).toBeVisible();
    await expect(page.getByTestId('study-tour-card')).toHaveCount(1);
    // the stations spec books the same tour in the other worker: read the seats left, then expect fewer after ours
    await expect(page.getByTestId('study-tour-card')).toContainText(/剩余 \d+ 个名额/);
    const seatsBefore = await seatsLeft(page);
    expect(seatsBefore).toBeGreaterThan(0);
    expect(seatsBefore).toBeLessThanOrEqual(20);
    await screenshotsAtBothSizes(page, 'study-tour-home');

    await page.getByTestId('study-tour-card').click();
    await expect(page.getByTestId('study-tour-info-page')).toBeVisible();
    await expect(page.getByTestId('study-tour-agreement')).toContainText('定金不予退还');
    await screenshotsAtBothSizes(page, 'study-tour-info');
    await page.getByTestId('study-tour-book').click();
    await expect(page.getByText('请先阅读并同意报名协议')).toBeVisible(); // not agreed yet: no place taken
    await expect(page.getByTestId('study-tour-pay')).toHaveCount(0);
    await expect(page.getByText('请先阅读并同意报名协议')).toBeHidden();
    await page.getByTestId('study-tour-agree').check();
    await page.getByTestId('study-tour-book').click();
    await payOnSheet(page, '¥500.00', 'study-tour-deposit-sheet');

    await expect(page).toHaveURL(/\/studyTourDepositPaymentResult\?bookingNo=Y\d+/);
    await expect(page.getByTestId('study-tour-result-title')).toHaveText('定金支付成功');
    await expect(page.getByTestId('study-tour-result-next')).toContainText('¥3480.00');
    await screenshotsAtBothSizes(page, 'study-tour-deposit-result');

    await page.getByTestId('study-tour-result-booking').click();
    // 支付尾款 asks for a bound phone (the route's regMsg): the new visitor registers one and comes back
    await registerOnRegisterPage(page);
    await expect(page.getByTestId('study-tour-booking-page')).toBeVisible();
    await expect(page.getByText('注册成功')).toBeHidden();
    await expect(page.getByTestId('study-tour-booking-status')).toHaveText('待付尾款');
    await screenshotsAtBothSizes(page, 'study-tour-booking');
    await page.getByTestId('study-tour-pay-balance').click();
    await payOnSheet(page, '¥3480.00', 'study-tour-balance-sheet');

    await expect(page).toHaveURL(/\/studyTourFinalPaymentResult\?bookingNo=Y\d+/);
    await expect(page.getByTestId('study-tour-result-title')).toHaveText('尾款支付成功，报名完成');
    await screenshotsAtBothSizes(page, 'study-tour-final-result');

    await page.getByTestId('study-tour-result-sign-in').click();
    await expect(page.getByTestId('study-sign-in-page')).toBeVisible();
    const qr = page.getByTestId('study-sign-in-qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await screenshotsAtBothSizes(page, 'study-sign-in');

    const bookingNo = new URL(page.url()).searchParams.get('bookingNo')!;
    await page.goto(`/studyTourCloseDepositFinalModel?bookingNo=${bookingNo}`);
    await expect(page.getByTestId('study-tour-closed-title')).toHaveText('已报名');
    await screenshotsAtBothSizes(page, 'study-tour-closed');

    await page.goto('/studyTour');
    await expect(page.getByTestId('study-tour-my-booking')).toContainText('已报名');
    await expect(page.getByTestId('study-tour-card')).toContainText(/剩余 \d+ 个名额/);
    expect(await seatsLeft(page)).toBeLessThanOrEqual(seatsBefore - 1);
    await page.getByTestId('study-tour-notice').first().click();
    await expect(page.getByTestId('study-tour-notice-title')).toHaveText('西安书法研学开放报名');
    await screenshotsAtBothSizes(page, 'study-tour-notice');
    await page.goto('/studyTourNoticeEmpty');
    await expect(page.getByTestId('study-tour-notice')).toHaveCount(2);
    await screenshotsAtBothSizes(page, 'study-tour-notices');
    await page.goto('/studyTour');
    await page.getByTestId('study-tour-previous-card').click();
    await expect(page.getByTestId('study-tour-previous-page')).toContainText('杭州');
    await screenshotsAtBothSizes(page, 'study-tour-previous');
  });

  test('an unpaid deposit asks for the deposit by its order’s deadline; once the order is closed the place is released', async ({
    page,
  }) => {
    await page.goto('/studyTour');
    await authorizeAsNewIdentity(page, '王定金');
    await page.getByTestId('study-tour-card').click();
    await page.getByTestId('study-tour-agree').check();
    await page.getByTestId('study-tour-book').click();
    await expect(page.getByTestId('study-tour-pay')).toBeVisible();
    await page.getByTestId('study-tour-pay-close').click();

    await page.goto('/studyTour');
    await expect(page.getByTestId('study-tour-my-booking')).toContainText('待付定金');
    await page.getByTestId('study-tour-my-booking').click();
    await registerOnRegisterPage(page); // the booking page asks for a bound phone (its regMsg)
    await expect(page.getByTestId('study-tour-booking-status')).toHaveText('待付定金');
    const bar = page.locator('.st-bar');
    await expect(bar).toContainText('¥500.00');
    await expect(page.getByTestId('study-tour-pay-deposit')).toBeVisible();
    // the deposit order's own expiry (Beijing time, minutes away), never the balance's due date months ahead
    const due = page.getByTestId('study-tour-due');
    await expect(due).toHaveText(/^请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前支付定金，逾期名额自动释放$/);
    const [, day, time] = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec((await due.textContent()) ?? '')!;
    const deadline = Date.parse(`${day}T${time}:00+08:00`);
    expect(deadline).toBeGreaterThan(Date.now() - 60_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    await screenshotsAtBothSizes(page, 'study-tour-booking-deposit-unpaid');

    // the learner closes the deposit order: the booking no longer holds a place and says how to book again
    const bookingUrl = page.url();
    await page.goto('/order');
    await page.getByText('【研学定金】').first().click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await page.getByTestId('order-cancel').click();
    await expect(page.getByTestId('order-status')).toHaveText('已关闭');
    await page.goto(bookingUrl);
    await expect(page.getByTestId('study-tour-booking-status')).toHaveText('定金未支付，名额已释放');
    await expect(page.getByTestId('study-tour-lapsed')).toContainText(
      '定金订单已取消，名额已释放，未产生任何费用',
    );
    await expect(page.getByTestId('study-tour-pay-deposit')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'study-tour-booking-lapsed');
    await page.getByTestId('study-tour-book-again').click();
    await expect(page.getByTestId('study-tour-info-page')).toBeVisible();
  });
});
