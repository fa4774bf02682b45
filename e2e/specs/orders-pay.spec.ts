import { addSandboxAddress } from '../support/checkout.ts';
import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * Payment hand-offs (issue 6): Alipay outside the messaging app through the sandbox cashier, the open-in-browser
 * guide inside it, paying for a friend (AliPayCollect), JD Pay and a virtual good.
 * Seeded ids on a fresh database: course 3 is a paid course, goods 7 the e-book (virtual).
 */

const EBOOK_ID = 7;
const orderNoOfCashier = (url: string) => new URL(url).searchParams.get('paymentNo')!.slice(0, -4);

test.describe('outside the messaging app', () => {
  test.use({ userAgent: PLAIN_MOBILE_UA });

  test('alipayEnsure offers only Alipay and Huabei and pays through the cashier to alipaySuccess', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/alipayEnsure?courseId=3&goodsType=course');
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await expect(page.getByTestId('pay-method-3')).toBeVisible();
    await expect(page.getByTestId('pay-method-4')).toHaveCount(0);
    await expect(page.getByTestId('pay-method-2')).toHaveCount(0);
    await saveScreenshot(page, 'commerce-alipay-ensure');
    await page.getByTestId('order-submit').click();

    await expect(page).toHaveURL(/\/sandbox\/cashier\?paymentNo=C\d+/);
    await expect(page.getByTestId('sandbox-cashier')).toContainText('支付宝');
    // the long 交易号 wraps inside the card, never into its padding or past the screen
    await screenshotsAtBothSizes(page, 'sandbox-cashier', async (width) => {
      const overflow = await page.getByTestId('sandbox-cashier').evaluate((card) => {
        const edge =
          card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight);
        const rights = [...card.querySelectorAll('.row span')].map(
          (span) => span.getBoundingClientRect().right,
        );
        return { document: document.documentElement.scrollWidth, past: rights.filter((r) => r > edge + 0.5) };
      });
      expect(overflow).toEqual({ document: expect.any(Number), past: [] });
      expect(overflow.document).toBeLessThanOrEqual(width);
    });
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(/\/alipaySuccess\?orderNo=C\d+/);
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
  });

  test('jdpay: the hand-off shows the amount and time left, then the JD Pay cashier pays the order', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-4').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier/);
    const orderNo = orderNoOfCashier(page.url());

    await page.goto(`/jdpay?orderNo=${orderNo}`);
    await expect(page.getByTestId('handoff-page')).toBeVisible();
    await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d\d:\d\d$/);
    await expect(page.getByTestId('handoff-pay')).toHaveText('去京东支付');
    await saveScreenshot(page, 'commerce-jdpay');
    await page.getByTestId('handoff-pay').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier/);
    await expect(page.getByTestId('sandbox-cashier')).toContainText('京东支付');
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/orderSuccess\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
  });

  test('alipay goes to the cashier by itself once; alipayNew shows the amount and time left first', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier/);
    const orderNo = orderNoOfCashier(page.url());

    await page.goto(`/alipayNew?orderNo=${orderNo}`);
    await expect(page.getByTestId('handoff-amount')).toHaveText('¥199.00');
    await expect(page.getByTestId('pay-countdown')).toBeVisible();
    await expect(page.getByTestId('handoff-pay')).toHaveText('去支付宝支付');

    await page.goto(`/alipay?orderNo=${orderNo}`);
    await expect(page).toHaveURL(/\/sandbox\/cashier/);
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/alipaySuccess\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    // paid: the hand-off says so instead of paying again
    await page.goto(`/alipay?orderNo=${orderNo}`);
    await expect(page.getByTestId('handoff-status')).toHaveText('订单已支付');
  });

  test('a friend pays the learner’s order through AliPayCollect; the learner’s order is paid', async ({
    page,
    browser,
  }) => {
    await signInNewLearner(page, { nickname: '王小明' });
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier/);
    const orderNo = orderNoOfCashier(page.url());

    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await page.getByTestId('order-collect').click();
    await expect(page.getByTestId('collect-share')).toBeVisible();
    await saveScreenshot(page, 'commerce-collect-share');
    const link = (await page.getByTestId('collect-link').textContent())!.trim();
    expect(link).toContain('/AliPayCollect?collectToken=');

    const context = await browser.newContext({
      userAgent: PLAIN_MOBILE_UA,
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const friendPage = await context.newPage();
    await signInNewLearner(friendPage, { nickname: '李四' });
    await friendPage.goto(link);
    await expect(friendPage.getByTestId('collect-buyer')).toContainText('王** 请你帮忙付款');
    await expect(friendPage.getByTestId('collect-buyer')).toContainText('****');
    await expect(friendPage.getByTestId('pay-method-3')).toBeVisible();
    await saveScreenshot(friendPage, 'commerce-alipay-collect');
    await friendPage.getByTestId('collect-pay').click();
    await expect(friendPage).toHaveURL(/\/sandbox\/cashier/);
    await friendPage.getByTestId('sandbox-pay-confirm').click();
    await expect(friendPage).toHaveURL(/\/AliPayCollect\?collectToken=.*paid=1/);
    await expect(friendPage.getByTestId('collect-status')).toHaveText('代付成功');
    await context.close();

    await page.goto('/order');
    await expect(page.getByTestId(`order-card-${orderNo}`)).toContainText('已完成');

    // the refund form of the order links to the agreement opened from it
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await page.getByTestId('order-refund').click();
    await page.getByTestId('refund-agreement-link').click();
    await expect(page).toHaveURL(new RegExp(`/refundAgreementLink\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('refund-agreement-order')).toContainText('成人钢琴入门');
    await page.getByTestId('refund-agreement-back').click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
  });

  test('miniVipAlipay in a browser: the membership with Alipay, back on miniVipAlipaySuccess', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/miniVipAlipay');
    await expect(page.getByTestId('vip-card')).toContainText('年度学习会员');
    await expect(page.getByTestId('mini-vip-pay')).toHaveText('去支付宝开通');
    await saveScreenshot(page, 'commerce-mini-vip');
    await page.getByTestId('mini-vip-pay').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier\?paymentNo=G\d+/);
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(/\/miniVipAlipaySuccess\?orderNo=G\d+/);
    // a membership says what it gives and leads to the member centre (no course to go back to here)
    await expect(page.getByTestId('pay-result-next')).toHaveText(
      '会员已开通，会员专享课免费学，购课享会员价',
    );
    await expect(page.getByTestId('pay-result-back')).toHaveCount(0);
    await page.getByTestId('go-member').click();
    await expect(page.getByTestId('member-status')).toHaveAttribute('data-member', 'true');
  });
});

test.describe('inside the mini-program', () => {
  test.use({ userAgent: `${PLAIN_MOBILE_UA} MicroMessenger/8.0.47 miniProgram` });

  test('miniVipAlipay asks to copy the link into the phone’s browser', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/miniVipAlipay');
    await expect(page.getByTestId('open-browser-guide')).toContainText('小程序内暂不支持支付宝支付');
    await expect(page.getByTestId('vip-card')).toContainText('年度学习会员');
  });
});

test.describe('inside the messaging app', () => {
  test('paying with Alipay in the messaging app leads to the open-in-browser guide', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/alipay\?orderNo=C\d+/);
    await expect(page.getByTestId('open-browser-guide')).toContainText('点击右上角');
    await expect(page.getByTestId('open-browser-guide')).toContainText('在浏览器打开');
    await expect(page.getByTestId('order-item')).toBeVisible();
    await expect(page.getByTestId('copy-link')).toBeVisible();
    await saveScreenshot(page, 'commerce-alipay-guide');
  });

  test('a zqt-order paid with Alipay in the messaging app goes to the alipayZqt guide', async ({ page }) => {
    const { token } = await signInNewLearner(page);
    const addressId = await addSandboxAddress(page, token, {
      receiver: '赵六',
      mobile: '13700001111',
      province: '江苏省',
      city: '南京市',
      district: '鼓楼区',
      detail: '中山路 1 号',
    });
    await page.goto(`/zqt-order?goodsId=1&goodsType=goods&addressId=${addressId}`);
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/alipayZqt\?orderNo=G\d+/);
    await expect(page.getByTestId('open-browser-guide')).toContainText('在浏览器打开');
    await expect(page.getByTestId('order-item')).toContainText('记忆宫殿训练卡片套装');
  });

  test('a virtual good: detail, virtualGoodsPay, paid and then owned', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto(`/virtualGoods?goodsId=${EBOOK_ID}`);
    await expect(page.getByTestId('virtual-goods')).toContainText('电子书');
    await expect(page.getByTestId('virtual-goods-benefits')).toContainText('你将获得');
    await saveScreenshot(page, 'commerce-virtual-goods');
    await page.getByTestId('virtual-goods-buy').click();

    await expect(page).toHaveURL(/\/virtualGoodsPay\?/);
    await expect(page.getByTestId('order-address')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText('¥19.90');
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(/\/alipayGoodsResult\?orderNo=G\d+/);
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    await expect(page.getByTestId('pay-result')).toContainText('已为您开通');

    await page.goto(`/virtualGoods?goodsId=${EBOOK_ID}`);
    await expect(page.getByTestId('virtual-goods-owned')).toContainText('已购买');
    await expect(page.getByTestId('virtual-goods-buy')).toBeDisabled();
  });

  test('a package from packageCourseList is bought on the ensure page and opens its courses', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/packageCourseList?packageId=1');
    await page.getByRole('button', { name: /购买套餐/ }).click();
    await expect(page).toHaveURL(/\/ensure\?goodsId=1&goodsType=package/);
    await expect(page.getByTestId('order-item')).toContainText('兴趣全能套餐');
    await expect(page.getByTestId('order-total')).toHaveText('¥399.00');
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(/\/orderSuccess\?orderNo=C\d+/);
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    await expect(page.getByTestId('go-learn')).toBeVisible();
    await page.goto('/ensure?goodsId=1&goodsType=package');
    await expect(page.getByTestId('order-cannot-buy')).toContainText('您已拥有套餐内全部课程');
  });
});
