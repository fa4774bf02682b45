import { BOOT_SCREEN_ID } from '@course/domain/landing-first-screen';
import { configureRequestHandlers } from '../../lib/request';
import { getToken, readValue, StorageKey } from '../../lib/storage';
import { bootLanding, type LandingBoot } from './engine/boot';
import { landingRequestHandlers } from './engine/request-handlers';
import { loadShell, needsShell } from './engine/shell-handoff';

/**
 * The light landing document's script (built on its own by vite.landing.config.ts and put in the page by the
 * server): draws the landing at once, or hands over to the app when authorization is needed.
 */

declare global {
  interface Window {
    __LANDING_BOOT__?: LandingBoot;
  }
}

const handOver = needsShell({
  pathname: location.pathname,
  search: location.search,
  token: getToken(),
  storedWechatType: readValue(StorageKey.wechatType),
});

if (handOver) {
  // the QR the server drew for the cookie's learner is not this page's to show while the app authorizes; its
  // <img> stays in the document (hidden) for the app's landing page (funnel.ts bootQrImage)
  const drawn = document.getElementById(BOOT_SCREEN_ID);
  if (drawn) drawn.hidden = true;
}
if (!handOver || !loadShell()) {
  configureRequestHandlers(landingRequestHandlers);
  document.getElementById('app-loading')?.remove();
  bootLanding(document.getElementById('root') ?? document.body, { boot: window.__LANDING_BOOT__ ?? null });
}
