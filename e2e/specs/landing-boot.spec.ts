import type { Page, Request } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  createSandboxSession,
  expect,
  requestsSettled,
  screenshotsAtBothSizes,
  signIn,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { collectEvents, landingScenario } from '../support/landing.ts';

/**
 * The landing document carries the answer (docs/decisions.md, issue 20 item 2): a signed-in learner (token in
 * storage, session cookie from the sign-in's answer) gets the page's liveLanding answer in the document and sees
 * the QR without any live/landing request; a page whose stored token is another learner's than the cookie's
 * ignores the carried answer and calls; a brand-new visitor still goes through authorization and gets the QR.
 */

const LANDING_CALL = '/putin/api/v1/live/landing';
const SESSION_COOKIE = 'learner_session';

function landingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(LANDING_CALL)) calls.push(request.url());
  });
  return calls;
}

async function expectRealQrImage(page: Page) {
  const qr = page.getByTestId('group-qr');
  await expect(qr).toBeVisible();
  // a real image (a long press in the messaging app recognises it), decoded
  expect(await qr.evaluate((el) => el.tagName)).toBe('IMG');
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return qr;
}

const sessionCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);

test.describe('the landing document carries the answer', () => {
  test('a signed-in learner sees the class QR with no live/landing request', async ({ page }) => {
    const { token } = await signInNewLearner(page);
    // the sign-in's answer set the session cookie in this browser, as a login does
    const cookie = await sessionCookieOf(page);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const calls = landingCalls(page);
    const events = collectEvents(page);
    const documentResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/pageTemplate');
    await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    expect((await documentResponse).headers()['cache-control']).toBe('private, no-store');
    const qr = await expectRealQrImage(page);
    await expect(qr).toHaveAttribute('data-qr-url', /^\/uploads\/qr\//);
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(page.getByTestId('code-number')).toHaveText(/^编号 101-\d+$/);
    // the page still reports what it shows
    await expect.poll(() => events.map((e) => e.event)).toContain('qr_shown');
    await expect(page.getByTestId('marquee')).toBeVisible();
    await requestsSettled(page);
    expect(calls).toEqual([]);
    await screenshotsAtBothSizes(page, 'landing-boot-default', async () => {
      await expect(qr).toBeInViewport();
    });
  });

  test('a template landing with the answer carried: layout and QR, no call', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    const { addGroupPageId } = await landingScenario(page, {
      customerId,
      layout: { tBackgroundColor: '#E8F4FF', tQrcodeTop: 520, tQrcodeHeight: 320, tShowMarquee: '1' },
    });
    const calls = landingCalls(page);
    await page.goto(`/pageTemplate?addGroupPageId=${addGroupPageId}&channel=1001&subChannel=100101`);
    await expectRealQrImage(page);
    await expect(page.getByTestId('landing-page')).toHaveCSS('background-color', 'rgb(232, 244, 255)');
    await requestsSettled(page);
    expect(calls).toEqual([]);
    await screenshotsAtBothSizes(page, 'landing-boot-template');
  });

  test('the document draws the QR where the page shows it: the engine takes it over without a move', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page);
    const { addGroupPageId } = await landingScenario(page, {
      customerId,
      layout: { tBackgroundColor: '#E8F4FF', tQrcodeTop: 520, tQrcodeHeight: 320, tShowMarquee: '1' },
    });
    const address = `/pageTemplate?addGroupPageId=${addGroupPageId}&channel=1001&subChannel=100101`;
    const box = async () => {
      const qr = await expectRealQrImage(page);
      return qr.boundingBox();
    };
    // the document alone (its engine script taken out): what the visitor sees before the engine has run
    const boot =
      /(<script nonce="[^"]*">window\.__LANDING_BOOT__=[\s\S]*?<\/script>)<script nonce="[^"]*">[\s\S]*?<\/script>/;
    await page.route(/\/pageTemplate\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toMatch(boot);
      await route.fulfill({ response, body: body.replace(boot, '$1') });
    });
    const drawn: Record<number, Awaited<ReturnType<typeof box>>> = {};
    await page.goto(address);
    await expect(page.locator('#lp-boot-screen')).toBeVisible();
    await screenshotsAtBothSizes(page, 'landing-boot-drawn', async (width) => {
      drawn[width] = await box();
    });
    await page.unroute(/\/pageTemplate\?/);
    // the whole page: the same <img> in the same place, its screen gone
    await page.goto(address);
    await expect(page.locator('#lp-boot-screen')).toHaveCount(0);
    await expect(page.getByTestId('group-qr')).toHaveCount(1);
    await screenshotsAtBothSizes(page, 'landing-boot-taken-over', async (width) => {
      const after = await box();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(after![key] - drawn[width]![key])).toBeLessThanOrEqual(0.5);
    });
  });

  test('a stored token of another learner than the cookie: the carried answer is ignored, the page calls', async ({
    page,
  }) => {
    // learner A signs in (cookie A), then the page's storage holds learner B's token (an account switch the
    // cookie did not see, e.g. a token handed over in storage by another page)
    const a = await createSandboxSession(page);
    const cookieA = await sessionCookieOf(page);
    expect(cookieA?.value).toBe(a.token);
    const b = await createSandboxSession(page);
    await page.context().addCookies([{ ...cookieA!, value: a.token }]);
    await signIn(page, b.token);
    const calls = landingCalls(page);
    await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    await expectRealQrImage(page);
    await requestsSettled(page);
    expect(calls).toHaveLength(1);
    // the call carried B's token: the cookie follows it
    await expect.poll(async () => (await sessionCookieOf(page))?.value).toBe(b.token);
    // so the next visit carries B's answer, and B's class is the one shown
    const shown = await page.getByTestId('code-number').textContent();
    const again = landingCalls(page);
    await page.reload();
    await expectRealQrImage(page);
    await expect(page.getByTestId('code-number')).toHaveText(shown!);
    await requestsSettled(page);
    expect(again).toEqual([]);
  });

  test('a brand-new visitor (no storage, no cookie) goes through authorization and gets the QR', async ({
    page,
  }) => {
    expect(await sessionCookieOf(page)).toBeUndefined();
    const calls = landingCalls(page);
    await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    await authorizeAsNewIdentity(page);
    await expectRealQrImage(page);
    expect(new URL(page.url()).pathname).toBe('/pageTemplate');
    await screenshotsAtBothSizes(page, 'landing-boot-new-visitor');
    // the document had no answer to carry: the page called, as before
    expect(calls.length).toBeGreaterThanOrEqual(1);
    // the login set the session cookie: the next visit carries the answer
    await expect.poll(async () => (await sessionCookieOf(page))?.httpOnly).toBe(true);
    const again = landingCalls(page);
    await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    await expectRealQrImage(page);
    await requestsSettled(page);
    expect(again).toEqual([]);
  });
});
