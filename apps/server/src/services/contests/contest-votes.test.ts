import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contestEntries, contestVotes } from '../../db/schema/index.ts';
import { patchContest, voiceContestant } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase, describePostgres } from '../../test-support/test-database.ts';
import { twoAppsOnPostgres } from '../../test-support/two-apps.ts';
import { findContest } from './contest-view.ts';
import { castVote, votesLeft } from './votes.ts';

/**
 * Voting on PGlite and PostgreSQL: the per-entry and per-day limits as configured, the rank following the
 * votes, and 1,000 concurrent votes from 200 voters giving exactly the allowed count; on PostgreSQL the same
 * exactness with the votes split over two server processes.
 */
const CODE = 'memory-2026';

describeEachDatabase('contest votes', { seeded: true }, (getDatabase, target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    await patchContest(t.database.db, CODE, (c) => ({
      ...c,
      vote: { perEntryPerDay: 2, perDay: 3, requireSms: false },
    }));
  });
  afterAll(async () => t?.close());

  const contestant = (name: string) => voiceContestant(t, CODE, name);

  it('a voter votes within the limits, the rank follows, and the limits refuse with 2403', async () => {
    const a = await contestant('选手甲');
    const b = await contestant('选手乙');
    const voter = await t.newCustomer();
    const vote = (entryId: number) =>
      call(t.app, voiceCalls.vote, { token: voter.token, body: { activityCode: CODE, entryId } });
    expect((await vote(b.entryId)).data).toMatchObject({
      voteCount: 1,
      votesLeftToday: 2,
      votesLeftForEntryToday: 1,
    });
    expect((await vote(b.entryId)).data).toMatchObject({
      voteCount: 2,
      votesLeftToday: 1,
      votesLeftForEntryToday: 0,
    });
    const third = await vote(b.entryId);
    expect(third.code).toBe(ResponseCode.voteLimitReached);
    expect(third.msg).toContain('今天已为TA投了 2 票');
    expect((await vote(a.entryId)).data).toMatchObject({ voteCount: 1, votesLeftToday: 0 });
    const over = await vote(a.entryId);
    expect(over.code).toBe(ResponseCode.voteLimitReached);
    expect(over.msg).toContain('今天的 3 票已投完');
    const rank = await call(t.app, voiceCalls.getRank, {
      body: { activityCode: CODE, pageNum: 1, pageSize: 10 },
    });
    const ours = rank.data.list.filter((e) => e.entryId === a.entryId || e.entryId === b.entryId);
    expect(ours.map((e) => [e.realName, e.voteCount])).toEqual([
      ['选手乙', 2],
      ['选手甲', 1],
    ]);
    const page = await call(t.app, voiceCalls.getVoteForMe, {
      token: voter.token,
      body: { activityCode: CODE, entryId: b.entryId },
    });
    expect(page.data).toMatchObject({ isMine: false, votesLeftToday: 0, entry: { voteCount: 2 } });
    const unknown = await vote(999_999);
    expect(unknown.code).toBe(ResponseCode.notFound);
  });

  it('1,000 concurrent votes from 200 voters give exactly the allowed count', async () => {
    const a = await contestant('并发甲');
    const b = await contestant('并发乙');
    const contest = await findContest(t.database.db, 'nbc', CODE);
    const voters = [];
    for (let i = 0; i < 200; i++) voters.push(await t.newCustomer());
    const now = new Date();
    // Each voter sends A, A, A, B, B at once: at most 2 per entry and 3 a day → exactly 3 of the 5 pass.
    const attempts = voters.flatMap((v) =>
      [a, a, a, b, b].map((e) =>
        castVote(t.database.db, contest, { voterId: v.customerId, entryId: e.entryId, now }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    const refusedWith = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: number }).code] : [])),
    );
    console.log(
      `contest votes: ${attempts.length} concurrent votes from ${voters.length} voters, ${passed} counted`,
    );
    expect(passed).toBe(600);
    expect([...refusedWith]).toEqual([ResponseCode.voteLimitReached]);
    const db = t.database.db;
    const [rows] = await db
      .select({ n: count() })
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, contest.id)));
    const [counters] = await db
      .select({ total: sum(contestEntries.voteCount) })
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    expect(Number(counters?.total)).toBe(Number(rows?.n));
    const perEntry = await db
      .select({ id: contestEntries.id, votes: contestEntries.voteCount })
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    const votesOf = (id: number) => perEntry.find((e) => e.id === id)!.votes;
    expect(votesOf(a.entryId) + votesOf(b.entryId)).toBe(600);
    expect(votesOf(a.entryId)).toBeLessThanOrEqual(400);
    expect(votesOf(b.entryId)).toBeLessThanOrEqual(400);
  }, 300_000);

  it('a limit lowered during the day counts from the next vote, and a refused vote writes nothing', async () => {
    const a = await contestant('降额甲');
    const b = await contestant('降额乙');
    const voter = await t.newCustomer();
    const contest = await findContest(t.database.db, 'nbc', CODE);
    const now = new Date();
    await castVote(t.database.db, contest, { voterId: voter.customerId, entryId: a.entryId, now });
    await castVote(t.database.db, contest, { voterId: voter.customerId, entryId: a.entryId, now });
    const lowered = {
      ...contest,
      settings: { ...contest.settings, vote: { ...contest.settings.vote, perDay: 2 } },
    };
    const refused = castVote(t.database.db, lowered, { voterId: voter.customerId, entryId: b.entryId, now });
    await expect(refused).rejects.toMatchObject({ code: ResponseCode.voteLimitReached });
    await expect(refused).rejects.toThrow('今天的 2 票已投完');
    const votesFor = async (entryId: number) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(contestVotes)
        .where(eq(contestVotes.entryId, entryId));
      return Number(row?.n);
    };
    expect([await votesFor(a.entryId), await votesFor(b.entryId)]).toEqual([2, 0]);
    // what the vote page reads for the entry voted twice, with one vote an entry now: none left, not -1
    const perEntryLowered = {
      ...contest,
      settings: { ...contest.settings, vote: { ...contest.settings.vote, perEntryPerDay: 1 } },
    };
    expect(await votesLeft(t.database.db, perEntryLowered, voter.customerId, a.entryId, now)).toEqual({
      votesLeftToday: 1,
      votesLeftForEntryToday: 0,
    });
    // back to 3 a day: the refused vote took no unit of the day total
    expect(
      await castVote(t.database.db, contest, { voterId: voter.customerId, entryId: b.entryId, now }),
    ).toMatchObject({ voteCount: 1, votesLeftToday: 0, votesLeftForEntryToday: 1 });
  });

  // PostgreSQL only: PGlite runs one statement at a time, so nothing there waits on a lock
  if (target.name === 'postgres')
    it('a popular entry takes every vote while the server stalls between turns (no lock held across a round trip)', async () => {
      const star = await contestant('人气选手');
      const contest = await findContest(t.database.db, 'nbc', CODE);
      const voters = [];
      for (let i = 0; i < 100; i++) voters.push(await t.newCustomer());
      // a loaded server: the event loop busy for 400 ms out of every 450, so each answer waits up to a turn
      const stall = setInterval(() => {
        const until = Date.now() + 400;
        while (Date.now() < until) {}
      }, 50);
      const now = new Date();
      let results: PromiseSettledResult<unknown>[];
      try {
        results = await Promise.allSettled(
          voters.map((v) =>
            castVote(t.database.db, contest, { voterId: v.customerId, entryId: star.entryId, now }),
          ),
        );
      } finally {
        clearInterval(stall);
      }
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(refused).toEqual([]);
      const [entry] = await t.database.db
        .select({ votes: contestEntries.voteCount })
        .from(contestEntries)
        .where(eq(contestEntries.id, star.entryId));
      expect(entry?.votes).toBe(100);
    }, 120_000);
});

/** Two server processes (two apps, each with its own pool, on one PostgreSQL database) take one voter's votes. */
describePostgres('contest votes across two processes', () => {
  const apps = twoAppsOnPostgres();

  it('three votes of each of 100 voters for one entry, sent to both at once, count exactly the 2 a day allowed', async () => {
    const [a, b] = [apps.a(), apps.b()];
    await patchContest(a.database.db, CODE, (c) => ({
      ...c,
      vote: { perEntryPerDay: 2, perDay: 3, requireSms: false },
    }));
    const star = await voiceContestant(a, CODE, '两进程选手');
    const voters = [];
    for (let i = 0; i < 100; i++) voters.push(await a.newCustomer());
    const answers = await Promise.all(
      voters.flatMap((v) =>
        [a, b, b].map((app) =>
          call(app.app, voiceCalls.vote, {
            token: v.token,
            body: { activityCode: CODE, entryId: star.entryId },
          }),
        ),
      ),
    );
    const codes = answers.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(200);
    expect(new Set(codes.filter((c) => c !== 0))).toEqual(new Set([ResponseCode.voteLimitReached]));
    const [entry] = await a.database.db
      .select({ votes: contestEntries.voteCount })
      .from(contestEntries)
      .where(eq(contestEntries.id, star.entryId));
    const [rows] = await a.database.db
      .select({ n: count() })
      .from(contestVotes)
      .where(eq(contestVotes.entryId, star.entryId));
    expect([entry?.votes, Number(rows?.n)]).toEqual([200, 200]);
  }, 120_000);
});
