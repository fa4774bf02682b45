import type { Page } from '@playwright/test';
import { addSandboxAddress, cents, payAtCashier, payWithSheet } from '../support/checkout.ts';
import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * What a new learner meets at checkout (issue 21, items 2, 5, 6, 13 and three details of 15): the price the
 * detail page advertises is the price charged, the checkout lines add up with freight from the start, Back after
 * paying never offers 提交订单 again, 我的 → 发票 lists the orders, and a refund is offered only where the
 * agreement allows it, with its amount, rule and a confirmation.
 * Seeded ids on a fresh database: course 2 has a running 限时优惠 (69.00 instead of 99.00), course 3 costs
 * 199.00, goods 1 is a physical good at 59.00, goods 7 the e-book.
 */

const shootBoth = (page: Page, name: string) => screenshotsAtBothSizes(page, name);

/** Whether the element's box is inside the first screen. */
async function onFirstScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test.describe('price and lines', () => {
  test('the learner pays what the detail page advertised, and the checkout lines add up', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/detail?course=2');
    await expect(page.getByTestId('course-price-label')).toContainText('限时优惠');
    const advertised = cents(await page.getByTestId('course-price').locator('.lc-price-now').textContent());
    expect(advertised).toBe(6_900);
    await expect(page.getByTestId('buy-now')).toHaveText('立即购买 ¥69.00');
    // the detail page no longer says refunds are impossible: it states the agreement's rule
    await expect(page.getByTestId('course-notice')).toContainText(
      '7 日内、学习进度不超过 10% 可申请全额退款',
    );
    await expect(page.getByTestId('course-notice')).not.toContainText('不支持退款');

    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await expect(page.getByTestId('order-unit-price')).toContainText('限时优惠');
    expect(cents(await page.getByTestId('order-unit-price').textContent())).toBe(advertised);
    const goods = cents(await page.getByTestId('order-line-goods').textContent());
    const discount = cents(await page.getByTestId('order-line-discount').textContent());
    const total = cents(await page.getByTestId('order-total').textContent());
    expect(goods).toBe(9_900);
    expect(discount).toBe(-3_000);
    expect(goods + discount).toBe(total);
    expect(total).toBe(advertised);
    // no second discount line (the struck reference price is not counted again)
    await expect(page.locator('.od-discount')).toHaveCount(1);
    // consent by submitting: no pre-ticked native checkbox
    await expect(page.getByTestId('order-agreement')).toContainText('提交订单即表示您已阅读并同意');
    await expect(page.locator('input[type="checkbox"]')).toHaveCount(0);
    await expect(page.getByTestId('pay-method-2')).toBeVisible();
    await shootBoth(page, 'learner-ensure-offer');

    const { charged } = await payWithSheet(page);
    expect(charged).toBe(advertised);
  });

  test('goods that ship show freight from the start: the rule without an address, the fee with one', async ({
    page,
  }) => {
    const { token } = await signInNewLearner(page);
    await page.goto('/zqt-order?goodsId=1&goodsType=goods');
    await expect(page.getByTestId('order-line-freight')).toContainText('满¥99.00包邮，不满收¥8.00');
    await expect(page.getByTestId('order-total-note')).toHaveText('不含运费');
    await expect(page.getByTestId('pay-method-2')).toBeVisible();
    await shootBoth(page, 'learner-ensure-freight-rule');

    // a default address: the checkout prices freight with it at once, without picking
    await addSandboxAddress(page, token);
    await page.reload();
    await expect(page.getByTestId('order-address')).toContainText('李四');
    await expect(page.getByTestId('order-line-freight')).toHaveText('运费¥8.00');
    await expect(page.getByTestId('order-total-note')).toHaveCount(0);
    const goods = cents(await page.getByTestId('order-line-goods').textContent());
    const freight = cents(await page.getByTestId('order-line-freight').textContent());
    const total = cents(await page.getByTestId('order-total').textContent());
    await expect(page.getByTestId('order-line-discount')).toHaveCount(0);
    expect(goods + freight).toBe(total);
    expect(total).toBe(6_700);
    await shootBoth(page, 'learner-ensure-freight');
  });

  test('a checkout link for a course that is not there leads on to 找课, not a dead end', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=987654&goodsType=course');
    const error = page.getByTestId('ensure-error');
    await expect(error).toContainText('课程不存在');
    await expect(page.getByTestId('order-submit')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'orders-ensure-missing-course');
    await error.getByRole('button', { name: '去找课' }).click();
    await expect(page).toHaveURL(/\/shoppingMall/);
  });
});

test.describe('back after paying', () => {
  test('in the messaging app: Back leaves no active 提交订单, and buying again is refused with a message', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/detail?course=3');
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await payWithSheet(page);
    await shootBoth(page, 'learner-result');

    await page.goBack();
    // the checkout was replaced in history: Back is the course, owned
    await expect(page.getByTestId('course-detail')).toBeVisible();
    await expect(page.getByTestId('ensure-page')).toHaveCount(0);
    await expect(page.getByTestId('start-learning')).toBeVisible();

    // the checkout opened again for the owned course says so and offers no submit
    await page.goto('/ensure?courseId=3&goodsType=course');
    await expect(page.getByTestId('order-cannot-buy')).toContainText('您已购买该课程，可直接去学习');
    await expect(page.getByTestId('order-submit')).toBeDisabled();
  });
});

test.describe('back after paying outside the messaging app', () => {
  test.use({ userAgent: PLAIN_MOBILE_UA });

  test('Back from the cashier’s result lands on the paid order: a message and no active 提交订单', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    await payAtCashier(page, /\/orderSuccess\?orderNo=C\d+/);

    await page.goBack(); // the cashier
    await page.goBack(); // the checkout, now the paid order's page
    await expect(page).toHaveURL(/\/ensure\?.*orderNo=C\d+/);
    await expect(page.getByTestId('order-already-paid')).toContainText('该订单已支付，请勿重复支付');
    await expect(page.getByTestId('order-submit')).toBeDisabled();
    await expect(page.getByTestId('order-submit')).toHaveText('已支付');
    await shootBoth(page, 'learner-ensure-paid');
  });
});

test.describe('invoice and refund', () => {
  test('我的 → 发票 lists the orders with their invoice state and opens the order’s invoice form', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/invoice');
    await expect(page.getByTestId('invoice-orders-empty')).toContainText('暂无可开票的订单');
    await expect(page.getByText('缺少订单号')).toHaveCount(0);

    await page.goto('/ensure?courseId=3&goodsType=course');
    const { orderNo } = await payWithSheet(page);
    await page.goto('/invoice');
    await expect(page.getByTestId(`invoice-state-${orderNo}`)).toHaveText('可开票');
    await shootBoth(page, 'learner-invoice-list');
    await page.getByTestId(`invoice-order-${orderNo}`).click();
    await expect(page).toHaveURL(new RegExp(`/invoice\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('invoice-page')).toBeVisible();
  });

  test('a refund shows amount and rule on the first screen, asks to confirm, and leaves no empty bar', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    const { orderNo, charged } = await payWithSheet(page);
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('order-refund').click();
    await expect(page.getByTestId('refund-form')).toBeVisible();
    await expect.poll(() => onFirstScreen(page, 'refund-form')).toBe(true);
    expect(cents(await page.getByTestId('refund-amount').textContent())).toBe(charged);
    await expect(page.getByTestId('refund-rule')).toContainText(
      '支付成功 7 日内、学习进度不超过 10% 可申请全额退款',
    );
    // styled antd-mobile radios, not native ones
    await expect(page.locator('[data-testid="refund-form"] input[type="radio"]:visible')).toHaveCount(0);
    await page.getByTestId('refund-reason-重复购买').click();
    await expect(page.getByTestId('refund-reason-重复购买')).toHaveClass(/adm-radio-checked/);
    await shootBoth(page, 'learner-refund-form');

    // one tap does not send it: a confirmation first; cancelling keeps the order paid
    await page.getByTestId('refund-submit').click();
    const dialog = page.locator('.adm-modal');
    await expect(dialog).toContainText('确认申请退款');
    await expect(dialog).toContainText(`¥${(charged / 100).toFixed(2)}`);
    await dialog.getByText('取消').click();
    await expect(page.getByTestId('order-status')).toHaveText('已完成');
    await page.getByTestId('refund-submit').click();
    await page.locator('.adm-modal').getByText('确认退款').click();
    await expect(page.getByTestId('order-status')).toHaveText('退款中');
    // nothing left to do on the order: no empty bottom bar
    await expect(page.locator('.od-bar')).toHaveCount(0);
    await saveScreenshot(page, 'learner-after-refund');
  });

  test('a double tap on 提交退款申请 asks once, and one refund is applied for', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    const { orderNo } = await payWithSheet(page);
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await page.getByTestId('order-refund').click();
    const applies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/refund')) applies.push(r.url());
    });
    await page.getByTestId('refund-submit').dblclick();
    const dialog = page.locator('.adm-modal');
    await expect(dialog).toHaveCount(1);
    await dialog.getByText('确认退款').click();
    await expect(page.getByTestId('order-status')).toHaveText('退款中');
    await expect(page.locator('.adm-modal')).toHaveCount(0);
    expect(applies).toHaveLength(1);
  });

  test('no 申请退款 where the agreement allows none: an e-book says why', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/virtualGoodsPay?goodsId=7&goodsType=goods');
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-refund-note')).toContainText('电子书、资料包开通后不支持退款');
    await expect(page.getByTestId('order-refund')).toHaveCount(0);
  });
});
