import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/**
 * Whether the screens are saved as PNG for people to look at (docs/testing.md): yes unless E2E_SCREENSHOTS=0,
 * which `npm test` sets under CI=true, where nobody looks and each PNG costs the two cores about 0.2 s.
 */
export const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** Saves the visible screen as `artifacts/screenshots/<name>.png` (see SAVE_SCREENSHOTS). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // a dialog still zooming in, a toast still fading: the screen as it settles (finite animations only, and
  // at most 2 s: a long progress animation is pictured as it is)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 2_000)),
    ]),
  );
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** The two phone sizes every changed screen is looked at in (docs/testing.md). */
export const PHONE_SIZES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;

/**
 * Screenshots of the screen at 375×812 and at 320×640 (`${name}-375`, `${name}-320`), back at 375×812 after.
 * At each size the page first lays out again (the rem rule follows the width), then `atEach` runs (checks of
 * that size, or bringing something into view).
 */
export async function screenshotsAtBothSizes(
  page: Page,
  name: string,
  atEach?: (width: number) => Promise<void>,
): Promise<void> {
  // nothing to check and nothing to save: the two relayouts would be work for nobody
  if (!atEach && !SAVE_SCREENSHOTS) return;
  for (const size of PHONE_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (atEach) await atEach(size.width);
    await saveScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(PHONE_SIZES[0]);
}
