import type { Page } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  expect,
  saveScreenshot,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * Redirects only to us (issue 13, item 6) in the browser: middle-page (`redirect` or `url`, after its short
 * notice) and transfer-introduction (on 继续前往) never take the visitor off our origin, whatever form the
 * hostile address takes; a path of ours, or a host the configuration allows, is still followed. Any request to
 * another host is recorded and aborted, so a test also fails when the browser merely tried to leave.
 */

const HOSTILE = [
  'https://evil.example/phish',
  'HTTPS://EVIL.EXAMPLE/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  'https:evil.example/phish',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  '/%2F%2Fevil.example/phish',
  '/%09/evil.example',
  ' https://evil.example/phish',
  'https://127.0.0.1@evil.example/phish',
];

const HOME = /\/index\/\d+/;

/** Records and aborts every request that leaves our origin, and fails on any script dialog. */
function guardOrigin(page: Page, origin: string): string[] {
  const left: string[] = [];
  page.on('dialog', (dialog) => {
    left.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  void page.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) => {
      left.push(route.request().url());
      return route.abort();
    },
  );
  return left;
}

/**
 * middle-page waits out its notice before it moves on, so the browser walks a representative form of each family
 * (absolute, protocol-relative, scheme without slashes, script, percent-encoded) there; every form of HOSTILE is
 * walked on transfer-introduction, and all of them (and more) are unit-tested in packages/domain/src/redirect.test.ts.
 */
const MIDDLE_PAGE_SAMPLE = HOSTILE.filter((_, i) => [0, 2, 4, 5, 7, 10].includes(i));

/**
 * The texts of the middle-page notices the page showed, recorded by the page itself as each appears (a
 * MutationObserver in every document, reporting through a binding that outlives the page's own navigation): the
 * notice is up for 1.5 s, which a poll from a busy test process can miss.
 */
async function recordMiddlePageNotices(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeBinding('__e2eMiddlePageNotice', (_source, text: string) => {
    shown.push(text);
  });
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      const notice = document.querySelector('[data-testid="notice-middle-page"]');
      if (!notice || reported.has(notice) || !notice.textContent?.includes('正在跳转')) return;
      reported.add(notice);
      (window as unknown as { __e2eMiddlePageNotice(text: string): void }).__e2eMiddlePageNotice(
        notice.textContent,
      );
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return shown;
}

test.describe('redirect notices stay on our origin', () => {
  for (const raw of MIDDLE_PAGE_SAMPLE) {
    test(`middle-page refuses ${JSON.stringify(raw)} (redirect= and url=)`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const left = guardOrigin(page, origin);
      const notices = await recordMiddlePageNotices(page);
      await signInNewLearner(page);
      for (const key of ['redirect', 'url']) {
        notices.length = 0;
        await page.goto(`/middle-page?${key}=${encodeURIComponent(raw)}`, { waitUntil: 'commit' });
        await expect(page).toHaveURL(HOME);
        expect(new URL(page.url()).origin).toBe(origin);
        // the notice was shown on the way (and only once)
        await expect.poll(() => notices).toEqual([expect.stringContaining('正在跳转')]);
      }
      expect(left).toEqual([]);
    });
  }

  test('transfer-introduction refuses every hostile form', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const left = guardOrigin(page, origin);
    await signInNewLearner(page);
    for (const raw of HOSTILE) {
      await page.goto(`/transfer-introduction?redirect=${encodeURIComponent(raw)}`);
      await page.getByTestId('notice-continue').click();
      await expect(page, `transfer-introduction with ${JSON.stringify(raw)}`).toHaveURL(HOME);
      expect(new URL(page.url()).origin).toBe(origin);
    }
    expect(left).toEqual([]);
  });

  test('a path of ours is followed, from both pages', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const left = guardOrigin(page, origin);
    await signInNewLearner(page);
    // from the first bytes: the notice is up for 1.5 s only
    await page.goto('/middle-page?redirect=%2Ftui-agreement', { waitUntil: 'commit' });
    await expect(page.getByTestId('notice-middle-page')).toBeVisible();
    await saveScreenshot(page, 'security-redirects-middle-page-375');
    await expect(page).toHaveURL(`${origin}/tui-agreement`);
    await expect(page.getByTestId('agreement')).toBeVisible();

    await page.goto(`/transfer-introduction?url=${encodeURIComponent(`${origin}/tui-agreement`)}`);
    await expect(page.getByTestId('notice-transfer-introduction')).toContainText('即将离开当前页面');
    await saveScreenshot(page, 'security-redirects-transfer-introduction-375');
    await page.getByTestId('notice-continue').click();
    await expect(page).toHaveURL(`${origin}/tui-agreement`);
    expect(left).toEqual([]);
  });

  test('a host the configuration allows is followed; others are not', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // the same server under another name: an allowed host (REDIRECT_ALLOWED_HOSTS in the web-app config)
    const allowed = `localhost:${new URL(origin).port}`;
    await page.route(
      (url) =>
        url.origin === origin &&
        !url.pathname.startsWith('/sandbox/') &&
        !url.pathname.startsWith('/assets/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /window\.__APP_CONFIG__=(\{.*?\})<\/script>/s,
          (_, json: string) =>
            `window.__APP_CONFIG__=${JSON.stringify({ ...JSON.parse(json), redirectHosts: [allowed] }).replace(/</g, '\\u003c')}</script>`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    await signInNewLearner(page);
    await page.goto(`/middle-page?redirect=${encodeURIComponent('https://evil.example/phish')}`);
    await expect(page).toHaveURL(HOME);
    expect(new URL(page.url()).origin).toBe(origin);

    await page.goto(`/middle-page?redirect=${encodeURIComponent(`http://${allowed}/tui-agreement`)}`);
    await expect(page).toHaveURL(`http://${allowed}/tui-agreement`);
    await expect(page.getByTestId('agreement')).toBeVisible();
  });

  test('a cold visitor authorizes first and is still kept on our origin', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const left = guardOrigin(page, origin);
    await page.goto(`/middle-page?redirect=${encodeURIComponent('https://evil.example/phish')}`);
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    // the authorization page returns to the page that asked, on our origin
    expect(new URL(new URL(page.url()).searchParams.get('redirect_uri')!).origin).toBe(origin);
    await authorizeAsNewIdentity(page);
    await expect(page).toHaveURL(HOME);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(left).toEqual([]);
  });

  test('the notices at 320x640', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInNewLearner(page);
    await page.goto('/transfer-introduction?redirect=%2Ftui-agreement');
    await expect(page.getByTestId('notice-continue')).toBeVisible();
    await saveScreenshot(page, 'security-redirects-transfer-introduction-320');
    // from the first bytes: the notice is up for 1.5 s only
    await page.goto(`/middle-page?redirect=${encodeURIComponent('https://evil.example/phish')}`, {
      waitUntil: 'commit',
    });
    await expect(page.getByTestId('notice-middle-page')).toBeVisible();
    await saveScreenshot(page, 'security-redirects-middle-page-320');
    await expect(page).toHaveURL(HOME);
  });
});
