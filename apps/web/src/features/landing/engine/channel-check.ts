import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@course/domain/constants';
import { BANNED_CHANNEL_COOKIE } from '@course/domain/landing-funnel';
import { isSafeLayoutUrl } from '@course/domain/landing-layout';

/**
 * The channel check's cache: the banned params (channel, subChannel, linkUrl) in a cookie for a day
 * (the spec's default cookie expiry). A cached link for the same channel and sub-channel redirects at once,
 * without asking the server.
 */

type BannedParams = { channel: string; subChannel: string; linkUrl: string };

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function cachedBannedLink(channel: string, subChannel: string): string | null {
  const raw = readCookie(BANNED_CHANNEL_COOKIE);
  if (!raw) return null;
  try {
    const params = JSON.parse(decodeURIComponent(raw)) as Partial<BannedParams>;
    if (params.channel !== channel || params.subChannel !== subChannel) return null;
    return typeof params.linkUrl === 'string' && isSafeLayoutUrl(params.linkUrl) ? params.linkUrl : null;
  } catch {
    return null;
  }
}

export function cacheBannedLink(params: BannedParams): void {
  const expires = new Date(Date.now() + COOKIE_DEFAULT_EXPIRY_DAYS * 86_400_000).toUTCString();
  const value = encodeURIComponent(JSON.stringify(params));
  // biome-ignore lint/suspicious/noDocumentCookie: the messaging app's browsers have no Cookie Store API
  document.cookie = `${BANNED_CHANNEL_COOKIE}=${value}; expires=${expires}; path=/; SameSite=Lax`;
}
