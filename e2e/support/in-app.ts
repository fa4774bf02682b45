import type { Page } from '@playwright/test';

/** `E2E_IN_APP=0`: every step loads its page as a new document, to measure the steps or rule them out. */
const IN_APP = process.env.E2E_IN_APP !== '0';

/**
 * Opens a page of the learner app as a tap inside the app does (React Router's history step), not as a new
 * document: the shell, the session and the loaded code stay, and the guard runs as for any navigation. For walks
 * through many pages in one signed-in tab, where a page load's document, scripts and first calls would be paid again
 * for each page (about 0.7 CPU-s a load against 0.25 for a step on a slow machine, docs/testing.md). A test about
 * what a deep link or a fresh document does keeps `page.goto`; so does this helper where the tab is not on the
 * learner app yet (no page of it shown), which then loads the page.
 *
 * Resolves once the app shows the step's location or where the guard sent it (`<html data-location-key>`, set by
 * the shell when a location is on screen), so a check after it never reads the page before.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!IN_APP) {
    await page.goto(path);
    return;
  }
  const current = new URL(page.url());
  const target = new URL(path, current);
  const before = await page
    .evaluate(() => document.documentElement.dataset.locationKey ?? null)
    .catch(() => null);
  if (target.origin !== current.origin || before === null) {
    await page.goto(path);
    return;
  }
  await page.evaluate(
    (to) => {
      // React Router's browser history keeps { usr, key, idx } in history.state; a popstate is how it hears of a step
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      const key = Math.random().toString(36).slice(2, 10);
      window.history.pushState({ usr: null, key, idx: idx + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    target.pathname + target.search + target.hash,
  );
  await page.waitForFunction(
    ([previous]) => {
      const shown = document.documentElement.dataset.locationKey;
      return shown !== undefined && shown !== previous;
    },
    [before],
  );
}
