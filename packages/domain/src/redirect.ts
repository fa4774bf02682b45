/**
 * Where a redirect taken from a request may send a visitor: a path on our own origin, or an http(s) URL whose
 * host is on the configured allow-list. Used by the web app (middle-page, transfer-introduction, the goods
 * pages' `back`) and by the server (the sandbox authorization page's redirect_uri), so both sides apply one rule.
 *
 * The raw value is checked as text before any URL parser sees it, because browsers and parsers disagree on the
 * odd forms: `//evil`, `/\evil` and `https:evil` (no slashes) all leave the site in a browser; a backslash is a
 * slash there; tabs and newlines inside a URL are dropped; `%2F%2Fevil` becomes `//evil` for whoever decodes it
 * once more. So: no whitespace, control characters or backslashes at all; a path starts with exactly one `/`
 * and still does after percent-decoding; anything else must start with `http://` or `https://` (any case) and
 * carry no user info. Only then is it parsed, and the parsed origin or host decides.
 */

export type RedirectPolicy = {
  /** Our own origin (`https://h5.example.com`): a target on it becomes a path. */
  origin: string;
  /**
   * Other hosts a redirect may go to (`shop.example.com`, `shop.example.com:8443`, `*.example.com` for any
   * subdomain of example.com). Lower case; see normalizeRedirectHosts.
   */
  allowedHosts?: readonly string[];
};

export const REDIRECT_MAX_LENGTH = 2000;

/** Whitespace (any Unicode space), C0/C1 controls, DEL, zero-width and bidi marks, and backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\\]/;
const ABSOLUTE = /^https?:\/\/[^/]/i;
/** A host entry of the allow-list: a host name (or `*.` and a domain) with an optional port. */
const HOST_ENTRY =
  /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
/** The base a lone path is resolved against to normalise it. */
const PATH_BASE = 'https://redirect.invalid';

/** Decodes percent-escapes until nothing changes (at most 4 rounds); null when an escape is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Is this a path of ours once decoded: one leading slash, and nothing that turns it into another host. */
function pathStaysHome(raw: string): boolean {
  if (!raw.startsWith('/') || raw[1] === '/') return false;
  const decoded = fullyDecoded(raw);
  if (decoded === null) return false;
  // Browsers drop tabs and newlines inside a URL and read a backslash as a slash.
  const squeezed = decoded.replace(/[\t\n\r]/g, '');
  if (!squeezed.startsWith('/') || squeezed[1] === '/' || squeezed[1] === '\\') return false;
  const pathPart = decoded.split(/[?#]/, 1)[0] ?? '';
  return !FORBIDDEN.test(pathPart);
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * A same-site path (`/zqt-order?goodsId=1`), normalised, or null for anything else (absolute URLs included).
 * For values that must stay on the page's own origin whatever the configuration.
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > REDIRECT_MAX_LENGTH) return null;
  if (FORBIDDEN.test(raw) || !pathStaysHome(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PATH_BASE);
  } catch {
    return null;
  }
  return url.origin === PATH_BASE ? pathOf(url) : null;
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    if (!entry.startsWith('*.')) return entry === host;
    const domain = entry.slice(2);
    // a wildcard entry has no port: it matches subdomains on the scheme's default port only
    return host === hostname && hostname.endsWith(`.${domain}`) && hostname.length > domain.length + 1;
  });
}

/**
 * The parsed target when `raw` is a safe redirect under `policy`, else null. A path is resolved against our
 * origin; an absolute URL must be on our origin or on an allowed host, over http(s), without user info.
 */
export function safeRedirectUrl(raw: unknown, policy: RedirectPolicy): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > REDIRECT_MAX_LENGTH) return null;
  if (FORBIDDEN.test(raw)) return null;
  let own: URL;
  try {
    own = new URL(policy.origin);
  } catch {
    return null;
  }
  if (raw.startsWith('/')) {
    const path = safeRedirectPath(raw);
    return path === null ? null : new URL(path, own.origin);
  }
  if (!ABSOLUTE.test(raw)) return null;
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@') || authority.includes('%')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === own.origin) {
    // still a path of ours: the same decoding rules as a bare path
    return safeRedirectPath(pathOf(url)) === null ? null : url;
  }
  return hostAllowed(url, policy.allowedHosts ?? []) ? url : null;
}

/**
 * Where to send the browser: a path for a target on our origin (never an absolute URL built from the request),
 * the full URL for an allowed host, or null when `raw` is not a safe redirect.
 */
export function safeRedirectTarget(raw: unknown, policy: RedirectPolicy): string | null {
  const url = safeRedirectUrl(raw, policy);
  if (!url) return null;
  return url.origin === new URL(policy.origin).origin ? pathOf(url) : url.href;
}

export function isSafeRedirect(raw: unknown, policy: RedirectPolicy): boolean {
  return safeRedirectUrl(raw, policy) !== null;
}

/**
 * The allow-list from configuration: a comma- or space-separated list of hosts (`shop.example.com`,
 * `shop.example.com:8443`, `*.example.com`), lower-cased. Returns the entries and the ones that are not hosts.
 */
export function normalizeRedirectHosts(list: string): { hosts: string[]; invalid: string[] } {
  const hosts: string[] = [];
  const invalid: string[] = [];
  for (const item of list.split(/[\s,]+/)) {
    if (!item) continue;
    const entry = item.toLowerCase();
    const wildcard = entry.startsWith('*.');
    // a wildcard names a domain of at least two labels and has no port
    if (HOST_ENTRY.test(entry) && !(wildcard && (entry.includes(':') || !entry.slice(2).includes('.')))) {
      if (!hosts.includes(entry)) hosts.push(entry);
    } else invalid.push(item);
  }
  return { hosts, invalid };
}
