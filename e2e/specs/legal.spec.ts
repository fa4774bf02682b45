import { createSandboxSession, expect, saveScreenshot, signIn, test } from '../support/fixtures.ts';

/** Legal documents: the brand's agreements, the about page and the refund agreement, as the server serves them. */

test.describe('legal: the brand’s documents', () => {
  test('the agreements and the about page come from the server, per document', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/user');
    await page.getByTestId('mine-entry-agreement').click();
    await expect(page).toHaveURL(/\/agreement$/);
    await expect(page.getByTestId('agreement-service')).toContainText('能力培训学堂用户服务协议');
    await expect(page.getByTestId('agreement-service')).toContainText('版本 2026.1');
    await saveScreenshot(page, 'identity-agreement');
    await page.goBack();
    await page.getByTestId('mine-entry-aboutus').click();
    await expect(page.getByTestId('agreement-about')).toContainText('关于能力培训学堂');

    // the app's own routes and the -new variants show the same documents
    await page.goto('/appAgreement1');
    await expect(page.getByTestId('agreement-privacy')).toContainText('能力培训学堂隐私政策');
    await page.goto('/agreement4-new');
    await expect(page.getByTestId('agreement-membership')).toContainText('会员服务协议');
    await page.goto('/agreement3');
    await expect(page.getByTestId('agreement-purchase')).toContainText('能力培训学堂购课协议');
    await page.goto('/about');
    await expect(page.getByTestId('agreement-qualifications')).toContainText('公司资质');
  });

  test('the refund agreement shows the brand’s text in sections', async ({ page }) => {
    await page.goto('/refundAgreement');
    await expect(page.getByTestId('refund-agreement')).toContainText('能力培训学堂退款协议');
    await expect(page.getByTestId('refund-agreement')).toContainText('二、课程与训练营');
    await expect(page.getByTestId('refund-agreement-order')).toHaveCount(0);
    await saveScreenshot(page, 'commerce-refund-agreement');
  });
});
