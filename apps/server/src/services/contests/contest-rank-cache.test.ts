import { consoleContestReview } from '@course/contracts/console-contests';
import { voiceCalls } from '@course/contracts/contests-entry';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestEntries } from '../../db/schema/index.ts';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { patchContest, voiceContestant } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { redisForSuite, testRedisStore } from '../../test-support/redis.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * The rank's cache (rank-cache.ts) on PGlite and PostgreSQL: pages are served from the key-value store (a
 * change made behind the server's back does not show), and every write that moves the rank shows on the very
 * next read: a vote, an upload finished, an operator's rejection. With Redis, two server processes share the
 * cache: a vote on one shows at once on the other.
 */
const CODE = 'apac-2026';

describeEachDatabase('contest rank cache', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    await patchContest(t.database.db, CODE, (c) => ({
      ...c,
      askRegion: false,
      vote: { perEntryPerDay: 5, perDay: 50, requireSms: false },
    }));
  });
  afterAll(async () => t?.close());

  const contestant = (app: TestApp, name: string) => voiceContestant(app, CODE, name);
  const rank = async (app: TestApp) => {
    const answer = await call(app.app, voiceCalls.getRank, {
      body: { activityCode: CODE, pageNum: 1, pageSize: 50 },
    });
    expect(answer.code).toBe(0);
    return answer.data;
  };
  const home = async (app: TestApp) =>
    (await call(app.app, voiceCalls.getHome, { body: { activityCode: CODE } })).data;
  const votesOf = (list: { entryId: number; voteCount: number }[], entryId: number) =>
    list.find((e) => e.entryId === entryId)?.voteCount;
  const vote = async (app: TestApp, entryId: number) => {
    const voter = await app.newCustomer();
    const answer = await call(app.app, voiceCalls.vote, {
      token: voter.token,
      body: { activityCode: CODE, entryId },
    });
    expect(answer.code).toBe(0);
    return answer.data.voteCount;
  };

  it('serves the rank from the cache, and a vote shows on the very next read', async () => {
    const a = await contestant(t, '选手甲');
    const b = await contestant(t, '选手乙');
    const before = await rank(t);
    const homeBefore = await home(t);
    expect(votesOf(before.list, a.entryId)).toBe(0);

    // Behind the server's back (no invalidation): the cached page still answers, so reads do not recount.
    await t.database.db
      .update(contestEntries)
      .set({ voteCount: sql`${contestEntries.voteCount} + 100` })
      .where(eq(contestEntries.id, b.entryId));
    expect(votesOf((await rank(t)).list, b.entryId)).toBe(0);
    expect((await home(t)).voteTotal).toBe(homeBefore.voteTotal);

    // A vote through the server invalidates: the next reads show it (and the recount).
    expect(await vote(t, a.entryId)).toBe(1);
    const after = await rank(t);
    expect(votesOf(after.list, a.entryId)).toBe(1);
    expect(votesOf(after.list, b.entryId)).toBe(100);
    expect(after.list.findIndex((e) => e.entryId === b.entryId)).toBeLessThan(
      after.list.findIndex((e) => e.entryId === a.entryId),
    );
    expect((await home(t)).voteTotal).toBe(homeBefore.voteTotal + 101);
    for (let i = 2; i <= 4; i++) {
      expect(await vote(t, a.entryId)).toBe(i);
      expect(votesOf((await rank(t)).list, a.entryId)).toBe(i);
    }
  });

  it('an entry finished and an operator’s rejection show on the next read', async () => {
    const before = await rank(t);
    const c = await contestant(t, '选手丙');
    const withC = await rank(t);
    expect(withC.total).toBe(before.total + 1);
    expect(withC.list.map((e) => e.entryId)).toContain(c.entryId);
    expect((await home(t)).entryCount).toBe(withC.total);

    const operator = await staffSessionOf(t.database.db, 'operator', `rank_op_${process.pid}_${Date.now()}`);
    const rejected = envelopeOf(
      await consoleInject(
        t.app,
        consoleContestReview,
        { entryId: c.entryId, fromStatus: 'submitted', decision: 'reject', reason: '音频不清晰' },
        operator,
      ),
    ) as { code: number };
    expect(rejected.code).toBe(0);
    const withoutC = await rank(t);
    expect(withoutC.total).toBe(before.total);
    expect(withoutC.list.map((e) => e.entryId)).not.toContain(c.entryId);
  });

  describe('two server processes sharing Redis', () => {
    let other: TestApp | null = null;
    let first: TestApp | null = null;
    let up = false;
    beforeAll(async () => {
      up = await redisForSuite('contest rank cache on Redis');
      if (!up) return;
      const prefix = `test:rank:${process.pid}:${Date.now()}:`;
      first = await buildTestApp(getDatabase(), { kv: testRedisStore(prefix), seed: false });
      other = await buildTestApp(getDatabase(), { kv: testRedisStore(prefix), seed: false });
    });
    afterAll(async () => {
      await first?.close();
      await other?.close();
    });

    it('a vote on one process shows at once on the other', async (ctx) => {
      if (!up || !first || !other) return ctx.skip();
      const d = await contestant(first, '选手丁');
      expect(votesOf((await rank(other)).list, d.entryId)).toBe(0);
      expect(votesOf((await rank(first)).list, d.entryId)).toBe(0);
      expect(await vote(first, d.entryId)).toBe(1);
      expect(votesOf((await rank(other)).list, d.entryId)).toBe(1);
      expect(await vote(other, d.entryId)).toBe(2);
      expect(votesOf((await rank(first)).list, d.entryId)).toBe(2);
    });
  });
});
