import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import { sandboxCourse } from '../support/courses.ts';
import { expect, screenshotsAtBothSizes, signInNewLearner, test } from '../support/fixtures.ts';

const MEMBER_COURSE = '会员专享：高效学习方法 6 讲';
const PIANO = '成人钢琴入门：从识谱到弹奏《致爱丽丝》';

/**
 * Membership (issue 18, item 4): a non-member meets 开通会员 on a member-only course, buys the membership from the
 * member centre and then opens the course and sees the member price (8 折) on another course's page and checkout.
 */
test.describe('identity: membership', () => {
  test('a member sees the member price and opens a member-only course that a non-member cannot', async ({
    page,
  }) => {
    test.slow();
    await signInNewLearner(page, { nickname: '会员小陈' });
    const course = await sandboxCourse(page, MEMBER_COURSE);
    const piano = await sandboxCourse(page, PIANO);

    await page.goto(`/detail?course=${course.id}`);
    await expect(page.getByTestId('member-only-tag')).toHaveText('会员专享');
    await expect(page.getByTestId('buy-now')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'identity-member-only-course-locked');
    await page.getByTestId('open-membership').click();

    await expect(page).toHaveURL(/\/member\?courseId=\d+/);
    await expect(page.getByTestId('member-status')).toHaveAttribute('data-member', 'false');
    await expect(page.getByTestId('member-status')).toContainText('您还不是会员');
    await expect(page.getByTestId('member-course').filter({ hasText: MEMBER_COURSE })).toContainText(
      '开通会员免费学',
    );
    // each right once, and only what membership gives (the member price, the member-only courses)
    await expect(page.getByTestId('member-right')).toHaveText(['购课8折', '会员专享课']);
    await screenshotsAtBothSizes(page, 'identity-member-center');
    await page.getByTestId('member-rights-link').click();
    await expect(page).toHaveURL(/\/memberRights/);
    await expect(page.getByTestId('member-rights')).toContainText('标价的 80%');
    await screenshotsAtBothSizes(page, 'identity-member-rights');
    await page.goBack();

    await page.getByTestId('member-buy').click();
    await expect(page).toHaveURL(/\/virtualGoods\?goodsId=\d+/);
    await expect(page.getByTestId('virtual-goods-benefits')).not.toContainText('直播');
    await page.getByTestId('virtual-goods-buy').click();
    await expect(page).toHaveURL(/\/virtualGoodsPay\?/);
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    // what comes next: back to the member-only course the learner came from, or the member centre
    await expect(page.getByTestId('pay-result-next')).toHaveText('会员已开通，返回课程即可开始学习');
    await expect(page.getByTestId('go-member')).toHaveText('会员中心');
    await expect(page.getByTestId('pay-result-back')).toHaveText('返回课程');
    await screenshotsAtBothSizes(page, 'identity-member-pay-result');
    await page.getByTestId('pay-result-back').click();
    await expect(page).toHaveURL(new RegExp(`/detail\\?course=${course.id}$`));
    await expect(page.getByTestId('start-learning')).toBeVisible();

    await page.goto('/appH5-vip');
    await expect(page.getByTestId('member-status')).toHaveAttribute('data-member', 'true');
    await expect(page.getByTestId('member-status')).toContainText('会员有效期至');
    await expect(page.getByTestId('member-buy')).toHaveText('续费会员');
    await screenshotsAtBothSizes(page, 'identity-member-center-member');
    await page.goto('/equity');
    await expect(page.getByTestId('member-rights')).toContainText('会员专享课');

    await page.goto(`/detail?course=${course.id}`);
    await expect(page.getByTestId('start-learning')).toBeVisible();
    await expect(page.getByTestId('open-membership')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'identity-member-only-course-open');

    const memberPrice = Math.floor((piano.priceCents * 80 + 50) / 100);
    await page.goto(`/detail?course=${piano.id}`);
    await expect(page.getByTestId('course-price-label')).toContainText('会员价');
    await expect(page.getByTestId('buy-now')).toContainText(`¥${(memberPrice / 100).toFixed(2)}`);
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('order-submit')).toBeVisible();
    await expect(page.locator('body')).toContainText(`¥${(memberPrice / 100).toFixed(2)}`);
  });

  test('bought with Alipay inside the messaging app, the copied link pays in the browser and leads back to the course', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInNewLearner(page, { nickname: '会员小李' });
    const course = await sandboxCourse(page, MEMBER_COURSE);
    // what 复制链接 puts on the clipboard, as the learner would paste it into the phone's browser
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: async (text: string) => {
          (window as unknown as { copied: string }).copied = text;
        },
      });
    });
    await page.goto(`/detail?course=${course.id}`);
    await page.getByTestId('open-membership').click();
    await page.getByTestId('member-buy').click();
    await page.getByTestId('virtual-goods-buy').click();
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/alipayGoods\?orderNo=\w+&back=/);
    await expect(page.getByTestId('open-browser-guide')).toContainText('在浏览器打开');
    await page.getByTestId('copy-link').click();
    const link = await (
      await page.waitForFunction(() => (window as unknown as { copied?: string }).copied)
    ).jsonValue();

    const phoneBrowser = await browser.newContext({
      userAgent: PLAIN_MOBILE_UA,
      viewport: { width: 375, height: 667 },
    });
    try {
      const tab = await phoneBrowser.newPage();
      await tab.goto(String(link));
      // signed in by the link's ticket, in the browser, where the Alipay cashier opens
      await expect(tab.getByTestId('handoff-amount')).toHaveText('¥199.00');
      await tab.getByTestId('handoff-pay').click();
      await expect(tab).toHaveURL(/\/sandbox\/cashier/);
      await tab.getByTestId('sandbox-pay-confirm').click();
      await expect(tab.getByTestId('pay-result-status')).toHaveText('支付成功');
      await expect(tab.getByTestId('pay-result-next')).toHaveText('会员已开通，返回课程即可开始学习');
      await expect(tab.getByTestId('pay-result-back')).toHaveText('返回课程');
      await screenshotsAtBothSizes(tab, 'identity-member-alipay-browser-result');
      await tab.getByTestId('pay-result-back').click();
      await expect(tab).toHaveURL(new RegExp(`/detail\\?course=${course.id}$`));
      await expect(tab.getByTestId('start-learning')).toBeVisible();
    } finally {
      await phoneBrowser.close();
    }
  });
});
