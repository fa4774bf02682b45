import { grantCourse, sandboxCourse } from '../support/courses.ts';
import { createSandboxSession, expect, saveScreenshot, signIn, test } from '../support/fixtures.ts';

/** Messages and service: customer service and site messages. */

const DAILY = '每日一听：记忆力小课堂';

test.describe('messages: customer service and site messages', () => {
  test('customer service: the answers the product gives, then a message that waits for a reply', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/user');
    await page.getByTestId('mine-entry-qiyu-common').click();
    await expect(page.getByTestId('customer-service')).toContainText('如何申请退款？');
    await expect(page.getByTestId('feedback-history')).toHaveCount(0);

    await page.getByTestId('feedback-type-order').click();
    await page.getByTestId('feedback-content').fill('发票');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-error')).toHaveText('请至少输入 5 个字');

    await page.getByTestId('feedback-content').fill('请问课程发票怎么开？');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByText('留言已提交，客服会尽快回复')).toBeVisible();
    const history = page.getByTestId('feedback-history');
    await expect(history).toContainText('请问课程发票怎么开？');
    await expect(history).toContainText('订单与退款');
    await expect(history).toContainText('待回复');
    await expect(page.getByTestId('feedback-content')).toHaveValue('');
    await saveScreenshot(page, 'identity-customer-service');

    // customer service answers (the sandbox stands in for the operator tool)
    const item = history.locator('[data-testid^="feedback-item-"]').first();
    const id = (await item.getAttribute('data-testid'))!.replace('feedback-item-', '');
    const answered = await page.request.post(`/sandbox/api/feedback/${id}/reply`, {
      data: { reply: '在订单详情页点击“申请发票”即可' },
    });
    expect(await answered.json()).toMatchObject({ code: 0, data: { replied: true } });
    await page.reload();
    await expect(item).toContainText('已回复');
    await expect(item).toContainText('客服回复：在订单详情页点击“申请发票”即可');

    // the reply arrives as a site message that leads back to the conversation
    await page.goto('/siteInformation');
    await expect(page.getByTestId('site-messages-unread')).toHaveText('1 条未读');
    const notice = page.locator('[data-testid^="site-message-"]').filter({ hasText: '客服回复了你的留言' });
    await expect(notice).toContainText('请问课程发票怎么开？');
    await notice.click();
    await expect(page.getByTestId('site-message-detail')).toContainText('在订单详情页点击“申请发票”即可');
    await saveScreenshot(page, 'messages-feedback-reply-notice');
    await page.getByTestId('site-message-link').click();
    await expect(page).toHaveURL(/\/qiyu-common/);
    await expect(page.getByTestId(`feedback-item-${id}`)).toContainText('已回复');

    await page.getByRole('button', { name: '如何申请退款？' }).click();
    await expect(page).toHaveURL(/\/refundAgreement$/);
  });

  test('a long link in a message wraps inside its card at 320 px: the page never scrolls sideways', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/qiyu-common');
    const link =
      'https://h5.example.com/order-detail?orderNo=C20261129134221878206&from=wechat&token=0123456789abcdef0123456789abcdef';
    await page.getByTestId('feedback-content').fill(`付款后课程没开通，订单链接：${link}`);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-history')).toContainText('order-detail');
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    await saveScreenshot(page, 'messages-feedback-long-link-320');
  });

  test('a granted course arrives as an unread message; opening it marks it read', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, daily.id);

    await page.goto('/center');
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await page.getByRole('button', { name: /消息/ }).click();
    await expect(page).toHaveURL(/\/siteInformation/);
    await expect(page.getByTestId('site-messages-unread')).toHaveText('1 条未读');
    const message = page.locator('[data-testid^="site-message-"]').filter({ hasText: '赠课已到账' });
    await expect(message).toContainText(DAILY);
    await expect(message).toHaveClass(/is-unread/);
    await saveScreenshot(page, 'learning-site-messages');

    await message.click();
    await expect(page.getByTestId('site-message-detail')).toContainText(`《${DAILY}》已放入您的学习中心`);
    await saveScreenshot(page, 'learning-site-message-detail');
    await page.goBack();
    await expect(page.getByTestId('site-messages-unread')).toHaveText('全部已读');
    await expect(message).not.toHaveClass(/is-unread/);
  });
});
