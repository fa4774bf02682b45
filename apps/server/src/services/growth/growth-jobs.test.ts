import { inviteCashShareVerify } from '@course/contracts/growth-invite';
import { inviteCashWithdraw } from '@course/contracts/growth-withdraw';
import { reportLearnRecord } from '@course/contracts/learning-section';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import {
  courseOwnerships,
  courses,
  growthActivities,
  rewardBalances,
  rewardLedger,
  sections,
  withdrawals,
} from '../../db/schema/index.ts';
import type { SandboxTransferProvider } from '../../integrations/transfer/sandbox.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { saveActivity } from './activities.ts';
import { expireRewards } from './expiry.ts';
import { postEntry } from './ledger.ts';
import { sweepStuckWithdrawals } from './withdrawal-sweep.ts';

/**
 * The class-task reward (through learning's section-learned hook), reward expiry (FIFO, exactly once, never
 * below zero) and the stuck-withdrawal sweep (the provider's 24-hour confirmation window), on both databases.
 */
describeEachDatabase('growth: class task, expiry, withdrawal sweep', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let db: AppDb;
  let clock = Date.now();
  const DAY = 86_400_000;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
    db = t.database.db;
    await saveActivity(db, {
      code: 'invite-cash-v2',
      title: '邀请好友赚现金',
      registrationRewardCents: 0,
      firstPurchaseRewardCents: 1000,
      classTaskSections: 2,
      classTaskRewardCents: 300,
      rewardValidDays: 30,
      dailyRewardCap: 20,
      minWithdrawCents: 100,
      dailyWithdrawCount: 50,
      reviewThresholdCents: 20_000,
    });
  });
  afterAll(async () => t?.close());

  const balanceOf = async (customerId: number) =>
    (await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId)))[0]
      ?.balanceCents ?? 0;
  const ledgerOf = (customerId: number) =>
    db
      .select()
      .from(rewardLedger)
      .where(eq(rewardLedger.customerId, customerId))
      .orderBy(asc(rewardLedger.id));
  const credit = (customerId: number, cents: number, at: number, activityId: number | null = null) =>
    db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'reward',
        amountCents: cents,
        reason: 'test',
        entryKey: `test:credit:${customerId}:${at}:${cents}:${Math.random()}`,
        activityId,
        now: new Date(at),
      }),
    );
  const debit = (customerId: number, cents: number, at: number) =>
    db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'withdrawal',
        amountCents: -cents,
        reason: 'test',
        entryKey: `test:debit:${customerId}:${at}:${Math.random()}`,
        now: new Date(at),
      }),
    );
  const activityId = async () =>
    (await db.select().from(growthActivities).where(eq(growthActivities.code, 'invite-cash-v2')))[0]!.id;

  it('grants the class task once, when the invitee has learned the configured sections', async () => {
    const inviter = await t.newCustomer();
    const invitee = await t.newCustomer();
    expect(
      await call(t.app, inviteCashShareVerify, {
        token: invitee.token,
        body: { inviterId: inviter.customerId },
      }),
    ).toMatchObject({ code: 0, data: { result: 'bound' } });
    const [course] = await db.select().from(courses).where(eq(courses.title, '每日一听：记忆力小课堂'));
    await db.insert(courseOwnerships).values({
      customerId: invitee.customerId,
      courseId: course!.id,
      source: 'gifted',
      grantRef: 't',
    });
    const [a, b] = await db
      .select()
      .from(sections)
      .where(eq(sections.courseId, course!.id))
      .orderBy(sections.chapterId, sections.sort);
    const learn = (sectionId: number) =>
      call(t.app, reportLearnRecord, {
        token: invitee.token,
        body: {
          life: 'ended',
          sectionId,
          isLearned: 1,
          learnTime: 20,
          audioTime: 20,
          osName: 'h5',
          type: 1,
          time: 100,
        },
      });
    expect((await learn(a!.id)).code).toBe(0);
    expect(await balanceOf(inviter.customerId)).toBe(0); // one section of two
    clock += 1000;
    expect((await learn(a!.id)).code).toBe(0); // the same section again counts once
    expect(await balanceOf(inviter.customerId)).toBe(0);
    clock += 1000;
    const both = await Promise.all([learn(b!.id), learn(b!.id), learn(b!.id)]);
    expect(both.every((r) => r.code === 0)).toBe(true);
    expect(await balanceOf(inviter.customerId)).toBe(300);
    const entries = await ledgerOf(inviter.customerId);
    expect(entries.map((e) => [e.kind, e.amountCents, e.entryKey, e.inviteeId])).toEqual([
      ['reward', 300, `reward:class_task:invitee:${invitee.customerId}`, invitee.customerId],
    ]);
  });

  it('expires unspent rewards past their validity FIFO, once, never below zero', async () => {
    const start = clock;
    const who = await t.newCustomer();
    const id = await activityId(); // 30 days valid
    await credit(who.customerId, 500, start - 40 * DAY, id); // oldest: expires
    await credit(who.customerId, 300, start - 35 * DAY, id); // expires
    await credit(who.customerId, 200, start - 5 * DAY, id); // still valid
    await debit(who.customerId, 600, start - 10 * DAY); // spends the 500 and 100 of the 300 (FIFO)
    expect(await balanceOf(who.customerId)).toBe(400);
    const first = await expireRewards(db, new Date(start));
    expect(first.entries).toBeGreaterThanOrEqual(1);
    // the oldest is spent in full; 200 of the second is left and expires; the recent 200 stays
    expect(await balanceOf(who.customerId)).toBe(200);
    const expiries = (await ledgerOf(who.customerId)).filter((e) => e.kind === 'expiry');
    expect(expiries.map((e) => e.amountCents)).toEqual([-200]);
    // running again (or from two processes at once) expires nothing more
    await Promise.all([expireRewards(db, new Date(start)), expireRewards(db, new Date(start))]);
    expect(await balanceOf(who.customerId)).toBe(200);
    // 26 days later the third credit is past 30 days too
    const later = await expireRewards(db, new Date(start + 26 * DAY));
    expect(later.cents).toBeGreaterThanOrEqual(200);
    expect(await balanceOf(who.customerId)).toBe(0);
    const all = await ledgerOf(who.customerId);
    expect(all.filter((e) => e.kind === 'expiry').map((e) => e.amountCents)).toEqual([-200, -200]);
    expect(all.every((e) => e.balanceAfterCents >= 0)).toBe(true);
  });

  it('a credit without a growth activity lasts the default 365 days', async () => {
    const who = await t.newCustomer();
    await credit(who.customerId, 100, clock - 100 * DAY, null);
    await expireRewards(db, new Date(clock));
    expect(await balanceOf(who.customerId)).toBe(100);
    await expireRewards(db, new Date(clock + 266 * DAY));
    expect(await balanceOf(who.customerId)).toBe(0);
  });

  it('sweeps withdrawals the learner never confirmed: after 24 hours the bill fails and the money comes back once', async () => {
    const who = await t.newCustomer();
    await credit(who.customerId, 1000, clock, await activityId());
    const asked = await call(t.app, inviteCashWithdraw, { token: who.token, body: { amountCents: 600 } });
    expect(asked).toMatchObject({ code: 0, data: { withdrawal: { state: 'WAIT_USER_CONFIRM' } } });
    const outBillNo = (asked.data as { withdrawal: { outBillNo: string } }).withdrawal.outBillNo;
    expect(await balanceOf(who.customerId)).toBe(400);
    const ctx = (at: number) => ({
      transfers: t.app.deps.transfers,
      notifyUrl: 'http://x/notify',
      now: new Date(at),
    });
    // within the window nothing is asked
    expect(await sweepStuckWithdrawals(db, ctx(clock + 3_600_000))).toMatchObject({ settled: 0 });
    clock += 25 * 3_600_000;
    const [one, two] = await Promise.all([
      sweepStuckWithdrawals(db, ctx(clock)),
      sweepStuckWithdrawals(db, ctx(clock)),
    ]);
    expect(one.settled + two.settled).toBeGreaterThanOrEqual(1);
    const [w] = await db.select().from(withdrawals).where(eq(withdrawals.outBillNo, outBillNo));
    expect(w).toMatchObject({ state: 'FAIL', failReason: 'SANDBOX_CONFIRM_EXPIRED' });
    expect(await balanceOf(who.customerId)).toBe(1000);
    const refunds = (await ledgerOf(who.customerId)).filter((e) => e.kind === 'withdrawal_refund');
    expect(refunds).toHaveLength(1);
    // the confirmation page can no longer settle it
    expect(await (t.app.deps.transfers as SandboxTransferProvider).settle(outBillNo, 'SUCCESS')).toBeNull();
  });

  it('sweeps a withdrawal stuck CREATING: queries first, creates the unknown bill with the same number, applies a known one', async () => {
    const who = await t.newCustomer();
    await credit(who.customerId, 1000, clock, await activityId());
    const outBillNo = `WSTUCK${who.customerId}`;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawals)
        .values({
          outBillNo,
          customerId: who.customerId,
          amountCents: 300,
          state: 'CREATING',
          beijingDay: '2026-01-01',
          createdAt: new Date(clock - 10 * 60_000),
          updatedAt: new Date(clock - 10 * 60_000),
        })
        .returning();
      await postEntry(tx, {
        customerId: who.customerId,
        kind: 'withdrawal',
        amountCents: -300,
        reason: 'test',
        entryKey: `withdrawal:${outBillNo}`,
        withdrawalId: row!.id,
        now: new Date(clock),
      });
    });
    const sandbox = t.app.deps.transfers as SandboxTransferProvider;
    expect(await sandbox.record(outBillNo)).toBeNull();
    const swept = await sweepStuckWithdrawals(db, {
      transfers: sandbox,
      notifyUrl: 'http://x/n',
      now: new Date(clock),
    });
    expect(swept.checked).toBeGreaterThanOrEqual(1);
    const [w] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.outBillNo, outBillNo), eq(withdrawals.customerId, who.customerId)));
    expect(w!.state).toBe('WAIT_USER_CONFIRM');
    expect((await sandbox.record(outBillNo))?.outBillNo).toBe(outBillNo);
    // confirmed at the provider, the notification lost: the sweep after the window settles SUCCESS
    await sandbox.settle(outBillNo, 'SUCCESS');
    clock += 25 * 3_600_000;
    await sweepStuckWithdrawals(db, { transfers: sandbox, notifyUrl: 'http://x/n', now: new Date(clock) });
    const [done] = await db.select().from(withdrawals).where(eq(withdrawals.outBillNo, outBillNo));
    expect(done!.state).toBe('SUCCESS');
    expect(await balanceOf(who.customerId)).toBe(700);
  });
});
