import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMemoryStore } from '../../cache/key-value-store.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { createSandboxTransferProvider } from '../../integrations/transfer/sandbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { saveActivity } from './activities.ts';
import { postEntry } from './ledger.ts';
import { applyBill, requestWithdrawal, WITHDRAW_REQUESTS_PER_DAY } from './withdrawals.ts';

/**
 * The daily withdrawal count (提现说明: 每天最多提现 3 次) counts withdrawals that are paid out or on their way;
 * one cancelled on the transfer confirmation or failed (its money given back) does not use up a try. The count
 * is still taken under the learner's locked balance row, so parallel asks never pass the limit. Transfer bills
 * started in a day, cancelled or not, are capped apart (WITHDRAW_REQUESTS_PER_DAY), so that an ask-and-cancel
 * loop cannot create bills without end.
 */
describeEachDatabase('growth: the daily withdrawal count', (getDatabase) => {
  let t: TestApp;
  const transfers = createSandboxTransferProvider({ key: 'k', kv: createMemoryStore() });
  const ctx = () => ({ transfers, notifyUrl: 'http://local/notify', now: new Date() });

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { seed: false });
    await saveActivity(t.database.db, {
      code: 'daily-limit',
      title: 'daily-limit',
      registrationRewardCents: 0,
      firstPurchaseRewardCents: 0,
      dailyRewardCap: 0,
      minWithdrawCents: 100,
      dailyWithdrawCount: 3,
      reviewThresholdCents: 100_000,
      rule: '',
      active: true,
    });
  });
  afterAll(async () => t?.close());

  async function learnerWith(cents: number) {
    const { customerId } = await t.newCustomer();
    await t.database.db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'reward',
        amountCents: cents,
        reason: 'x',
        entryKey: `limit:${customerId}`,
        now: new Date(),
      }),
    );
    return customerId;
  }

  it('three withdrawals cancelled (money back) and one failed leave the day’s three tries', async () => {
    const db = t.database.db;
    const customerId = await learnerWith(400);
    for (const state of ['CANCELLED', 'CANCELLED', 'CANCELLED', 'FAIL'] as const) {
      const asked = await requestWithdrawal(db, ctx(), { customerId, amountCents: 100 });
      const after = await applyBill(
        db,
        asked.withdrawal.outBillNo,
        { state, transferBillNo: null, packageInfo: null, failReason: state === 'FAIL' ? '测试失败' : null },
        new Date(),
      );
      expect(after.state).toBe(state);
    }
    for (let i = 0; i < 3; i++) await requestWithdrawal(db, ctx(), { customerId, amountCents: 100 });
    // ¥1.00 still in the balance: refused by the count, not by the money
    await expect(requestWithdrawal(db, ctx(), { customerId, amountCents: 100 })).rejects.toThrow(
      '每天最多提现3次，请明天再来',
    );
  });

  it('of 10 parallel asks after a cancelled one, exactly 3 go through; the rest are told the daily limit', async () => {
    const db = t.database.db;
    const customerId = await learnerWith(2_000);
    const first = await requestWithdrawal(db, ctx(), { customerId, amountCents: 100 });
    await applyBill(
      db,
      first.withdrawal.outBillNo,
      { state: 'CANCELLED', transferBillNo: null, packageInfo: null, failReason: null },
      new Date(),
    );
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => requestWithdrawal(db, ctx(), { customerId, amountCents: 100 })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const a of answers)
      if (a.status === 'rejected') expect(String(a.reason)).toContain('每天最多提现3次，请明天再来');
    const live = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.customerId, customerId),
          notInArray(withdrawals.state, ['FAIL', 'CANCELLED', 'REJECTED']),
        ),
      );
    expect(live).toHaveLength(3);
  });

  async function askAndCancel(customerId: number) {
    const db = t.database.db;
    const asked = await requestWithdrawal(db, ctx(), { customerId, amountCents: 100 });
    await applyBill(
      db,
      asked.withdrawal.outBillNo,
      { state: 'CANCELLED', transferBillNo: null, packageInfo: null, failReason: null },
      new Date(),
    );
  }

  it('cancelled asks stop at the day’s cap of transfer bills, with the tries unused', async () => {
    const db = t.database.db;
    const customerId = await learnerWith(1_000);
    for (let i = 0; i < WITHDRAW_REQUESTS_PER_DAY; i++) await askAndCancel(customerId);
    await expect(requestWithdrawal(db, ctx(), { customerId, amountCents: 100 })).rejects.toThrow(
      '今天发起提现的次数已达上限，请明天再来',
    );
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.customerId, customerId));
    expect(rows).toHaveLength(WITHDRAW_REQUESTS_PER_DAY);
    expect(rows.every((w) => w.state === 'CANCELLED')).toBe(true);
  });

  it('of 10 parallel asks with one bill left for the day, exactly 1 goes through', async () => {
    const db = t.database.db;
    const customerId = await learnerWith(2_000);
    for (let i = 0; i < WITHDRAW_REQUESTS_PER_DAY - 1; i++) await askAndCancel(customerId);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => requestWithdrawal(db, ctx(), { customerId, amountCents: 100 })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of answers)
      if (a.status === 'rejected') expect(String(a.reason)).toContain('今天发起提现的次数已达上限');
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.customerId, customerId));
    expect(rows).toHaveLength(WITHDRAW_REQUESTS_PER_DAY);
  });
});
