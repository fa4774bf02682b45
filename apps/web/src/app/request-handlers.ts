import { nativeBridge } from '../lib/platform';
import { clearSession } from '../lib/storage';
import { showFullPageError } from './full-page-error-store';
import { preloadToast, queryClient, toast } from './public/request';
import type { RouteEntry } from './route-catalogue';
import { startAuthorization, withoutAuthParams } from './session/auth-flow';

/**
 * The idle preload, only where a page will want it: called once the app mounts (never before an authorization
 * redirect, which would cancel the download), and not on a landing route, whose engine has its own toast and
 * never uses antd-mobile. Answers whether it preloads.
 */
export function preloadToastFor(entry: RouteEntry | null): boolean {
  if (entry?.meta.landing) return false;
  preloadToast();
  return true;
}

/** Time for the 'not logged in' message to be read before the page reloads. */
export const LOGIN_RELOAD_DELAY_MS = 1500;

let reloading = false;

/**
 * Codes 3/4: show the message, clear the stored tokens and user info, then authorize again for the current
 * page. Inside the native app it logs out through the app's bridge instead. Several calls failing at once act
 * once.
 */
export function onLoginRequired(message: string): void {
  if (reloading) return;
  reloading = true;
  toast(message);
  clearSession();
  queryClient.removeQueries({ queryKey: ['user'] });
  const bridge = nativeBridge();
  if (bridge?.logout) {
    // Inside the native app the app owns the login: hand it back instead of re-authorizing here.
    setTimeout(() => bridge.logout?.(), LOGIN_RELOAD_DELAY_MS);
    return;
  }
  setTimeout(() => {
    const url = withoutAuthParams(new URL(window.location.href), { token: true });
    void startAuthorization(url, currentEntry(url)).then((outcome) => {
      if (outcome !== 'redirected') reloading = false;
    });
  }, LOGIN_RELOAD_DELAY_MS);
}

let entryLookup: (url: URL) => RouteEntry | null = () => null;
const currentEntry = (url: URL) => entryLookup(url);

/** main.tsx tells the handlers how to find the route of a URL (for the scope of the re-authorization). */
export function setRouteLookup(lookup: (url: URL) => RouteEntry | null): void {
  entryLookup = lookup;
}

export const requestHandlers = {
  toast,
  onLoginRequired,
  onFullPageError: showFullPageError,
};
