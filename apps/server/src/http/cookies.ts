import type { FastifyRequest } from 'fastify';

/**
 * The two session cookies' shared pieces (the learner's, http/session-cookie.ts; the console's,
 * services/console/staff-sessions.ts): one named cookie read from the Cookie header, and a Set-Cookie line.
 * No cookie plugin: each side reads one name.
 */

/** The value of the cookie `name` in the request's Cookie header, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return undefined;
}

export type SessionCookieAttributes = {
  path: string;
  sameSite: 'Lax' | 'Strict';
  /** Seconds; 0 clears the cookie. */
  maxAgeSeconds: number;
  secure: boolean;
};

/** A Set-Cookie line for an HttpOnly session cookie. */
export function sessionCookieLine(name: string, value: string, attributes: SessionCookieAttributes): string {
  const parts = [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}
