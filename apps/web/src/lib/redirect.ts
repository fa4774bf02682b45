import { type RedirectPolicy, safeRedirectTarget } from '@course/domain/redirect';
import { getAppConfig } from './app-config';

/**
 * The web app's side of the redirect rule (packages/domain/src/redirect.ts): the page's own origin plus the
 * hosts the server configured (REDIRECT_ALLOWED_HOSTS, in the web-app config). Every navigation to a URL taken
 * from the address goes through `redirectTargetFrom`.
 */
export function redirectPolicy(): RedirectPolicy {
  return { origin: window.location.origin, allowedHosts: getAppConfig().redirectHosts ?? [] };
}

/** A path of ours or a URL on an allowed host, or null for anything that would leave for elsewhere. */
export function redirectTargetFrom(raw: string | null | undefined): string | null {
  return raw ? safeRedirectTarget(raw, redirectPolicy()) : null;
}
