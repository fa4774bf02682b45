import { consoleChannelSave } from '@course/contracts/console-channels';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy, POOL_WAIT_TIMEOUT_MESSAGE } from '../db/errors.ts';
import { auditLog, channels } from '../db/schema/index.ts';
import { consoleCall, staffSessionOf } from '../test-support/console-client.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { DATABASE_BUSY_TEXT } from './error-handler.ts';

describe('isDatabaseBusy', () => {
  it('reads the SQLSTATE behind drizzle’s wrapper: lock, statement timeout, deadlock, serialization', () => {
    const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });
    for (const code of ['55P03', '57014', '40P01', '40001']) expect(isDatabaseBusy(wrapped(code))).toBe(true);
    for (const code of ['23505', '42P01']) expect(isDatabaseBusy(wrapped(code))).toBe(false);
    expect(isDatabaseBusy(new Error('no code'))).toBe(false);
  });

  it('counts a wait for a pooled connection that the pool gave up on, behind drizzle’s wrapper too', () => {
    const timedOut = new Error(POOL_WAIT_TIMEOUT_MESSAGE);
    expect(isDatabaseBusy(timedOut)).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('Failed query'), { cause: timedOut }))).toBe(true);
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});

/**
 * A pooled PostgreSQL session starts with lock and statement limits (db/client.ts POSTGRES_SESSION_LIMITS), so a
 * transaction stuck holding a row lock makes the next request fail readably (5003) instead of hanging for ever.
 */
describeEachDatabase('a busy database', { seeded: true, drivers: ['postgres'] }, (getDatabase) => {
  let t: TestApp;
  let auth: { token: string; csrf: string };
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    auth = await staffSessionOf(getDatabase().db, 'operator', `busy_op_${process.pid}`);
  });
  afterAll(async () => t?.close());

  it('starts every pooled session with the lock, statement and idle-in-transaction limits', async () => {
    const database = getDatabase();
    if (database.driver !== 'postgres') throw new Error('a PostgreSQL suite');
    const client = await database.pool.connect();
    try {
      const show = async (name: string) => (await client.query(`show ${name}`)).rows[0][name] as string;
      expect(await show('lock_timeout')).toBe('5s');
      expect(await show('statement_timeout')).toBe('30s');
      expect(await show('idle_in_transaction_session_timeout')).toBe('1min');
    } finally {
      client.release();
    }
  });

  it('answers 5003 with a readable message when a row stays locked by another transaction, and writes nothing', async () => {
    const database = getDatabase();
    if (database.driver !== 'postgres') throw new Error('a PostgreSQL suite');
    const key = { channel: 'c-busy', subChannel: 'c-busy-1', name: '繁忙渠道' };
    expect((await consoleCall(t.app, consoleChannelSave, key, auth)).code).toBe(0);
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`select * from channels where channel = $1 and sub_channel = $2 for update`, [
        key.channel,
        key.subChannel,
      ]);
      const started = Date.now();
      const banned = await consoleCall(
        t.app,
        consoleChannelSave,
        { ...key, banned: true, linkUrl: 'https://example.com/x' },
        auth,
      );
      expect(banned).toMatchObject({ code: ResponseCode.databaseBusy, msg: DATABASE_BUSY_TEXT, data: null });
      // the session's lock_timeout (5 s), not the request's 100 s time-out, ended the wait
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    const [row] = await database.db
      .select()
      .from(channels)
      .where(and(eq(channels.channel, key.channel), eq(channels.subChannel, key.subChannel)));
    expect(row).toMatchObject({ banned: false, linkUrl: null });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, 'c-busy/c-busy-1'));
    expect(audit.map((a) => a.action)).toEqual(['channel.create']);
  }, 30_000);

  it('answers 5003, not 500, when every pooled connection stays taken past the pool’s wait', async () => {
    const database = getDatabase();
    if (database.driver !== 'postgres') throw new Error('a PostgreSQL suite');
    const taken = [];
    for (let i = 0; i < database.pool.options.max; i++) taken.push(await database.pool.connect());
    try {
      const key = { channel: 'c-full', subChannel: 'c-full-1', name: '满池渠道' };
      const started = Date.now();
      const answer = await consoleCall(t.app, consoleChannelSave, key, auth);
      expect(answer).toMatchObject({ code: ResponseCode.databaseBusy, msg: DATABASE_BUSY_TEXT, data: null });
      // the pool's connection wait (10 s) ended it
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    } finally {
      for (const client of taken) client.release();
    }
    const [row] = await database.db.select().from(channels).where(eq(channels.channel, 'c-full'));
    expect(row).toBeUndefined();
  }, 30_000);
});
