import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  type ConsoleCallContract,
  type ConsoleResponseOf,
} from '@course/contracts/console-call';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { createStaffSession } from '../services/console/staff-sessions.ts';
import { envelopeOf } from './signed-request.ts';

/** Console calls from a test: the session cookie and the CSRF header, as the console app sends them. */

export type ConsoleAuth = { token?: string; csrf?: string };

/**
 * A staff account of `role` (no password: it never logs in: no argon2 per test) with a session signed in at `now`
 * (a suite's own clock, when the app runs on one).
 */
export async function staffSessionOf(
  db: AppDb,
  role: 'admin' | 'operator' | 'teacher' | 'finance',
  login: string,
  now: Date = new Date(),
): Promise<{ staffId: number; token: string; csrf: string }> {
  const [row] = await db.insert(staff).values({ login, role, passwordHash: 'x' }).returning();
  const session = await createStaffSession(db, row!.id, now);
  return { staffId: row!.id, token: session.token, csrf: session.csrfToken };
}

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

/** A console call's `{ code, msg, data }`, its data typed by the call's contract. */
export async function consoleCall<C extends ConsoleCallContract>(
  app: FastifyInstance,
  call: C,
  input: Record<string, unknown>,
  auth: ConsoleAuth,
): Promise<{ code: number; msg: string; data: ConsoleResponseOf<C> }> {
  return envelopeOf(await consoleInject(app, call, input, auth)) as {
    code: number;
    msg: string;
    data: ConsoleResponseOf<C>;
  };
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
