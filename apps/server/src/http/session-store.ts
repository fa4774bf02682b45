import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { microBatch, perKey } from '../db/micro-batch.ts';
import { customers, sessions } from '../db/schema/index.ts';

/** Tokens are random, stored only as their SHA-256, revocable, and expire. */

export type SessionKind = 'customer' | 'teacher';
export type AuthedCustomer = {
  customerId: number;
  wechatType: number | null;
  sessionId: number;
  kind: SessionKind;
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: AppDb,
  input: { customerId: number; wechatType: number | null; ttlDays: number; kind?: SessionKind },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId: input.customerId,
    wechatType: input.wechatType,
    kind: input.kind ?? 'customer',
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The session behind a token, or why there is none: 'missing', or 'invalid' (unknown, revoked, expired, of the
 * other kind, or of a closed account).
 */
export async function resolveSession(
  db: AppDb,
  token: string | undefined,
  kind: SessionKind = 'customer',
): Promise<AuthedCustomer | 'missing' | 'invalid'> {
  if (!token) return 'missing';
  if (token.length > 200) return 'invalid';
  const row = await sessionLookup(db)({ tokenHash: hashToken(token), kind });
  return row ? { ...row, kind } : 'invalid';
}

type SessionRow = { sessionId: number; customerId: number; wechatType: number | null };

/**
 * Every signed call resolves its token: the tokens of calls arriving together are looked up by one statement
 * (microBatch; nothing is cached, so a revocation counts from the next statement on, in every process).
 */
const sessionLookup = perKey((db: AppDb) =>
  microBatch(
    async (keys: { tokenHash: string; kind: SessionKind }[]): Promise<(SessionRow | null)[]> => {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          kind: sessions.kind,
          sessionId: sessions.id,
          customerId: sessions.customerId,
          wechatType: sessions.wechatType,
        })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            // one parameter for any number of tokens: one prepared statement (db/statement-cache.ts)
            sql`${sessions.tokenHash} in (select json_array_elements_text(${JSON.stringify(keys.map((k) => k.tokenHash))}::json))`,
            eq(customers.status, 'active'),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      const found = new Map(rows.map((r) => [`${r.kind}:${r.tokenHash}`, r]));
      return keys.map((k) => {
        const r = found.get(`${k.kind}:${k.tokenHash}`);
        return r ? { sessionId: r.sessionId, customerId: r.customerId, wechatType: r.wechatType } : null;
      });
    },
    { maxBatch: 200, maxInFlight: 4 },
  ),
);

export async function revokeSession(db: AppDb, token: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live token of a learner (account closed, mobile changed); returns how many. */
export async function revokeAllSessions(db: AppDb, customerId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
