// Over 300 lines: team buying from opening to refund in one suite on both drivers, the cases sharing one app and its learners.
import { activityTeamStatus } from '@course/contracts/group-buying-lead';
import { teamBuyJoin, teamBuyOpen, teamBuyTeam } from '@course/contracts/group-buying-team';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  customerMessages,
  groupBuyActivities,
  groupBuyMembers,
  groupBuyTeams,
  orderEvents,
  orders,
  refunds,
} from '../../db/schema/index.ts';
import { seedGroupBuying } from '../../db/seed-group-buying.ts';
import {
  activityByCode,
  joinAndPay,
  openPaidTeam,
  payOnCashier,
  paySeat,
} from '../../test-support/group-buying-helpers.ts';
import { call, ownershipCount } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { startTeamScheduler } from './scheduler.ts';
import { sweepTeams } from './team-refunds.ts';
import { ONE_TEAM_MESSAGE, TEAM_FULL_MESSAGE } from './teams.ts';

/**
 * Team buying on PGlite and PostgreSQL, through the real calls and the sandbox cashier: a team fills and every
 * member gets the course; 100 joins at once of a team with two seats left give exactly two seats; a payment
 * for a seat the team no longer holds is refunded once and flagged; a team past its deadline fails and every
 * member is refunded exactly once (or is completed by the system when the activity says so).
 */
describeEachDatabase('team buying', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let activityId: number;
  let courseId: number;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    const activity = await activityByCode(t.database.db, 'team-buy-piano');
    activityId = activity.id;
    courseId = activity.courseId;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const sweep = () => sweepTeams(db(), t.app.deps.payments, { now: new Date(), publicBaseUrl: 'http://x' });
  /** The team's deadline (as the sandbox's test clock does): moved into the past. */
  const expire = (teamNo: string) =>
    db()
      .update(groupBuyTeams)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(groupBuyTeams.teamNo, teamNo));
  const teamOf = async (teamNo: string) =>
    (await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.teamNo, teamNo)))[0]!;
  const orderOf = async (orderNo: string) =>
    (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const messagesOf = async (customerId: number) =>
    (await db().select().from(customerMessages).where(eq(customerMessages.customerId, customerId))).map(
      (m) => m.title,
    );

  it('three learners fill a team: every one gets the course only when the team is full', async () => {
    const { leader, teamNo, orderNo } = await openPaidTeam(t, activityId);
    expect((await orderOf(orderNo)).payAmountCents).toBe(7_900); // the leader's discount
    expect(await ownershipCount(db(), leader.customerId, courseId)).toBe(0);
    const team = await call(t.app, teamBuyTeam, { token: leader.token, body: { teamNo } });
    expect(team.data).toMatchObject({ status: 'open', seats: 3, seatsLeft: 2, paidCount: 1 });
    const second = await joinAndPay(t, teamNo);
    expect(await ownershipCount(db(), second.customerId, courseId)).toBe(0);
    const third = await joinAndPay(t, teamNo);
    expect((await orderOf(third.orderNo)).payAmountCents).toBe(9_900);
    expect((await teamOf(teamNo)).status).toBe('succeeded');
    for (const who of [leader, second, third]) {
      expect(await ownershipCount(db(), who.customerId, courseId)).toBe(1);
      expect(await messagesOf(who.customerId)).toContain('拼团成功');
    }
    const after = await call(t.app, teamBuyTeam, { token: third.token, body: { teamNo } });
    expect(after.data).toMatchObject({ status: 'succeeded', seatsLeft: 0, paidCount: 3 });
    expect(after.data.members).toHaveLength(3);
    expect(after.data.members[0]!.role).toBe('leader');
    const late = await t.newCustomer();
    expect(await call(t.app, teamBuyJoin, { token: late.token, body: { teamNo } })).toMatchObject({
      code: ResponseCode.teamFull,
      msg: TEAM_FULL_MESSAGE,
    });
  });

  it('100 joins at once of a 3-seat team: exactly 3 paid members, the others told it is full and never charged', async () => {
    const { teamNo } = await openPaidTeam(t, activityId);
    const learners = await Promise.all(Array.from({ length: 100 }, () => t.newCustomer()));
    const answers = await Promise.all(
      learners.map((l) => call(t.app, teamBuyJoin, { token: l.token, body: { teamNo } })),
    );
    const seated = answers.filter((a) => a.code === 0);
    expect(seated).toHaveLength(2);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(98);
    for (const a of refused) expect(a).toMatchObject({ code: ResponseCode.teamFull, msg: TEAM_FULL_MESSAGE });
    // the refused have no order at all: nothing to pay, nothing charged
    const theirOrders = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          learners.filter((_, i) => answers[i]!.code !== 0).map((l) => l.customerId),
        ),
      );
    expect(theirOrders).toHaveLength(0);
    for (const [i, a] of answers.entries()) {
      if (a.code !== 0) continue;
      const paymentNo = await paySeat(t, learners[i]!.token, a.data.orderNo);
      await payOnCashier(t, paymentNo!);
    }
    const team = await teamOf(teamNo);
    expect(team.status).toBe('succeeded');
    const paid = await db()
      .select()
      .from(groupBuyMembers)
      .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'paid')));
    expect(paid).toHaveLength(3);
  });

  it('a payment for a seat the team no longer holds is refunded once and flagged', async () => {
    const { teamNo } = await openPaidTeam(t, activityId);
    const slow = await t.newCustomer();
    const joined = await call(t.app, teamBuyJoin, { token: slow.token, body: { teamNo } });
    const slowPayment = await paySeat(t, slow.token, joined.data.orderNo);
    // the slow learner's order lapses (30 minutes) before the money arrives; two others fill the team meanwhile
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, joined.data.orderNo));
    await joinAndPay(t, teamNo);
    await joinAndPay(t, teamNo);
    expect((await teamOf(teamNo)).status).toBe('succeeded');
    await payOnCashier(t, slowPayment!);
    const [seat] = await db()
      .select()
      .from(groupBuyMembers)
      .where(eq(groupBuyMembers.customerId, slow.customerId));
    expect(seat).toMatchObject({ status: 'refund_due', paidTooLate: true });
    expect((await orderOf(joined.data.orderNo)).needsRefund).toBe(true);
    expect(await ownershipCount(db(), slow.customerId, courseId)).toBe(0);
    const refund = vi.spyOn(t.app.deps.payments.byName('sandbox')!, 'refund');
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect((await orderOf(joined.data.orderNo)).status).toBe('refunded');
    expect(await messagesOf(slow.customerId)).toEqual(expect.arrayContaining(['拼团已满员', '拼团退款成功']));
    const events = await db()
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderOf(joined.data.orderNo)).id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['group_buy_paid_too_late', 'refunded']),
    );
  });

  it('a team past its deadline fails: each paid member is refunded exactly once', async () => {
    const { leader, teamNo, orderNo } = await openPaidTeam(t, activityId);
    const member = await joinAndPay(t, teamNo);
    expect(await call(t.app, teamBuyOpen, { token: leader.token, body: { activityId } })).toMatchObject({
      code: ResponseCode.conflict,
      msg: ONE_TEAM_MESSAGE,
    });
    const refund = vi.spyOn(t.app.deps.payments.byName('sandbox')!, 'refund');
    await expire(teamNo);
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    expect((await teamOf(teamNo)).status).toBe('failed');
    expect(refund).toHaveBeenCalledTimes(2);
    refund.mockRestore();
    for (const no of [orderNo, member.orderNo]) {
      const order = await orderOf(no);
      expect(order.status).toBe('refunded');
      expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    }
    for (const who of [leader, member]) {
      expect(await ownershipCount(db(), who.customerId, courseId)).toBe(0);
      expect(await messagesOf(who.customerId)).toEqual(
        expect.arrayContaining(['拼团未成功', '拼团退款成功']),
      );
    }
    // the leader may open a new team once the old one ended
    expect((await call(t.app, teamBuyOpen, { token: leader.token, body: { activityId } })).code).toBe(0);
  });

  it('each demo activity has lines of its own team size (the 2-person lead team is never 三人成团)', async () => {
    const sizeWords: Record<number, RegExp> = { 2: /三人|3人/, 3: /两人|二人|2人/ };
    for (const code of ['team-buy-piano', 'lead-team-piano']) {
      const activity = await activityByCode(db(), code);
      expect(activity.words.length).toBeGreaterThan(0);
      for (const word of activity.words) expect(word, code).not.toMatch(sizeWords[activity.teamSize]!);
    }
    // a database seeded with the shared lines gets the lead activity's own; an operator's lines are kept
    const team = await activityByCode(db(), 'team-buy-piano');
    const lead = await activityByCode(db(), 'lead-team-piano');
    await db()
      .update(groupBuyActivities)
      .set({ words: team.words })
      .where(eq(groupBuyActivities.id, lead.id));
    await seedGroupBuying(db());
    expect((await activityByCode(db(), 'lead-team-piano')).words).toEqual(lead.words);
    await db()
      .update(groupBuyActivities)
      .set({ words: ['运营写的话'] })
      .where(eq(groupBuyActivities.id, lead.id));
    await seedGroupBuying(db());
    expect((await activityByCode(db(), 'lead-team-piano')).words).toEqual(['运营写的话']);
    await db()
      .update(groupBuyActivities)
      .set({ words: lead.words })
      .where(eq(groupBuyActivities.id, lead.id));
  });

  it('模拟成团: a team with a paid leader is completed by the system at the deadline', async () => {
    const lead = await activityByCode(db(), 'lead-team-piano');
    const { leader, teamNo } = await openPaidTeam(t, lead.id);
    await expire(teamNo);
    expect(await sweep()).toMatchObject({ closed: 1, refunded: 0 });
    const team = await teamOf(teamNo);
    expect(team).toMatchObject({ status: 'succeeded', systemFilled: 1 });
    expect(await ownershipCount(db(), leader.customerId, lead.courseId)).toBe(1);
    const view = await call(t.app, teamBuyTeam, { body: { teamNo } });
    expect(view.data.members.map((m) => m.role)).toEqual(['leader', 'system']);
  });

  it('the scheduler of this database closes a due team without a visitor (pg-boss, or the PGlite timer)', async () => {
    const scheduler = await startTeamScheduler({
      database: t.database,
      payments: t.app.deps.payments,
      now: Date.now,
      publicBaseUrl: 'http://x',
      pollMs: 500,
    });
    try {
      expect(scheduler.kind).toBe(t.database.driver === 'pglite' ? 'timer' : 'pg-boss');
      const { teamNo, orderNo } = await openPaidTeam(t, activityId);
      await expire(teamNo);
      await scheduler.teamOpened((await teamOf(teamNo)).id, new Date());
      const start = Date.now();
      while ((await orderOf(orderNo)).status !== 'refunded' && Date.now() - start < 20_000)
        await new Promise((r) => setTimeout(r, 200));
      expect((await orderOf(orderNo)).status).toBe('refunded');
      expect((await teamOf(teamNo)).status).toBe('failed');
    } finally {
      await scheduler.stop();
    }
  }, 30_000);

  it('the team poster is a well-formed SVG with the team price and the join link’s QR', async () => {
    const { teamNo } = await openPaidTeam(t, activityId);
    const poster = await t.app.inject({
      method: 'GET',
      url: `/course-market/api/v1/teamBuy/poster/${teamNo}.svg`,
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
    expect(poster.body).toContain('¥99.00');
    expect(poster.body).toContain('还差2人成团');
    // no element names an attribute twice (a browser refuses such an image)
    for (const tag of poster.body.match(/<[a-zA-Z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([\w:-]+)=/g)].map((m) => m[1]);
      expect(new Set(names).size, tag.slice(0, 80)).toBe(names.length);
    }
    expect(poster.body.match(/<svg /g)).toHaveLength(2);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/course-market/api/v1/teamBuy/poster/nope.svg',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a seat held by an unpaid order is neither a member nor free: 还差 counts paid members, 剩余 the free seats', async () => {
    const { leader, teamNo } = await openPaidTeam(t, activityId);
    const hesitant = await t.newCustomer();
    expect(await call(t.app, teamBuyJoin, { token: hesitant.token, body: { teamNo } })).toMatchObject({
      code: 0,
    });
    const seen = await call(t.app, teamBuyTeam, { token: leader.token, body: { teamNo } });
    expect(seen.data).toMatchObject({
      seats: 3,
      paidCount: 1,
      reservedCount: 1,
      seatsLeft: 1,
      membersNeeded: 2,
    });
    expect(seen.data.members).toHaveLength(1);
    const status = await call(t.app, activityTeamStatus, { body: { teamNo } });
    expect(status.data).toMatchObject({ seatsLeft: 1, reservedCount: 1, membersNeeded: 2 });
    const poster = await t.app.inject({
      method: 'GET',
      url: `/course-market/api/v1/teamBuy/poster/${teamNo}.svg`,
    });
    expect(poster.body).toContain('还差2人成团');
    const holder = await call(t.app, teamBuyTeam, { token: hesitant.token, body: { teamNo } });
    expect(holder.data.me).toMatchObject({ status: 'reserved', role: 'member' });
  });

  it('a free leader seat opens the team without a payment', async () => {
    await db()
      .update(groupBuyActivities)
      .set({ leaderBenefit: 'free' })
      .where(eq(groupBuyActivities.id, activityId));
    const { teamNo, orderNo } = await openPaidTeam(t, activityId);
    expect((await orderOf(orderNo)).status).toBe('paid');
    expect((await teamOf(teamNo)).status).toBe('open');
    await db()
      .update(groupBuyActivities)
      .set({ leaderBenefit: 'discount' })
      .where(eq(groupBuyActivities.id, activityId));
  });
});
