import { inviteCashShareVerify, inviteCashSummaryReward } from '@course/contracts/growth-invite';
import { inviteCashWithdraw, inviteCashWithdrawRecord } from '@course/contracts/growth-withdraw';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { refundApply } from '@course/contracts/orders-user';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import { customers, orders, rewardBalances, rewardLedger, withdrawals } from '../../db/schema/index.ts';
import type { SandboxTransferProvider } from '../../integrations/transfer/sandbox.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  PAID_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { callInject } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { requireActivity, saveActivity } from './activities.ts';
import { postEntry } from './ledger.ts';
import { grantInviteReward, reverseOrderRewards } from './rewards.ts';

/**
 * Growth on PGlite and PostgreSQL: bindings (self-invite and existing learners refused, first binding wins),
 * rewards and reversals exactly once, per-day caps in Beijing days, withdrawals (rules, review, 50 concurrent
 * full-balance withdrawals of which exactly one succeeds, notification replays refunding once).
 */
describeEachDatabase('growth: invite rewards and withdrawals', { seeded: true }, (getDatabase, target) => {
  let t: TestApp;
  let db: AppDb;
  const ACTIVITY = {
    code: 'invite-cash-v2',
    title: '邀请好友赚现金',
    registrationRewardCents: 200,
    firstPurchaseRewardCents: 1000,
    dailyRewardCap: 20,
    minWithdrawCents: 100,
    dailyWithdrawCount: 60,
    reviewThresholdCents: 20_000,
    rule: '',
    active: true,
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    db = t.database.db;
    await saveActivity(db, ACTIVITY);
  });
  afterAll(async () => t?.close());

  const balanceOf = async (customerId: number) =>
    (await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId)))[0]
      ?.balanceCents ?? 0;
  const entries = (customerId: number) =>
    db.select().from(rewardLedger).where(eq(rewardLedger.customerId, customerId));
  const fund = (customerId: number, cents: number) =>
    db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'reward',
        amountCents: cents,
        reason: 'test funds',
        entryKey: `test:fund:${customerId}:${cents}:${Math.random()}`,
        now: new Date(),
      }),
    );
  const transfers = () => t.app.deps.transfers as SandboxTransferProvider;
  const deliver = (n: { headers: Record<string, string>; rawBody: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/course-market/api/v1/inviteCash/v2/transfer/notify',
      headers: n.headers,
      payload: n.rawBody,
    });

  it('refuses a self-invite and an existing learner; binds a new one and grants the sign-up reward once', async () => {
    const a = await t.newCustomer();
    const self = await call(t.app, inviteCashShareVerify, {
      token: a.token,
      body: { inviterId: a.customerId },
    });
    expect(self.code).toBe(ResponseCode.conflict);

    const old = await t.newCustomer();
    await db
      .update(customers)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(customers.id, old.customerId));
    const refused = await call(t.app, inviteCashShareVerify, {
      token: old.token,
      body: { inviterId: a.customerId },
    });
    expect(refused.code).toBe(ResponseCode.conflict);

    const b = await t.newCustomer();
    const first = await call(t.app, inviteCashShareVerify, {
      token: b.token,
      body: { inviterId: a.customerId },
    });
    expect(first).toMatchObject({ code: 0, data: { inviterId: a.customerId, result: 'bound' } });
    const again = await call(t.app, inviteCashShareVerify, {
      token: b.token,
      body: { inviterId: a.customerId },
    });
    expect(again).toMatchObject({ code: 0, data: { inviterId: a.customerId, result: 'already_bound' } });
    expect(await balanceOf(a.customerId)).toBe(200);
    expect(await entries(a.customerId)).toHaveLength(1);
  });

  it('first binding wins when ten inviters race for one invitee', async () => {
    const invitee = await t.newCustomer();
    const inviters = await Promise.all(Array.from({ length: 10 }, () => t.newCustomer()));
    const answers = await Promise.all(
      inviters.map((i) =>
        callInject(t.app, inviteCashShareVerify, {
          token: invitee.token,
          body: { inviterId: i.customerId },
          timestamp: Date.now(),
        }).then((r) => r.json()),
      ),
    );
    // a loser answers already_bound (or, having lost the insert race, the conflict of the unique key is absorbed)
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const winners = answers.filter((a) => a.data.result === 'bound');
    expect(winners).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.inviterId))).toEqual(new Set([winners[0].data.inviterId]));
    const balances = await Promise.all(inviters.map((i) => balanceOf(i.customerId)));
    expect(balances.reduce((s, b) => s + b, 0)).toBe(200);
  });

  it('per-day cap counts Beijing days', async () => {
    const activity = { ...(await requireActivity(db, new Date())), dailyRewardCap: 1 };
    const inviter = await t.newCustomer();
    const invitees = await Promise.all(Array.from({ length: 3 }, () => t.newCustomer()));
    const grant = (i: number, iso: string) =>
      db.transaction((tx) =>
        grantInviteReward(tx, {
          activity,
          inviterId: inviter.customerId,
          inviteeId: invitees[i]!.customerId,
          event: 'registration',
          now: new Date(iso),
        }),
      );
    expect(await grant(0, '2026-03-01T15:59:00Z')).toBe('granted'); // 23:59 in Beijing
    expect(await grant(1, '2026-03-01T15:59:30Z')).toBe('capped');
    expect(await grant(1, '2026-03-01T16:00:30Z')).toBe('granted'); // 00:00:30 the next Beijing day
    expect(await grant(1, '2026-03-02T10:00:00Z')).toBe('duplicate');
  });

  it('first paid order rewards the inviter once; its refund reverses it once', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    await call(t.app, inviteCashShareVerify, { token: b.token, body: { inviterId: a.customerId } });
    const course = await courseByTitle(db, PAID_COURSE);
    const submitted = await call(t.app, submitOrderPay, {
      token: b.token,
      body: { courseId: course.id, payType: 21 },
    });
    expect(submitted.code).toBe(0);
    const paymentNo = paymentNoOf((submitted.data.action as { url: string }).url);
    await cashierDecision(t, paymentNo, 'pay');
    await cashierDecision(t, paymentNo, 'redeliver');
    expect(await balanceOf(a.customerId)).toBe(1200);

    const refund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: submitted.data.orderNo, reason: '不想学了' },
    });
    expect(refund.code).toBe(0);
    const approve = () =>
      t.app.inject({ method: 'POST', url: `/sandbox/api/refunds/${refund.data.refundNo}/approve` });
    await Promise.all([approve(), approve()]);
    expect(await balanceOf(a.customerId)).toBe(200);
    // the hook again (a retried transaction): no second reversal
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, submitted.data.orderNo));
    await db.transaction((tx) => reverseOrderRewards(tx, order!, new Date()));
    const ledger = await entries(a.customerId);
    expect(ledger.filter((e) => e.kind === 'reversal').map((e) => e.amountCents)).toEqual([-1000]);
    expect(await balanceOf(a.customerId)).toBe(200);
    const summary = await call(t.app, inviteCashSummaryReward, { token: a.token, body: {} });
    expect(summary.data).toMatchObject({ balanceCents: 200, earnedCents: 200, inviteCount: 1 });
  });

  it('withdrawal rules: minimum, review threshold, rejection refunds', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 50_000);
    const small = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 99 } });
    expect(small.code).toBe(ResponseCode.conflict);
    const big = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 30_000 } });
    expect(big.data.withdrawal.state).toBe('REVIEWING');
    expect(await balanceOf(a.customerId)).toBe(20_000);
    const { reviewWithdrawal } = await import('./withdrawals.ts');
    const ctx = { transfers: t.app.deps.transfers, notifyUrl: 'http://x/notify', now: new Date() };
    const input = { outBillNo: big.data.withdrawal.outBillNo, approve: false, reason: '风控' };
    await Promise.all([reviewWithdrawal(db, ctx, input), reviewWithdrawal(db, ctx, input)]);
    expect(await balanceOf(a.customerId)).toBe(50_000);
    const again = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 30_000 } });
    const approved = await reviewWithdrawal(db, ctx, {
      ...input,
      outBillNo: again.data.withdrawal.outBillNo,
      approve: true,
    });
    expect(approved.state).toBe('WAIT_USER_CONFIRM');
  });

  it('a cancelled transfer refunds once however often its notification is replayed; success is final', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 500);
    const w = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 500 } });
    expect(w.data).toMatchObject({ withdrawal: { state: 'WAIT_USER_CONFIRM' }, mchId: 'sandbox-mch' });
    expect(w.data.packageInfo).toMatch(/^sandbox-package-/);
    expect(await balanceOf(a.customerId)).toBe(0);
    const note = await transfers().settle(w.data.withdrawal.outBillNo, 'CANCELLED');
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(note!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(204));
    expect(await balanceOf(a.customerId)).toBe(500);
    const refunds = (await entries(a.customerId)).filter((e) => e.kind === 'withdrawal_refund');
    expect(refunds).toHaveLength(1);

    // refused notifications get the provider's failure answer (it retries), never a 500: a forged signature, and a
    // body that is not even JSON
    const forged = await deliver({ ...note!, headers: { ...note!.headers, 'sandbox-signature': 'x' } });
    const garbled = await deliver({ headers: { 'content-type': 'application/json' }, rawBody: '{' });
    for (const refused of [forged, garbled]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'FAIL', message: '失败' });
    }
    expect(await balanceOf(a.customerId)).toBe(500);

    const w2 = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 500 } });
    const ok = await transfers().settle(w2.data.withdrawal.outBillNo, 'SUCCESS');
    await Promise.all([deliver(ok!), deliver(ok!)]);
    expect(await balanceOf(a.customerId)).toBe(0);
    const list = await call(t.app, inviteCashWithdrawRecord, { token: a.token, body: {} });
    expect(list.data.list.map((x) => x.state)).toEqual(['SUCCESS', 'CANCELLED']);
    const [bal] = await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, a.customerId));
    expect(bal!.withdrawnCents).toBe(500);
  });

  it('the sandbox confirmation page: cancel puts the money back once, redelivery changes nothing', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 300);
    const w = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 300 } });
    const no = w.data.withdrawal.outBillNo;
    const page = await t.app.inject({ url: `/sandbox/transfer?outBillNo=${no}&returnUrl=/withdrawList` });
    expect(page.body).toContain('data-testid="sandbox-transfer-confirm"');
    expect(page.body).toContain('data-testid="sandbox-transfer-cancel"');
    const post = (d: string) =>
      t.app.inject({ method: 'POST', url: `/sandbox/api/transfer/${no}/${d}` }).then((r) => r.json());
    expect((await post('cancel')).data).toMatchObject({ state: 'CANCELLED', notifyStatus: 204 });
    await Promise.all([post('redeliver'), post('redeliver'), post('confirm')]);
    expect(await balanceOf(a.customerId)).toBe(300);
  });

  it('50 concurrent full-balance withdrawals: exactly one succeeds', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 1000);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callInject(t.app, inviteCashWithdraw, {
          token: a.token,
          body: { amountCents: 1000 },
          timestamp: Date.now(),
        }).then((r) => r.json()),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((x) => x.code === 0);
    const refused = answers.filter((x) => x.code === ResponseCode.conflict);
    console.info(
      `[${target.name}] 50 concurrent full-balance withdrawals: ${ok.length} ok, ${refused.length} refused, ${ms} ms`,
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(await balanceOf(a.customerId)).toBe(0);
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.customerId, a.customerId));
    expect(rows).toHaveLength(1);
    const debits = await db
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.customerId, a.customerId), eq(rewardLedger.kind, 'withdrawal')));
    expect(debits.map((d) => d.amountCents)).toEqual([-1000]);
  });
});
