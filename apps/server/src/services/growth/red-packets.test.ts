import {
  redPacketActivitySave,
  redPacketHistory,
  redPacketInfo,
  redPacketOpen,
} from '@course/contracts/growth-red-packet';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import { redPacketActivities, redPackets, rewardBalances, rewardLedger } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { openRedPacket } from './red-packets.ts';

/**
 * Red packets on PGlite and PostgreSQL: one per learner (or per Beijing day), a random amount within the bounds
 * and the budget, credited once; concurrent opens open one packet; the budget never goes negative.
 */
describeEachDatabase('growth: red packets', { seeded: true }, (getDatabase, target) => {
  let t: TestApp;
  let db: AppDb;
  const base = {
    title: '测试红包',
    kind: 'once' as const,
    rule: '',
    minCents: 10,
    maxCents: 100,
    budgetCents: 100_000,
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    db = t.database.db;
  });
  afterAll(async () => t?.close());

  const balanceOf = async (customerId: number) =>
    (await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId)))[0]
      ?.balanceCents ?? 0;
  const save = (body: Record<string, unknown>) => call(t.app, redPacketActivitySave, { body: body as never });

  it('validates bounds on save', async () => {
    expect((await save({ ...base, code: 'bad', minCents: 200, maxCents: 100 })).code).toBe(
      ResponseCode.invalidParams,
    );
    expect((await save({ ...base, code: 'bad', minCents: 0 })).code).toBe(ResponseCode.invalidParams);
    expect((await save({ ...base, code: 'good' })).code).toBe(0);
    expect((await save({ ...base, code: 'good', kind: 'daily' })).code).toBe(ResponseCode.invalidParams);
  });

  it('opens once with an amount within the bounds, credited once; the history lists it', async () => {
    await save({ ...base, code: 'once' });
    const a = await t.newCustomer();
    const before = await call(t.app, redPacketInfo, { token: a.token, body: { code: 'once' } });
    expect(before).toMatchObject({ code: 0, data: { opened: null, activity: { soldOut: false } } });
    const open = await call(t.app, redPacketOpen, { token: a.token, body: { code: 'once' } });
    expect(open.code).toBe(0);
    expect(open.data.amountCents).toBeGreaterThanOrEqual(10);
    expect(open.data.amountCents).toBeLessThanOrEqual(100);
    expect(open.data).toMatchObject({ alreadyOpened: false, balanceCents: open.data.amountCents });
    const again = await call(t.app, redPacketOpen, { token: a.token, body: { code: 'once' } });
    expect(again.data).toMatchObject({ alreadyOpened: true, amountCents: open.data.amountCents });
    expect(await balanceOf(a.customerId)).toBe(open.data.amountCents);
    const history = await call(t.app, redPacketHistory, { token: a.token, body: {} });
    expect(history.data).toMatchObject({ total: 1, totalCents: open.data.amountCents });
    expect(history.data.list[0]).toMatchObject({ title: '测试红包', kind: 'once' });
  });

  it('a daily packet: one per Beijing day', async () => {
    await save({ ...base, code: 'daily', kind: 'daily' });
    const a = await t.newCustomer();
    const open = (iso: string) =>
      openRedPacket(db, { code: 'daily', customerId: a.customerId, now: new Date(iso) });
    const first = await open('2026-03-01T15:00:00Z'); // 23:00 Beijing
    expect((await open('2026-03-01T15:59:59Z')).alreadyOpened).toBe(true);
    const next = await open('2026-03-01T16:00:00Z'); // 00:00 Beijing next day
    expect(next.alreadyOpened).toBe(false);
    expect(await balanceOf(a.customerId)).toBe(first.amountCents + next.amountCents);
  });

  it('the budget never goes negative: the last packet gets what is left, then sold out', async () => {
    await save({ ...base, code: 'small', minCents: 30, maxCents: 50, budgetCents: 110 });
    const amounts: (number | string)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const l = await t.newCustomer();
      amounts.push(
        await openRedPacket(db, {
          code: 'small',
          customerId: l.customerId,
          now: new Date(),
          roll: () => 40,
        }).then(
          (o) => o.amountCents,
          (e: Error) => e.message,
        ),
      );
    }
    expect(amounts).toEqual([40, 40, 30, '红包已被抢光啦，下次早点来']);
    const [row] = await db.select().from(redPacketActivities).where(eq(redPacketActivities.code, 'small'));
    expect(row!.spentCents).toBe(110);
  });

  it('refuses when sold out with the reason', async () => {
    await save({ ...base, code: 'tiny', minCents: 30, maxCents: 50, budgetCents: 60 });
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    await openRedPacket(db, { code: 'tiny', customerId: a.customerId, now: new Date(), roll: () => 40 });
    const refused = await call(t.app, redPacketOpen, { token: b.token, body: { code: 'tiny' } });
    expect(refused).toMatchObject({ code: ResponseCode.conflict, msg: expect.stringContaining('抢光') });
    const [row] = await db.select().from(redPacketActivities).where(eq(redPacketActivities.code, 'tiny'));
    expect(row!.spentCents).toBe(40);
  });

  // concurrency needs several connections: PostgreSQL only (PGlite has one)
  if (target.name === 'postgres')
    it('20 concurrent opens of one packet: opened once, credited once', async () => {
      await save({ ...base, code: 'race' });
      const a = await t.newCustomer();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          openRedPacket(db, { code: 'race', customerId: a.customerId, now: new Date() }),
        ),
      );
      expect(answers.filter((x) => !x.alreadyOpened)).toHaveLength(1);
      expect(new Set(answers.map((x) => x.amountCents)).size).toBe(1);
      const packets = await db.select().from(redPackets).where(eq(redPackets.customerId, a.customerId));
      const credits = await db.select().from(rewardLedger).where(eq(rewardLedger.customerId, a.customerId));
      expect([packets.length, credits.length]).toEqual([1, 1]);
      expect(await balanceOf(a.customerId)).toBe(answers[0]!.amountCents);
      console.log(
        `[red packet] ${target.name}: 20 concurrent opens → ${packets.length} packet, ${credits.length} credit`,
      );
    });

  // concurrency needs several connections: PostgreSQL only (PGlite has one)
  if (target.name === 'postgres')
    it('40 learners racing for a budget of 10 packets: 10 opened, never over budget', async () => {
      await save({ ...base, code: 'race-budget', minCents: 10, maxCents: 10, budgetCents: 100 });
      const learners = await Promise.all(Array.from({ length: 40 }, () => t.newCustomer()));
      const settled = await Promise.allSettled(
        learners.map((l) =>
          openRedPacket(db, { code: 'race-budget', customerId: l.customerId, now: new Date() }),
        ),
      );
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
      const [row] = await db
        .select()
        .from(redPacketActivities)
        .where(eq(redPacketActivities.code, 'race-budget'));
      expect(row!.spentCents).toBe(100);
      console.log(
        `[red packet] ${target.name}: 40 learners, budget 10 packets → 10 opened, spent ${row!.spentCents}`,
      );
    });
});
