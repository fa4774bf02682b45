/**
 * App version compare for the native app shell.
 *
 * Versions compare as dot-separated numbers (major.minor.patch, and further parts if present);
 * a missing part counts as 0, so '1.0' equals '1.0.0'. A leading 'v' is ignored, and each part is read
 * as its leading digits ('5-beta' reads 5; a part without digits reads 0).
 */

export const MIN_BRIDGE_TOKEN_APP_VERSION = '1.0.5';

function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const match = /^\d+/.exec(part.trim());
      return match ? Number(match[0]) : 0;
    });
}

/** -1 when a < b, 0 when equal, 1 when a > b. */
export function compareVersion(a: string, b: string): -1 | 0 | 1 {
  const x = parts(a);
  const y = parts(b);
  const n = Math.max(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The token is read from the native bridge in the qc app, or in the app from version 1.0.5 on. */
export function canUseBridgeToken(appVersion: string | null | undefined, isQcApp: boolean): boolean {
  if (isQcApp) return true;
  if (typeof appVersion !== 'string' || appVersion.trim() === '') return false;
  return compareVersion(appVersion, MIN_BRIDGE_TOKEN_APP_VERSION) >= 0;
}
