import { loginCustomer } from '@course/contracts/identity-account';
import { logout } from '@course/contracts/identity-login';
import { ResponseCode } from '@course/domain/response-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisForSuite, testRedisStore } from '../test-support/redis.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';
import {
  createSession,
  hashToken,
  resolveSession,
  revokeAllSessions,
  revokeSession,
  sessionCacheKey,
} from './session-store.ts';

/**
 * The session cache (session-store.ts): a resolved token is remembered in the key-value store, and logout,
 * account closure and expiry end it at once, in every process sharing the store (two apps on one database and
 * one Redis stand for two processes below).
 */

const redisUp = await redisForSuite('session cache [two processes on redis]');

/** Changes the session's row behind the cache's back: a cached answer still shows the old value. */
const setWechatType = (t: TestApp, token: string, wechatType: number) =>
  t.database.db.execute(
    sql`update sessions set wechat_type = ${wechatType} where token_hash = ${hashToken(token)}`,
  );

describeEachDatabase('session cache', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('answers a resolved token from the store, and refuses it after logout', async () => {
    const { token, customerId } = await t.newCustomer();
    const db = t.database.db;
    expect(await resolveSession(db, token, 'customer', t.kv)).toMatchObject({ customerId, wechatType: 99 });
    expect(await t.kv.get(sessionCacheKey(hashToken(token)))).not.toBeNull();
    await setWechatType(t, token, 7);
    // remembered: the row's change is not read again
    expect(await resolveSession(db, token, 'customer', t.kv)).toMatchObject({ customerId, wechatType: 99 });
    // another kind never matches the remembered session
    expect(await resolveSession(db, token, 'teacher', t.kv)).toBe('invalid');
    expect(await revokeSession(db, t.kv, token)).toBe(true);
    expect(await resolveSession(db, token, 'customer', t.kv)).toBe('invalid');
    // over HTTP too: the signed call answers 4
    expect(envelopeOf(await callInject(t.app, loginCustomer, { token })).code).toBe(
      ResponseCode.tokenExpired,
    );
  });

  it('remembers a session from its opening (a login), and still refuses it after logout', async () => {
    const { customerId } = await t.newCustomer();
    const db = t.database.db;
    const opened = await createSession(db, { customerId, wechatType: 99, ttlDays: 1 }, t.kv);
    await setWechatType(t, opened.token, 7);
    // the first lookup already comes from the store
    expect(await resolveSession(db, opened.token, 'customer', t.kv)).toMatchObject({
      customerId,
      wechatType: 99,
    });
    await revokeSession(db, t.kv, opened.token);
    expect(await resolveSession(db, opened.token, 'customer', t.kv)).toBe('invalid');
  });

  it('refuses every token of a learner whose sessions are all revoked (account closed), and no other', async () => {
    const { token, customerId } = await t.newCustomer();
    const second = await createSession(t.database.db, { customerId, wechatType: 99, ttlDays: 1 });
    const other = await t.newCustomer();
    const db = t.database.db;
    for (const tok of [token, second.token, other.token])
      expect(await resolveSession(db, tok, 'customer', t.kv)).toMatchObject({ wechatType: 99 });
    expect(await revokeAllSessions(db, t.kv, customerId)).toBe(2);
    expect(await resolveSession(db, token, 'customer', t.kv)).toBe('invalid');
    expect(await resolveSession(db, second.token, 'customer', t.kv)).toBe('invalid');
    expect(await resolveSession(db, other.token, 'customer', t.kv)).toMatchObject({
      customerId: other.customerId,
    });
  });

  it('never answers a session past its expiry, though remembered for less than the cache time', async () => {
    const { customerId } = await t.newCustomer();
    const db = t.database.db;
    // a session that ends in 1.5 s
    const short = await createSession(db, { customerId, wechatType: 99, ttlDays: 1.5 / 86_400 });
    expect(await resolveSession(db, short.token, 'customer', t.kv)).toMatchObject({ customerId });
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await resolveSession(db, short.token, 'customer', t.kv)).toBe('invalid');
  });

  it('does not take back a revoked token that a lookup read just before the revocation', async () => {
    const { token } = await t.newCustomer();
    const db = t.database.db;
    await revokeSession(db, t.kv, token);
    // the lookup of a request that read the row before it was revoked stores it now: the mark stays
    await t.database.db.execute(
      sql`update sessions set revoked_at = null where token_hash = ${hashToken(token)}`,
    );
    expect(await resolveSession(db, token, 'customer', t.kv)).toBe('invalid');
  });
});

describeEachDatabase(
  'session cache across two server processes sharing PostgreSQL and Redis',
  { seeded: true },
  (getDatabase, target) => {
    const apps: TestApp[] = [];
    beforeAll(async () => {
      if (!redisUp) return;
      const prefix = `test-session:${process.pid}:${Date.now()}:${target.name}:`;
      apps.push(await buildTestApp(getDatabase(), { kv: testRedisStore(prefix) }));
      apps.push(await buildTestApp(getDatabase(), { kv: testRedisStore(prefix), seed: false }));
    });
    afterAll(async () => {
      for (const a of apps) await a.close();
    });

    it.skipIf(!redisUp)('a logout through one process is refused by the other at once', async () => {
      const [a, b] = apps as [TestApp, TestApp];
      const { token, customerId } = await a.newCustomer();
      const me = (app: TestApp) => callInject(app.app, loginCustomer, { token });
      expect(envelopeOf(await me(a))).toMatchObject({ code: 0, data: { id: customerId } });
      // the other process answers from the shared store (the row's change is not read)
      await setWechatType(a, token, 7);
      expect(await resolveSession(b.database.db, token, 'customer', b.kv)).toMatchObject({ wechatType: 99 });
      expect(envelopeOf(await me(b)).code).toBe(0);
      expect(envelopeOf(await callInject(b.app, logout, { token })).code).toBe(0);
      expect(envelopeOf(await me(a)).code).toBe(ResponseCode.tokenExpired);
      expect(envelopeOf(await me(b)).code).toBe(ResponseCode.tokenExpired);
    });
  },
);
