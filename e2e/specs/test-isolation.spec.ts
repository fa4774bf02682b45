// The suite reuses one browser context per worker (playwright.config.ts `reuseContext`) and its tab, whose history
// and window.name support/fixtures.ts clears (docs/testing.md): these two tests run one after the other in the same
// worker, the first leaves behind everything a learner's test can leave, and the second must start as a brand-new
// visitor all the same.
import { expect, signInNewLearner, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const LEFT_BEHIND = 'test-isolation-left-behind';
const PAST = new Date('2020-01-02T03:04:05Z').getTime();

test.describe('test isolation with a reused browser context', () => {
  test('a signed-in learner leaves storage, cookies, routes, history, a window name, a fake clock and a small screen behind', async ({
    page,
    context,
  }) => {
    await signInNewLearner(page);
    await page.clock.install({ time: PAST });
    await page.route('**/healthz*', (route) => route.fulfill({ body: LEFT_BEHIND }));
    await page.goto('/user');
    // with the phone's clock years behind, the signed calls are refused and 我的 says why
    await expect(page.getByTestId('page-error')).toContainText('请求已过期，请检查手机时间后重试');
    await page.evaluate((mark) => {
      window.sessionStorage.setItem(mark, '1');
      window.localStorage.setItem(mark, '1');
      window.name = mark;
    }, LEFT_BEHIND);
    await page.goto('/user?again=1');
    await expect(page.getByTestId('page-error')).toContainText('请检查手机时间');
    await context.addCookies([{ name: 'learner_session', value: LEFT_BEHIND, url: page.url() }]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => Date.now())).toBeLessThan(PAST + 60_000);
    expect(await page.evaluate(() => fetch('/healthz').then((r) => r.text()))).toBe(LEFT_BEHIND);
  });

  test('the next test in the same worker starts as a brand-new visitor', async ({ page, context }) => {
    // the tab as new: no history to go back to, no window.name
    expect(await page.evaluate(() => ({ history: window.history.length, name: window.name }))).toEqual({
      history: 1,
      name: '',
    });
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 375, height: 812 });
    // no token from the last test's init script or storage: the guard sends the visitor to authorization
    await page.goto('/user');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    const state = await page.evaluate((mark) => {
      return {
        token: window.localStorage.getItem('token'),
        local: window.localStorage.getItem(mark),
        session: window.sessionStorage.getItem(mark),
        now: Date.now(),
        width: window.innerWidth,
      };
    }, LEFT_BEHIND);
    expect(state).toMatchObject({ token: null, local: null, session: null, width: 375 });
    expect(Math.abs(state.now - Date.now())).toBeLessThan(60_000);
    expect(await page.evaluate(() => fetch('/healthz').then((r) => r.text()))).not.toBe(LEFT_BEHIND);
  });
});
