import { safeRedirectPath } from '@course/domain/redirect';

/** The goods pages' query-string helpers: ids from the query, the safe way back, the chosen address. */

/** A positive integer from the query, or undefined. */
export function numberOf(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A site path to return to (never another origin, by the shared redirect rule), or null. */
export function safeBackPath(value: string | null): string | null {
  return safeRedirectPath(value);
}

/** The page that is choosing an address when `back` is the address list in choosing mode (its own `back`). */
export function choosingFor(back: string | null): string | null {
  if (!back) return null;
  const url = new URL(back, 'http://h5.local');
  if (!/^\/(zqt-address-list|ship-address)(\/|$)/.test(url.pathname)) return null;
  return safeBackPath(url.searchParams.get('back'));
}

/** The return path with the chosen address put in its query (addressId), as the order pages read it. */
export function withAddressId(back: string, addressId: number): string {
  const url = new URL(back, 'http://h5.local');
  url.searchParams.set('addressId', String(addressId));
  return `${url.pathname}${url.search}`;
}
