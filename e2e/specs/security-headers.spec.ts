import type { Page, Response } from '@playwright/test';
import {
  createSandboxSession,
  expect,
  saveScreenshot,
  signIn,
  test,
  withAppConfig,
} from '../support/fixtures.ts';

/**
 * Issue 13, item 8: the production Content-Security-Policy (no 'unsafe-inline' in script-src, a nonce per
 * response; the same policy in every environment) in Chromium: the landing page and the app still work, nothing
 * is reported as blocked, and an inline script that did not come with the page does not run.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __injectedRan?: boolean;
  }
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return console;
}

function scriptSrcOf(response: Response | null): string {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(directive).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(directive).not.toContain("'unsafe-inline'");
  return directive;
}

/** An inline script added after load (what an injection would do) must not run. */
async function expectInjectedScriptBlocked(page: Page): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__injectedRan === true)).toBe(false);
}

test.describe('the production Content-Security-Policy', () => {
  test('the landing page runs its engine by nonce and draws the class QR', async ({ page }) => {
    const blocked = await watchViolations(page);
    const session = await createSandboxSession(page);
    await signIn(page, session.token);
    const response = await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    scriptSrcOf(response);
    const qr = page.getByTestId('group-qr');
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId('feedback-link')).toHaveText('无法入群 问题反馈');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(blocked).toEqual([]);
    await saveScreenshot(page, 'security-csp-landing-375');
    await page.setViewportSize({ width: 320, height: 640 });
    await saveScreenshot(page, 'security-csp-landing-320');
    await expectInjectedScriptBlocked(page);
  });

  test('the app (prod web config) runs its config and rem scripts by nonce', async ({ page }) => {
    const blocked = await watchViolations(page);
    await withAppConfig(page, { env: 'prod' });
    const session = await createSandboxSession(page);
    await signIn(page, session.token);
    const response = await page.goto('/center');
    scriptSrcOf(response);
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __APP_CONFIG__?: { env: string } }).__APP_CONFIG__?.env),
    ).toBe('prod');
    // the rem rule ran: 1rem = 375 / 3.75 px
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('100px');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(blocked).toEqual([]);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'security-csp-center-375');
    await page.setViewportSize({ width: 320, height: 640 });
    await saveScreenshot(page, 'security-csp-center-320');
    await expectInjectedScriptBlocked(page);
  });

  test('a cold visitor on a landing page is handed to the app and its authorization', async ({ page }) => {
    const blocked = await watchViolations(page);
    const response = await page.goto('/pageTemplate?channel=1001&subChannel=100101');
    scriptSrcOf(response);
    await expect(page.getByTestId('sandbox-authorize-page')).toBeVisible();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
