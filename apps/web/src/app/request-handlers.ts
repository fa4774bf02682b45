import { nativeBridge } from '../lib/platform';
import { clearSession } from '../lib/storage';
import { showFullPageError } from './full-page-error-store';

type ToastModule = typeof import('../ui/toast');

let toastModule: Promise<ToastModule> | null = null;

/**
 * ui/toast pulls in antd-mobile; loading it on demand keeps antd-mobile off the landing route's
 * critical path (DESIGN.md, Library notes). `preloadToast()` warms it once the page is idle.
 */
export function loadToast(): Promise<ToastModule> {
  toastModule ??= import('../ui/toast').then((mod) => {
    mod.setupToastRenderer();
    return mod;
  });
  return toastModule;
}

export function toast(message: string): void {
  if (!message) return;
  void loadToast().then(({ showToast }) => showToast(message));
}

export function preloadToast(): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  const start = () => void loadToast().catch(() => undefined);
  if (idle) idle(start);
  else setTimeout(start, 1500);
}

/** Time for the 'not logged in' message to be read before the page reloads. */
export const LOGIN_RELOAD_DELAY_MS = 1500;

let reloading = false;

/**
 * Codes 3/4: show the message, clear the stored tokens, reload (which starts authorization again).
 * Inside the native app it logs out through the app's bridge instead. Several calls failing at once act once. Issue 3 replaces this with re-authorization.
 */
export function onLoginRequired(message: string): void {
  if (reloading) return;
  reloading = true;
  toast(message);
  clearSession();
  const bridge = nativeBridge();
  if (bridge?.logout) {
    // Inside the native app the app owns the login: hand it back instead of re-authorizing here.
    setTimeout(() => bridge.logout?.(), LOGIN_RELOAD_DELAY_MS);
    return;
  }
  setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
}

export const requestHandlers = {
  toast,
  onLoginRequired,
  onFullPageError: showFullPageError,
};
