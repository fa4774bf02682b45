import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { KeptTab } from './kept-tab.ts';

export {
  PHONE_SIZES,
  SAVE_SCREENSHOTS,
  SCREENSHOT_DIR,
  saveScreenshot,
  screenshotsAtBothSizes,
} from './screenshots.ts';

/** A random mobile of the spec's shape (1, 3–9, nine digits), so that sessions never share one. */
export function randomMobile(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  return `1${second}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A fresh sandbox identity with a token, the way a signed-in learner starts. The learner has a random mobile
 * (routes that need a registered mobile open directly) unless `mobile: null` asks for one without.
 */
export async function createSandboxSession(
  page: Page,
  input: { nickname?: string; mobile?: string | null; isBlack?: boolean; wechatType?: number } = {},
): Promise<{ token: string; customerId: number; mobile: string | null }> {
  const mobile = input.mobile === undefined ? randomMobile() : input.mobile;
  const response = await page.request.post('/sandbox/api/session', { data: { ...input, mobile } });
  const body = (await response.json()) as { code: number; data: { token: string; customerId: number } };
  expect(body.code).toBe(0);
  return { ...body.data, mobile };
}

/** A new sandbox learner (as createSandboxSession), signed in on the page: the usual start of a learner's test. */
export async function signInNewLearner(
  page: Page,
  input: Parameters<typeof createSandboxSession>[1] = {},
): Promise<{ token: string; customerId: number; mobile: string | null }> {
  const session = await createSandboxSession(page, input);
  await signIn(page, session.token);
  return session;
}

/**
 * On the (sandbox) authorization page a cold visitor is sent to: signs in as a new identity, with `nickname` if
 * given, and confirms (the app then returns to the page that asked).
 */
export async function authorizeAsNewIdentity(page: Page, nickname?: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
  await page.getByTestId('sandbox-identity-new').click();
  if (nickname !== undefined) await page.getByTestId('sandbox-nickname').fill(nickname);
  await page.getByTestId('sandbox-authorize-confirm').click();
}

/** Puts a token where the web app keeps it, before any page script runs. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    // not on about:blank (a test's clean slate, or where going back reaches): it has no storage of its own
    if (window.location.origin === 'null') return;
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('wechatType', '99');
  }, token);
}

/**
 * An error thrown by scripts the test tools put into the page, not the app's: the tests' init scripts (every frame
 * `<anonymous>`), and Playwright's clock, which logs each of its steps in every new frame with
 * `globalThis.__pwClock.controller.log(…)` and throws "reading 'controller'" in a frame where its clock is not
 * installed. That frame may be one the app's code makes and reads at once — rrweb's sandbox iframe, whose
 * `shadowRoot` getter runs the init scripts: the error's first frame is then `<anonymous>` and the rest are rrweb's
 * (seen once in a fresh clone's run of the rrweb test; running the clock tests before it in one worker did not
 * repeat it).
 */
function injectedOnly(error: Error): boolean {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  const injected = (line: string) => line.includes('<anonymous>');
  if (frames.length === 0) return false;
  if (frames.every(injected)) return true;
  return injected(frames[0]!) && error.message.includes("reading 'controller'");
}

/** `E2E_REUSE_CONTEXT=0`: a new context and tab for every test, to rule the kept tab out when a test fails only after another. */
const KEEP_TAB = process.env.E2E_REUSE_CONTEXT !== '0';

/**
 * Each worker keeps one browser context and one tab, cleared between tests (support/kept-tab.ts): a test starts as a
 * brand-new visitor's tab (specs/test-isolation.spec.ts) in a context that keeps the app's scripts in its HTTP cache.
 * A test whose context options differ from the last test's (`test.use({ timezoneId })`) gets a new context.
 * Every test also fails on an uncaught error or an unhandled rejection in its page (`pageerror`): a refusal or a
 * form's validation that a page forgot to catch shows up there first.
 */
export const test = base.extend<{ _combinedContextOptions: BrowserContextOptions }, { keptTab: KeptTab }>({
  keptTab: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const kept = new KeptTab();
      await use(kept);
      await kept.close();
    },
    { scope: 'worker' },
  ],
  // `_combinedContextOptions` is Playwright's own fixture: the project's and the test's context options merged, the
  // options its `context` fixture makes a context with (a test whose options differ from the last one's, as
  // `test.use({ timezoneId })`, then gets a new context). Private to Playwright: an upgrade that renames it fails
  // every test at once with "fixture not found".
  context: async ({ browser, keptTab, baseURL, viewport, _combinedContextOptions }, use, testInfo) => {
    if (!KEEP_TAB) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(_combinedContextOptions);
    const context = await keptTab.open(browser, { key, baseURL: baseURL!, viewport });
    await use(context);
    await keptTab.release(testInfo.status !== testInfo.expectedStatus);
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const uncaught: string[] = [];
    const onError = (error: Error) => {
      if (!injectedOnly(error)) uncaught.push(error.stack ?? `${error.name}: ${error.message}`);
    };
    page.on('pageerror', onError);
    await use(page);
    page.off('pageerror', onError);
    expect(uncaught, 'uncaught errors and unhandled rejections in the page').toEqual([]);
  },
});
export { expect };

/**
 * Waits until every request the page started so far has been seen by `page.on('request')` listeners, for
 * "nothing was sent" checks: the page fetches /healthz and we wait for its response, which Playwright delivers
 * after the events of the requests the page began before it (instead of a fixed sleep).
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/healthz?e2e-settled=${Date.now()}-${Math.random()}`;
  const response = page.waitForResponse((r) => r.url().endsWith(marker));
  await page.evaluate((url) => fetch(url, { cache: 'no-store' }).then(() => undefined), marker);
  await response;
}

type ConfigPatch = {
  env?: 'dev' | 'test' | 'prod';
  partnerCode?: string;
  tourShow?: 'show' | 'hide';
  dataProject?: string;
  base?: Record<string, unknown>;
  throw?: Record<string, unknown>;
};

/**
 * Serves the app's pages with the web-app config the server writes into them changed by `patch` (another brand,
 * prod mode …), so one test server can show what each deployment shows.
 */
export async function withAppConfig(page: Page, patch: ConfigPatch): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/sandbox/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(/window\.__APP_CONFIG__=(\{.*?\})<\/script>/s, (_, json: string) => {
        const config = JSON.parse(json) as Record<string, Record<string, unknown>>;
        const next = {
          ...config,
          ...patch,
          base: { ...config.base, ...patch.base },
          throw: { ...config.throw, ...patch.throw },
        };
        return `window.__APP_CONFIG__=${JSON.stringify(next).replace(/</g, '\\u003c')}</script>`;
      });
      await route.fulfill({ response, body: patched });
    },
  );
}

/**
 * On the register page a route's regMsg led to: binds a fresh mobile by its SMS code and agrees, the way a new
 * learner does; the app then goes on to where it was going. Returns the mobile.
 */
export async function registerOnRegisterPage(page: Page): Promise<string> {
  await expect(page.getByTestId('register-page')).toBeVisible();
  const mobile = randomMobile();
  await page.getByTestId('account-mobile').fill(mobile);
  await page.getByTestId('account-send-code').click();
  await page.getByTestId('account-code').fill(await latestSmsCode(page, mobile));
  await page.getByTestId('account-agreement').check();
  await page.getByTestId('account-submit').click();
  return mobile;
}

/** The newest code the sandbox SMS adapter 'sent' to a mobile. */
export async function latestSmsCode(page: Page, mobile: string): Promise<string> {
  // the send button's request may still be on its way (two workers, a busy machine): wait for the code to arrive
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/sandbox/api/sms?mobile=${mobile}`);
        const body = (await response.json()) as { data: { code: string }[] };
        code = body.data[0]?.code;
        return code ?? '';
      },
      { message: `an SMS code for ${mobile}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A toast with this text is shown. Toasts stack while an earlier one fades out (on a loaded machine, or with two
 * workers, a fast test meets the previous toast still there), so the assertion picks the toast by its text
 * instead of asserting that the only toast has it. `exact: false` matches a part of the text.
 */
export async function expectToast(
  page: Page,
  text: string,
  options: { exact?: boolean } = {},
): Promise<void> {
  const exact = options.exact ?? true;
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: exact ? exactText(text) : text })
      .last(),
  ).toBeVisible();
}

function exactText(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/**
 * Installs the page's fake clock and pauses it a little ahead of now. Pausing at `new Date()` right after
 * `install()` can fail with "Cannot fast-forward to the past" when the machine is busy (the installed clock has
 * already moved past the moment the test computed); a target five seconds ahead is always in the clock's future and
 * well inside the server's 300-second timestamp window.
 */
export async function installPausedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 5000);
}
