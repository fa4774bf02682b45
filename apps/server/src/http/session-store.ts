import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { KeyValueStore } from '../cache/key-value-store.ts';
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

/**
 * Opens a session. With `kv` it is remembered in the session cache at once (see below), so the learner's first
 * calls (the landing's sign-up right after signing in) need no lookup. Sessions are opened only for active
 * accounts (the logins find or create an active one), as the lookup requires.
 */
export async function createSession(
  db: AppDb,
  input: { customerId: number; wechatType: number | null; ttlDays: number; kind?: SessionKind },
  kv?: KeyValueStore,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  const kind = input.kind ?? 'customer';
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      customerId: input.customerId,
      wechatType: input.wechatType,
      kind,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (kv) {
    await remember(kv, hashToken(token), {
      sessionId: row!.id,
      customerId: input.customerId,
      wechatType: input.wechatType,
      kind,
      expiresAt: expiresAt.getTime(),
    });
  }
  return { token, expiresAt };
}

/**
 * Resolved sessions are remembered in the key-value store (in process, or Redis shared by every server process)
 * for at most SESSION_CACHE_TTL_MS and never past the session's expiry, under `session:<token hash>`. Revoking
 * (logout, account closure: revokeSession, revokeAllSessions, the only writers of revoked_at and of a customer's
 * status) replaces the entry by a 'revoked' marker that outlives any entry, and an entry is only ever added when
 * absent (`setIfAbsent`), so a lookup that read the session just before it was revoked cannot put it back.
 * Unknown tokens are not remembered.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
const REVOKED = 'revoked';
export const sessionCacheKey = (tokenHash: string) => `session:${tokenHash}`;
type CachedSession = {
  sessionId: number;
  customerId: number;
  wechatType: number | null;
  kind: SessionKind;
  expiresAt: number;
};

/**
 * The session behind a token, or why there is none: 'missing', or 'invalid' (unknown, revoked, expired, of the
 * other kind, or of a closed account). With `kv`, through the session cache (see above).
 */
export async function resolveSession(
  db: AppDb,
  token: string | undefined,
  kind: SessionKind = 'customer',
  kv?: KeyValueStore,
): Promise<AuthedCustomer | 'missing' | 'invalid'> {
  if (!token) return 'missing';
  if (token.length > 200) return 'invalid';
  const tokenHash = hashToken(token);
  if (kv) {
    const hit = await kv.get(sessionCacheKey(tokenHash));
    if (hit === REVOKED) return 'invalid';
    if (hit !== null) {
      const cached = JSON.parse(hit) as CachedSession;
      if (cached.kind !== kind || cached.expiresAt <= Date.now()) return 'invalid';
      return {
        sessionId: cached.sessionId,
        customerId: cached.customerId,
        wechatType: cached.wechatType,
        kind,
      };
    }
  }
  const row = await sessionLookup(db)({ tokenHash, kind });
  if (!row) return 'invalid';
  const { expiresAt, ...session } = row;
  if (kv) await remember(kv, tokenHash, { ...session, kind, expiresAt: expiresAt.getTime() });
  return { ...session, kind };
}

/** Adds a session to the cache when no entry (nor a revocation mark) is there; never past its expiry. */
async function remember(kv: KeyValueStore, tokenHash: string, cached: CachedSession): Promise<void> {
  const ttlMs = Math.min(SESSION_CACHE_TTL_MS, cached.expiresAt - Date.now());
  if (ttlMs > 0) await kv.setIfAbsent(sessionCacheKey(tokenHash), JSON.stringify(cached), ttlMs);
}

/** Marks revoked tokens in the session cache (longer than any entry lives, so none comes back). */
async function forgetSessions(kv: KeyValueStore, tokenHashes: string[]): Promise<void> {
  await Promise.all(tokenHashes.map((h) => kv.set(sessionCacheKey(h), REVOKED, 2 * SESSION_CACHE_TTL_MS)));
}

type SessionRow = { sessionId: number; customerId: number; wechatType: number | null; expiresAt: Date };

/**
 * The tokens the session cache did not know, of calls arriving together, are looked up by one statement
 * (microBatch).
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
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            // one parameter for any number of tokens: one prepared statement (db/statement-cache.ts); '= any(array(…))'
            // keeps it a lookup by key (docs/decisions.md, "Group statements look rows up one by one")
            sql`${sessions.tokenHash} = any(array(select json_array_elements_text(${JSON.stringify(keys.map((k) => k.tokenHash))}::json)))`,
            eq(customers.status, 'active'),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      const found = new Map(rows.map((r) => [`${r.kind}:${r.tokenHash}`, r]));
      return keys.map((k) => {
        const r = found.get(`${k.kind}:${k.tokenHash}`);
        return r
          ? {
              sessionId: r.sessionId,
              customerId: r.customerId,
              wechatType: r.wechatType,
              expiresAt: r.expiresAt,
            }
          : null;
      });
    },
    { maxBatch: 200, maxInFlight: 4 },
  ),
);

/** Revokes one token (logout); the session cache forgets it in every process sharing `kv`. */
export async function revokeSession(db: AppDb, kv: KeyValueStore, token: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await forgetSessions(
    kv,
    rows.map((r) => r.tokenHash),
  );
  return rows.length > 0;
}

/** Revokes every live token of a learner (account closed, mobile changed); returns how many. */
export async function revokeAllSessions(db: AppDb, kv: KeyValueStore, customerId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await forgetSessions(
    kv,
    rows.map((r) => r.tokenHash),
  );
  return rows.length;
}
