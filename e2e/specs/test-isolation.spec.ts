// Each worker keeps one browser context and its tab from test to test (support/kept-tab.ts, docs/testing.md): these
// tests run one after the other in the same worker. The first of each pair leaves behind everything a learner's
// test can leave, and the second must start as a brand-new visitor all the same: on the kept context, cleared, when
// what was left can be cleared; on a new one when it cannot (a fake clock, a permission).
import type { BrowserContext } from '@playwright/test';
import { E2E_PORT } from '../support/constants.ts';
import { expect, signInNewLearner, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const LEFT_BEHIND = 'test-isolation-left-behind';
const PAST = new Date('2020-01-02T03:04:05Z').getTime();
/** another origin of the same server: what the tab stored there must go too */
const OTHER_ORIGIN = `http://localhost:${E2E_PORT}`;

let previous: BrowserContext | undefined;

test.describe('test isolation on a kept browser context', () => {
  test('a signed-in learner leaves storage, cookies, routes, bindings, handlers, history, a window name and a small screen behind', async ({
    page,
    context,
  }) => {
    await page.goto(`${OTHER_ORIGIN}/healthz`);
    await page.evaluate((mark) => {
      window.localStorage.setItem(mark, '1');
      window.sessionStorage.setItem(mark, '1');
    }, LEFT_BEHIND);
    await signInNewLearner(page);
    await page.exposeBinding('__leftBehind', () => LEFT_BEHIND);
    page.on('dialog', (dialog) => dialog.accept());
    await page.route('**/healthz*', (route) => route.fulfill({ body: LEFT_BEHIND }));
    await page.goto('/user');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await page.evaluate(async (mark) => {
      window.sessionStorage.setItem(mark, '1');
      window.localStorage.setItem(mark, '1');
      window.name = mark;
      await new Promise((done) => {
        const request = indexedDB.open(mark);
        request.onsuccess = () => {
          request.result.close();
          done(undefined);
        };
      });
    }, LEFT_BEHIND);
    await page.goto('/user?again=1');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await context.addCookies([{ name: 'learner_session', value: LEFT_BEHIND, url: page.url() }]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => window.confirm('?'))).toBe(true);
    expect(await page.evaluate(() => fetch('/healthz').then((r) => r.text()))).toBe(LEFT_BEHIND);
    previous = context;
  });

  test('the next test in the same worker starts on the same context as a brand-new visitor', async ({
    page,
    context,
  }) => {
    // the path under test: the kept context, cleared (not a new one)
    expect(context).toBe(previous);
    // the tab as new: no history to go back to, no window.name
    expect(await page.evaluate(() => ({ history: window.history.length, name: window.name }))).toEqual({
      history: 1,
      name: '',
    });
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 375, height: 812 });
    // the binding's name is free again, and a dialog is dismissed as on a new tab (no handler left answering it)
    await page.exposeBinding('__leftBehind', () => 'mine');
    // no token from the last test's init script or storage: the guard sends the visitor to authorization
    await page.goto('/user');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    const state = await page.evaluate(async (mark) => {
      return {
        token: window.localStorage.getItem('token'),
        local: window.localStorage.getItem(mark),
        session: window.sessionStorage.getItem(mark),
        databases: (await indexedDB.databases()).map((db) => db.name),
        width: window.innerWidth,
        confirmed: window.confirm('?'),
      };
    }, LEFT_BEHIND);
    expect(state).toMatchObject({ token: null, local: null, session: null, width: 375, confirmed: false });
    expect(state.databases).not.toContain(LEFT_BEHIND);
    expect(await page.evaluate(() => fetch('/healthz').then((r) => r.text()))).not.toBe(LEFT_BEHIND);
    await page.goto(`${OTHER_ORIGIN}/healthz`);
    expect(
      await page.evaluate(
        (mark) => ({
          local: window.localStorage.getItem(mark),
          session: window.sessionStorage.getItem(mark),
        }),
        LEFT_BEHIND,
      ),
    ).toEqual({ local: null, session: null });
  });

  test('a learner leaves a fake clock and a granted permission behind', async ({ page, context }) => {
    await signInNewLearner(page);
    await context.grantPermissions(['clipboard-read']);
    await page.clock.install({ time: PAST });
    await page.goto('/user');
    // with the phone's clock years behind, the signed calls are refused and 我的 says why
    await expect(page.getByTestId('page-error')).toContainText('请求已过期，请检查手机时间后重试');
    expect(await page.evaluate(() => Date.now())).toBeLessThan(PAST + 60_000);
    previous = context;
  });

  test('the next test starts on a new context, with the real time and no permission', async ({
    page,
    context,
  }) => {
    // a clock cannot be taken out of a context: the spent context was closed and this one is new
    expect(context).not.toBe(previous);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
    expect(
      await page.evaluate(() =>
        navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state),
      ),
    ).not.toBe('granted');
  });
});
