import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, sessionCookieLine } from './cookies.ts';
import type { AuthedCustomer } from './session-store.ts';

/**
 * The learner's session cookie: a mirror of the token (docs/decisions.md, "The landing document carries the
 * answer"). The token in the `token` header stays the API's only credential; the cookie is read by nothing but
 * the landing document's route (http/spa.ts), which uses it to resolve the landing's answer into the page.
 * HttpOnly, SameSite=Lax (an ad's link is a top-level cross-site navigation, which must carry it), Path=/,
 * Secure when PUBLIC_BASE_URL is https, Max-Age the token's lifetime. Set whenever a token is issued (login,
 * ticket, the sandbox's session), kept equal to the token a call carries (syncSessionCookie), cleared on logout
 * and when a call's token is refused.
 */

export const LEARNER_SESSION_COOKIE = 'learner_session';

type CookieConfig = { publicBaseUrl: string; tokenTtlDays: number };

const secureFor = (config: CookieConfig) => config.publicBaseUrl.startsWith('https:');

/** A token is base64url (session-store.ts): anything else in the cookie is not ours. */
const TOKEN_SHAPE = /^[\w-]{1,200}$/;

/** The session cookie's token from the Cookie header (anything not shaped like a token is not ours). */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = cookieOf(request, LEARNER_SESSION_COOKIE);
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : undefined;
}

/** Adds a Set-Cookie line to the reply (keeping any other cookie the reply already sets). */
function appendCookie(reply: FastifyReply, line: string): void {
  const existing = reply.getHeader('set-cookie');
  const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...lines.filter((l) => !l.startsWith(`${LEARNER_SESSION_COOKIE}=`)), line]);
}

const learnerCookie = (value: string, maxAgeSeconds: number, config: CookieConfig) =>
  sessionCookieLine(LEARNER_SESSION_COOKIE, value, {
    path: '/',
    sameSite: 'Lax',
    maxAgeSeconds,
    secure: secureFor(config),
  });

export function setSessionCookie(reply: FastifyReply, token: string, config: CookieConfig): void {
  appendCookie(reply, learnerCookie(token, Math.round(config.tokenTtlDays * 86_400), config));
}

export function clearSessionCookie(reply: FastifyReply, config: CookieConfig): void {
  appendCookie(reply, learnerCookie('', 0, config));
}

/**
 * After a call's token was resolved: the cookie follows the token. A valid token the cookie does not carry
 * (another account signed in, a token handed over in an address, a cookie the browser lost) is written into it;
 * a refused token that the cookie carries is cleared. Costs a comparison when they agree (the usual case).
 */
export function syncSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
  session: AuthedCustomer | 'missing' | 'invalid',
): void {
  const config = request.server.config;
  const cookie = sessionCookieOf(request);
  if (typeof session === 'object') {
    if (token && cookie !== token && TOKEN_SHAPE.test(token)) setSessionCookie(reply, token, config);
  } else if (session === 'invalid' && cookie && cookie === token) {
    clearSessionCookie(reply, config);
  }
}
