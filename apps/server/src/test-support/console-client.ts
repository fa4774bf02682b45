import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@course/contracts/console-call';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Console calls from a test: the session cookie and the CSRF header, as the console app sends them. */

export type ConsoleAuth = { token?: string; csrf?: string };

export async function consoleInject(
  app: FastifyInstance,
  call: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  auth: ConsoleAuth = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.cookie = `${CONSOLE_SESSION_COOKIE}=${auth.token}`;
  if (auth.csrf) headers[CONSOLE_CSRF_HEADER] = auth.csrf;
  if (call.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, String(v)]) as [string, string][],
    ).toString();
    return app.inject({ method: 'GET', url: query ? `${call.path}?${query}` : call.path, headers });
  }
  return app.inject({ method: 'POST', url: call.path, headers, payload: input });
}

/** The session token a response's Set-Cookie gives, with the cookie's attributes. */
export function sessionCookieOf(
  response: LightMyRequestResponse,
): { token: string; attributes: string[] } | null {
  const raw = response.headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) =>
    c.startsWith(`${CONSOLE_SESSION_COOKIE}=`),
  );
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  return { token: pair!.slice(CONSOLE_SESSION_COOKIE.length + 1), attributes };
}
