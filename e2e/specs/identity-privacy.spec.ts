import { payWithSheet } from '../support/checkout.ts';
import { sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  expectToast,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

const PAID_COURSE = '零基础硬笔书法：30天写出一手好字';

/**
 * The privacy lists and the daily check-in (issue 18 item 4): a learner with an order finds it in
 * collectedList → 订单与支付记录 → the order's stored fields; thirdShareList lists the providers with the mode
 * this (sandbox) deployment uses; app-sign checks in once, a second tap says already signed.
 */
test.describe('identity: privacy lists and daily check-in', () => {
  test('a learner with an order sees it in the collected list, its detail, and the third parties', async ({
    page,
  }) => {
    test.slow();
    const { mobile } = await signInNewLearner(page, { nickname: '隐私小周' });
    const course = await sandboxCourse(page, PAID_COURSE);
    await page.goto(`/ensure?courseId=${course.id}&goodsType=course`);
    const { orderNo } = await payWithSheet(page);

    await page.goto('/collectedList');
    await expect(page.getByTestId('collected-category-orders')).toContainText('交易完成后 3 年');
    await screenshotsAtBothSizes(page, 'identity-collected-list');

    await page.getByTestId('collected-category-identity').click();
    await expect(page).toHaveURL(/\/collectedListDetail\?category=identity/);
    const masked = `${mobile!.slice(0, 3)}****${mobile!.slice(-4)}`;
    await expect(page.getByTestId('collected-entry').first()).toContainText(masked);
    await expect(page.getByTestId('collected-detail-page')).not.toContainText(mobile!);
    await page.goBack();

    await page.getByTestId('collected-category-orders').click();
    await expect(page.getByTestId('collected-count')).toHaveText('订单与支付记录：1 笔订单');
    await expect(page.getByTestId('collected-entry')).toContainText(PAID_COURSE);
    await screenshotsAtBothSizes(page, 'identity-collected-detail');
    await page.getByTestId('collected-entry').click();
    await expect(page).toHaveURL(/\/collectedListDetail-detail\?category=orders&id=\d+/);
    await expect(page.getByTestId('collected-field-订单号')).toHaveText(orderNo);
    await expect(page.getByTestId('collected-field-订单状态')).toHaveText('已支付');
    await screenshotsAtBothSizes(page, 'identity-collected-item');

    await page.goto('/thirdShareList');
    for (const key of ['wechat-auth', 'wechat-pay', 'alipay', 'sms', 'storage', 'moderation', 'miniapp']) {
      await expect(page.getByTestId(`third-party-${key}`)).toBeVisible();
    }
    await expect(page.getByTestId('third-party-sms')).toContainText('测试环境');
    await expect(page.getByTestId('third-party-storage')).toContainText('未启用');
    await screenshotsAtBothSizes(page, 'identity-third-share-list');
  });

  test('a brand-new visitor checks in once a day; a second tap says already signed', async ({ page }) => {
    test.slow();
    await page.goto('/app-sign');
    await authorizeAsNewIdentity(page, '签到小吴');
    await expect(page.getByTestId('app-sign-page')).toBeVisible();
    await expect(page.getByTestId('sign-button')).toHaveText('立即签到');
    await page.getByTestId('sign-button').click();
    await expectToast(page, '签到成功，已连续签到 1 天');
    await expect(page.getByTestId('sign-streak')).toHaveText('1');
    await expect(page.getByTestId('sign-button')).toHaveText('今日已签到');
    await expect(page.locator('[data-signed="true"]')).toHaveCount(1);
    await page.getByTestId('sign-button').click();
    await expectToast(page, '今天已经签到过了');
    await expect(page.getByTestId('sign-streak')).toHaveText('1');
    await screenshotsAtBothSizes(page, 'identity-app-sign');
  });
});
