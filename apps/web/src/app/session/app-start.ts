import { canUseBridgeToken } from '@course/domain/version';
import { getAppConfig } from '../../lib/app-config';
import { isInMessagingApp, isInNativeApp, nativeBridge } from '../../lib/platform';
import { brandKey, clearSession, getToken, readValue, StorageKey, writeValue } from '../../lib/storage';
import { routeNeedsAuth } from '../guard/navigation-guard';
import type { RouteEntry } from '../route-catalogue';
import { hasAuthResult, loginWithAuthResult, startAuthorization } from './auth-flow';
import { isOutOfAppOverlayActive } from './out-of-app';

/**
 * App start, in the spec's order (the loading element is removed by main.tsx before this runs):
 * the token from the native app's bridge (app version 1.0.5 or later, or the qc app), else from the URL or
 * storage, else the authorization flow (sign in with the code or ticket the page came back with, or leave for
 * the authorization page when the route needs a learner); then the app mounts. A qcFlag different from the
 * stored one clears the token. The client values the URL carries are persisted.
 */
export type StartOutcome = 'mount' | 'redirected';

/** The token the native app's bridge hands over, when the app is new enough (or is the qc app). */
export function bridgeToken(): string | null {
  const bridge = nativeBridge();
  if (!bridge?.getToken) return null;
  if (!canUseBridgeToken(bridge.getAppVersion?.() ?? null, getAppConfig().base.isQcApp)) return null;
  try {
    return bridge.getToken() || null;
  } catch {
    return null;
  }
}

/** Client values that arrive in the URL and are kept (token itself is handled by the start and the guard). */
function persistUrlValues(url: URL): void {
  const qcFlag = url.searchParams.get('qcFlag');
  if (qcFlag !== null) {
    const stored = readValue(StorageKey.qcFlag);
    if (stored !== null && stored !== qcFlag) clearSession();
    writeValue(StorageKey.qcFlag, qcFlag);
  }
  for (const key of [StorageKey.toolToken, StorageKey.putinShopCode] as const) {
    const value = url.searchParams.get(key);
    if (value) writeValue(key, value);
  }
}

export async function startApp(
  entry: RouteEntry | null,
  url: URL = new URL(window.location.href),
): Promise<StartOutcome> {
  persistUrlValues(url);
  const token = bridgeToken() ?? url.searchParams.get('token') ?? (getToken() || null);
  if (token) {
    writeValue(StorageKey.token, token);
    writeValue(brandKey(getAppConfig().base.template, 'token'), token);
    return 'mount';
  }
  // The account this visit authorizes with: the login must name the one the code came from.
  const queryType = url.searchParams.get('wechatType');
  if (queryType && /^\d{1,5}$/.test(queryType)) writeValue(StorageKey.wechatType, queryType);
  if (hasAuthResult(url)) {
    const outcome = await loginWithAuthResult(url, entry);
    return outcome === 'redirected' ? 'redirected' : 'mount';
  }
  const mustAuthorize =
    entry !== null &&
    routeNeedsAuth(entry, url) &&
    !isInNativeApp() &&
    (isInMessagingApp() || !isOutOfAppOverlayActive(url));
  if (mustAuthorize) {
    const outcome = await startAuthorization(url, entry);
    if (outcome === 'redirected') return 'redirected';
  }
  return 'mount';
}
