/**
 * Random 32-character token of the /{name}/{token} routes (letters and digits).
 * Uses crypto.getRandomValues when no random function is passed and it is available, else Math.random.
 * Not a secret: it only makes each URL unique.
 */

import { ROUTE_TOKEN_LENGTH } from './constants.ts';

export const ROUTE_TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function cryptoIndexes(count: number): number[] | null {
  const c = globalThis.crypto;
  if (!c || typeof c.getRandomValues !== 'function') return null;
  const n = ROUTE_TOKEN_ALPHABET.length;
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % n);
  const out: number[] = [];
  while (out.length < count) {
    for (const byte of c.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < limit && out.length < count) out.push(byte % n);
    }
  }
  return out;
}

/** `random` returns a number in [0, 1) like Math.random; pass one for a reproducible token. */
export function randomRouteToken(random?: () => number, length: number = ROUTE_TOKEN_LENGTH): string {
  const n = ROUTE_TOKEN_ALPHABET.length;
  const indexes =
    (random ? null : cryptoIndexes(length)) ??
    Array.from({ length }, () => Math.min(n - 1, Math.floor((random ?? Math.random)() * n)));
  return indexes.map((i) => ROUTE_TOKEN_ALPHABET[i]).join('');
}

export function isRouteToken(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]{32}$/.test(value);
}
