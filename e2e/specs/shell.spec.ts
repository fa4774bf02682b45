import { createSandboxSession, expect, saveScreenshot, signIn, test } from '../support/fixtures.ts';

test.describe('the shell', () => {
  test('/ lands on /index/<timestamp> with the index title', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    const before = Date.now();
    await page.goto('/');
    await expect(page).toHaveURL(/\/index\/\d{13}$/);
    const ts = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(ts).toBeGreaterThanOrEqual(before - 1000);
    expect(ts).toBeLessThanOrEqual(Date.now());
    await expect(page).toHaveTitle('课程');
    await expect(page.locator('#app-loading')).toHaveCount(0);
    await saveScreenshot(page, 'shell-index');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/at/all');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByText('页面不存在')).toBeVisible();
    await saveScreenshot(page, 'shell-not-found');
  });

  test('a route in the /{name}/{32-character token} form resolves to its page', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    // every route has its page now (no route is left on coming-soon): myComment's own page answers
    await page.goto('/myComment/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('my-comments')).toBeVisible();
    await expect(page).toHaveTitle('我的评价');
    await saveScreenshot(page, 'shell-token-route');
  });

  test('a 9998 answer replaces the whole page with the error view and its message', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.route('**/user/api/v1/login/customer', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 9998, msg: '系统维护中，请稍后再试', data: null }),
      }),
    );
    await page.goto('/mycash');
    await expect(page.getByTestId('error-view')).toBeVisible();
    await expect(page.getByTestId('error-view')).toContainText('系统维护中，请稍后再试');
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    await saveScreenshot(page, 'shell-error-view');
  });

  test('the signed-in learner info is loaded through a signed call the server accepts', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page, { nickname: '端到端学员' });
    await signIn(page, token);
    const answer = page.waitForResponse('**/user/api/v1/login/customer');
    await page.goto('/mycash');
    const body = (await (await answer).json()) as { code: number; data: { id: number; nickname: string } };
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ id: customerId, nickname: '端到端学员' });
  });
});
