import { raffleDraw, raffleInfo, raffleSave, raffleWinners } from '@course/contracts/growth-raffle';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import {
  goods,
  inviteBindings,
  prizeCodes,
  raffleDraws,
  rafflePrizes,
  rewardBalances,
  rewardLedger,
} from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { requireActivity } from './activities.ts';
import { drawRaffle, pickPrize, raffleByCode } from './raffle.ts';

/**
 * Raffles on PGlite and PostgreSQL: odds validated on save, draws decided on the server within the learner's
 * allowance, cash prizes credited once to the ledger, goods prizes as exchange codes, and under concurrency
 * stock never below zero and the same draw never granted twice.
 */
describeEachDatabase('growth: raffles', { seeded: true }, (getDatabase, target) => {
  let t: TestApp;
  let db: AppDb;
  const base = {
    title: '测试抽奖',
    rule: '',
    theme: 'default' as const,
    dailyDraws: 1,
    drawsPerInvite: 0,
    active: true,
  };
  const none = {
    name: '谢谢参与',
    kind: 'none' as const,
    amountCents: 0,
    goodsId: null,
    weight: 0,
    stock: null,
  };
  const cash = (amountCents: number, weight: number, stock: number | null) => ({
    name: `${amountCents}分`,
    kind: 'cash' as const,
    amountCents,
    goodsId: null,
    weight,
    stock,
  });

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    db = t.database.db;
  });
  afterAll(async () => t?.close());

  const balanceOf = async (customerId: number) =>
    (await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId)))[0]
      ?.balanceCents ?? 0;
  const save = (body: Record<string, unknown>) => call(t.app, raffleSave, { body: body as never });

  it('validates the odds on save: one explicit no-prize outcome, integer weights with a positive sum', async () => {
    const noNone = await save({ ...base, code: 'v1', prizes: [cash(100, 1, 1), cash(200, 1, 1)] });
    expect(noNone).toMatchObject({
      code: ResponseCode.invalidParams,
      msg: expect.stringContaining('未中奖'),
    });
    const twoNones = await save({ ...base, code: 'v2', prizes: [none, { ...none, name: '再来' }] });
    expect(twoNones.code).toBe(ResponseCode.invalidParams);
    const zero = await save({ ...base, code: 'v3', prizes: [none, cash(100, 0, 5)] });
    expect(zero).toMatchObject({ code: ResponseCode.invalidParams, msg: expect.stringContaining('权重') });
    const fraction = await save({ ...base, code: 'v4', prizes: [none, cash(100, 1.5, 5)] });
    expect(fraction.code).toBe(ResponseCode.invalidParams);
    const noAmount = await save({ ...base, code: 'v5', prizes: [none, cash(0, 1, 5)] });
    expect(noAmount).toMatchObject({
      code: ResponseCode.invalidParams,
      msg: expect.stringContaining('金额'),
    });
    const ok = await save({ ...base, code: 'v6', prizes: [{ ...none, weight: 3 }, cash(100, 1, 5)] });
    expect(ok).toMatchObject({ code: 0, data: { weightTotal: 4 } });
    // shrinking the list removes the slots beyond it
    await save({ ...base, code: 'v6', prizes: [{ ...none, weight: 3 }, cash(100, 1, 5), cash(200, 1, 5)] });
    await save({ ...base, code: 'v6', prizes: [{ ...none, weight: 3 }, cash(300, 1, 5)] });
    const raffle = await raffleByCode(db, 'v6');
    const slots = await db.select().from(rafflePrizes).where(eq(rafflePrizes.raffleId, raffle.id));
    expect(slots.map((s) => s.amountCents).sort()).toEqual([0, 300]);
  });

  it('picks by integer weights and never a prize without stock', () => {
    const prizes = [
      { ...cash(100, 1, 0), id: 1, raffleId: 1, slot: 0 },
      { ...cash(200, 3, null), id: 2, raffleId: 1, slot: 1 },
      { ...none, weight: 1, id: 3, raffleId: 1, slot: 2 },
    ];
    // stock 0 drops the first: total 4, rolls 0-2 → slot 1, roll 3 → the no-prize outcome
    const totals: number[] = [];
    const slots = [0, 1, 2, 3].map(
      (r) =>
        pickPrize(prizes, (total) => {
          totals.push(total);
          return r;
        }).slot,
    );
    expect(slots).toEqual([1, 1, 1, 2]);
    expect(new Set(totals)).toEqual(new Set([4]));
  });

  it('a learner draws within the allowance; a cash prize is credited to the ledger once', async () => {
    await save({ ...base, code: 'one-cash', prizes: [none, cash(188, 1, null)] });
    const a = await t.newCustomer();
    const info = await call(t.app, raffleInfo, { token: a.token, body: { code: 'one-cash' } });
    expect(info).toMatchObject({ code: 0, data: { drawsLeft: 1, balanceCents: 0 } });
    const draw = await call(t.app, raffleDraw, { token: a.token, body: { code: 'one-cash' } });
    expect(draw).toMatchObject({
      code: 0,
      data: { result: { slot: 1, kind: 'cash', amountCents: 188 }, drawsLeft: 0, balanceCents: 188 },
    });
    const again = await call(t.app, raffleDraw, { token: a.token, body: { code: 'one-cash' } });
    expect(again).toMatchObject({ code: ResponseCode.conflict, msg: expect.stringContaining('次数已用完') });
    const entries = await db.select().from(rewardLedger).where(eq(rewardLedger.customerId, a.customerId));
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([['raffle_prize', 188]]);
    expect(await balanceOf(a.customerId)).toBe(188);
    const winners = await call(t.app, raffleWinners, { body: { code: 'one-cash' } });
    expect(winners.data.list[0]).toMatchObject({ prizeName: '188分' });
    expect(winners.data.list[0]!.nickname).toMatch(/\*/);
  });

  it('the next Beijing day gives a new daily draw; invitees bound earn extra draws', async () => {
    await save({
      ...base,
      code: 'days',
      drawsPerInvite: 2,
      prizes: [{ ...none, weight: 1 }, cash(1, 0, null)],
    });
    const raffle = await raffleByCode(db, 'days');
    const a = await t.newCustomer();
    const draw = (iso: string) =>
      drawRaffle(db, { code: 'days', customerId: a.customerId, brand: 'nbc', now: new Date(iso) });
    await draw('2026-03-01T15:59:00Z'); // 23:59 Beijing, 1 March
    await expect(draw('2026-03-01T15:59:30Z')).rejects.toMatchObject({ code: ResponseCode.conflict });
    await draw('2026-03-01T16:00:00Z'); // 00:00 Beijing, 2 March
    const invitee = await t.newCustomer();
    const activity = await requireActivity(db, new Date());
    await db
      .insert(inviteBindings)
      .values({ activityId: activity.id, inviterId: a.customerId, inviteeId: invitee.customerId });
    const extra1 = await draw('2026-03-01T16:01:00Z');
    const extra2 = await draw('2026-03-01T16:02:00Z');
    expect([extra1.drawsLeft, extra2.drawsLeft]).toEqual([1, 0]);
    await expect(draw('2026-03-01T16:03:00Z')).rejects.toMatchObject({ code: ResponseCode.conflict });
    const keys = (await db.select().from(raffleDraws).where(eq(raffleDraws.raffleId, raffle.id))).map(
      (d) => d.drawKey,
    );
    expect(keys).toHaveLength(4);
    expect(keys.filter((k) => k.includes(':invite:'))).toHaveLength(2);
  });

  it('a goods prize is an exchange code of the goods prizes, valid 30 days', async () => {
    const [good] = await db.select().from(goods).where(eq(goods.title, '学习之星定制保温杯'));
    await save({
      ...base,
      code: 'cup',
      prizes: [
        none,
        { name: '保温杯', kind: 'goods', amountCents: 0, goodsId: good!.id, weight: 1, stock: 1 },
      ],
    });
    const a = await t.newCustomer();
    const draw = await call(t.app, raffleDraw, { token: a.token, body: { code: 'cup' } });
    expect(draw.data.result).toMatchObject({ kind: 'goods', name: '保温杯' });
    const [code] = await db.select().from(prizeCodes).where(eq(prizeCodes.code, draw.data.result.prizeCode!));
    expect(code).toMatchObject({ goodsId: good!.id, source: '测试抽奖', redeemedAt: null });
    const b = await t.newCustomer();
    const second = await call(t.app, raffleDraw, { token: b.token, body: { code: 'cup' } });
    expect(second.data.result).toMatchObject({ kind: 'none', prizeCode: null });
  });

  it('refuses a raffle that is over or not started', async () => {
    await save({
      ...base,
      code: 'over',
      endsAt: Date.now() - 1000,
      startsAt: Date.now() - 10_000,
      prizes: [{ ...none, weight: 1 }, cash(1, 1, null)],
    });
    const a = await t.newCustomer();
    const over = await call(t.app, raffleDraw, { token: a.token, body: { code: 'over' } });
    expect(over).toMatchObject({ code: ResponseCode.conflict, msg: '活动已结束' });
  });

  // concurrency needs several connections: PostgreSQL only (PGlite has one)
  if (target.name === 'postgres')
    it('50 concurrent draws on a prize with stock 3: exactly 3 winners, stock 0, 3 ledger entries', async () => {
      await save({ ...base, code: 'race-stock', prizes: [none, cash(500, 1, 3)] });
      const raffle = await raffleByCode(db, 'race-stock');
      const learners = await Promise.all(Array.from({ length: 50 }, () => t.newCustomer()));
      const outcomes = await Promise.all(
        learners.map((l) =>
          drawRaffle(db, { code: 'race-stock', customerId: l.customerId, brand: 'nbc', now: new Date() }),
        ),
      );
      const winners = outcomes.filter((o) => o.result.kind === 'cash');
      expect(winners).toHaveLength(3);
      const [prize] = await db
        .select()
        .from(rafflePrizes)
        .where(and(eq(rafflePrizes.raffleId, raffle.id), eq(rafflePrizes.slot, 1)));
      expect(prize!.stock).toBe(0);
      const credited = await db.select().from(rewardLedger).where(eq(rewardLedger.kind, 'raffle_prize'));
      const ids = new Set(learners.map((l) => l.customerId));
      expect(credited.filter((e) => ids.has(e.customerId))).toHaveLength(3);
      console.log(
        `[raffle] ${target.name}: 50 concurrent draws, stock 3 → ${winners.length} winners, stock left ${prize!.stock}`,
      );
    });

  // concurrency needs several connections: PostgreSQL only (PGlite has one)
  if (target.name === 'postgres')
    it('20 concurrent draws of one learner with one draw left: granted once', async () => {
      await save({ ...base, code: 'race-self', prizes: [none, cash(100, 1, null)] });
      const a = await t.newCustomer();
      const settled = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          drawRaffle(db, { code: 'race-self', customerId: a.customerId, brand: 'nbc', now: new Date() }),
        ),
      );
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      expect(
        settled.every(
          (s) => s.status === 'fulfilled' || (s.reason as { code: number }).code === ResponseCode.conflict,
        ),
      ).toBe(true);
      expect(await balanceOf(a.customerId)).toBe(100);
      console.log(`[raffle] ${target.name}: 20 concurrent draws of one learner → 1 granted, balance 100`);
    });
});
