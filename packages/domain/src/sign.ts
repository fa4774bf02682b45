import { md5 } from 'js-md5';

/**
 * The request signature shared by the web client and the server.
 *
 * Base string: the payload's fields sorted by key in UTF-8 byte order, null and undefined left out,
 * objects and arrays as compact JSON, written `key=value` and joined with `&`; then
 * `timestamp=<ms>`, `token=<token>` and (MD5 only) `salt=<salt>`, joined with `&`.
 * The MD5 sign is an integrity check (the salt ships to browsers); authority comes from the token.
 */

export type SignPayload = Record<string, unknown>;

const utf8 = new TextEncoder();

/** A UTF-16 surrogate: only strings with one order differently by code unit than by UTF-8 byte. */
const SURROGATE = /[\ud800-\udfff]/;

export function compareByteOrder(a: string, b: string): number {
  // Without surrogates, UTF-16 code unit order is code point order, which is UTF-8 byte order (no encoding needed:
  // the server sorts every signed call's keys).
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function serializeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function canonicalPayload(payload: SignPayload | undefined | null): string {
  if (!payload) return '';
  return Object.keys(payload)
    .filter((key) => payload[key] !== null && payload[key] !== undefined)
    .sort(compareByteOrder)
    .map((key) => `${key}=${serializeValue(payload[key])}`)
    .join('&');
}

function baseString(
  payload: SignPayload | undefined | null,
  timestamp: string | number,
  token: string,
): string {
  const canonical = canonicalPayload(payload);
  const tail = `timestamp=${timestamp}&token=${token}`;
  return canonical ? `${canonical}&${tail}` : tail;
}

export type Md5SignInput = {
  payload: SignPayload | undefined | null;
  timestamp: string | number;
  token: string;
  salt: string;
};

/** The text the MD5 sign hashes (the server hashes it with node:crypto, the browser with js-md5). */
export function md5SignText(input: Md5SignInput): string {
  return `${baseString(input.payload, input.timestamp, input.token)}&salt=${input.salt}`;
}

export function md5Sign(input: Md5SignInput): string {
  return md5(md5SignText(input));
}

/**
 * The MD5 (lower-case hex) of an uploaded file's bytes. An upload call (multipart) sends it as the signed field
 * `fileMd5`, so the sign covers the file too; the server hashes what it received and compares.
 */
export function fileMd5(bytes: ArrayBuffer | Uint8Array): string {
  return md5(bytes);
}

/** HMAC-SHA256 for calls written with the `SIGN:` prefix; the key never reaches a browser. */
export async function hmacSign(input: {
  payload: SignPayload | undefined | null;
  timestamp: string | number;
  token: string;
  key: string;
}): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey(
    'raw',
    utf8.encode(input.key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await subtle.sign(
    'HMAC',
    key,
    utf8.encode(baseString(input.payload, input.timestamp, input.token)),
  );
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Signatures are compared in constant time so that a timing difference tells nothing. */
export function signsEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export const SIGN_TIMESTAMP_WINDOW_MS = 300_000;

/**
 * Bounds on a signed payload, checked before anything is signed or validated: nesting depth of objects and
 * arrays (the body parser refuses deeper JSON with 1004, so canonicalPayload's JSON.stringify never recurses
 * far) and total body size in bytes (the server's body limit).
 */
export const PAYLOAD_MAX_DEPTH = 32;
export const PAYLOAD_MAX_BYTES = 256 * 1024;

let lastTimestamp = 0;

/**
 * The request timestamp in milliseconds, strictly increasing within one page (or process): two calls in the
 * same millisecond get different timestamps, so the same client never sends the same sign twice and the
 * server's replay check (a sign is accepted once within the timestamp window) never refuses a legitimate call.
 */
export function nextRequestTimestamp(now: number = Date.now()): number {
  lastTimestamp = Math.max(now, lastTimestamp + 1);
  return lastTimestamp;
}

/** Path prefixes of the spec: `SIGN:` means HMAC signing, `QNXK:` the membership service. */
export type PathRoute = { path: string; signMode: 'md5' | 'hmac'; service: 'default' | 'qnxk' };

export function parsePathPrefix(raw: string): PathRoute {
  let path = raw;
  let signMode: PathRoute['signMode'] = 'md5';
  let service: PathRoute['service'] = 'default';
  for (;;) {
    if (path.startsWith('SIGN:')) {
      signMode = 'hmac';
      path = path.slice(5);
    } else if (path.startsWith('QNXK:')) {
      service = 'qnxk';
      path = path.slice(5);
    } else break;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return { path, signMode, service };
}
