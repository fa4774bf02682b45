import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONSOLE_SESSION_COOKIE } from '@course/contracts/console-call';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { type StaffRow, staff, staffSessions } from '../../db/schema/index.ts';
import { cookieOf, sessionCookieLine } from '../../http/cookies.ts';
import { hashToken } from '../../http/session-store.ts';

/**
 * Console sessions, like the learner's tokens (http/session-store.ts): a random 32-byte token stored as its
 * SHA-256, revocable, expiring. The token travels only in an httpOnly, SameSite=Strict cookie scoped to /admin
 * (Secure in prod); each session also has its CSRF token (csrfTokenOf, stored as its SHA-256 too), returned
 * by login and me and required in the x-csrf-token header of every call that changes data.
 */

export const CONSOLE_SESSION_HOURS = 12;

/**
 * The CSRF token of a session, derived from its cookie token (one-way): the same in every tab of the session,
 * so me can hand it out again after a reload, and unguessable without the httpOnly cookie.
 */
export const csrfTokenOf = (token: string): string =>
  createHash('sha256').update(`console-csrf:${token}`).digest('base64url');

export async function createStaffSession(
  db: AppDb,
  staffId: number,
  now: Date,
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = csrfTokenOf(token);
  const expiresAt = new Date(now.getTime() + CONSOLE_SESSION_HOURS * 3_600_000);
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    csrfHash: hashToken(csrfToken),
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

export type StaffSession = { sessionId: number; csrfHash: string; staff: StaffRow };

/** The live session behind a cookie token, of an active account; null otherwise. */
export async function resolveStaffSession(
  db: AppDb,
  token: string | undefined,
  now: Date,
): Promise<StaffSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, csrfHash: staffSessions.csrfHash, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staff.status, 'active'),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function csrfMatches(csrfHash: string, sent: string | undefined): boolean {
  if (!sent || sent.length > 200) return false;
  const a = Buffer.from(hashToken(sent), 'hex');
  const b = Buffer.from(csrfHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function revokeStaffSessions(
  db: AppDb,
  where: { sessionId: number } | { staffId: number; exceptSessionId?: number },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(staffSessions.revokedAt),
        'sessionId' in where
          ? eq(staffSessions.id, where.sessionId)
          : eq(staffSessions.staffId, where.staffId),
      ),
    )
    .returning({ id: staffSessions.id });
  return 'exceptSessionId' in where ? rows.filter((r) => r.id !== where.exceptSessionId).length : rows.length;
}

/** The session cookie's token from the Cookie header. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  cookieOf(request, CONSOLE_SESSION_COOKIE);

const consoleCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  sessionCookieLine(CONSOLE_SESSION_COOKIE, value, {
    path: '/admin',
    sameSite: 'Strict',
    maxAgeSeconds,
    secure,
  });

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header('set-cookie', consoleCookie(token, CONSOLE_SESSION_HOURS * 3600, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', consoleCookie('', 0, secure));
}
