import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMemoryStore } from '../../cache/key-value-store.ts';
import { withdrawals } from '../../db/schema/index.ts';
import {
  type CreateTransferInput,
  type TransferBill,
  type TransferProvider,
  TransferUnavailable,
} from '../../integrations/transfer/port.ts';
import { createSandboxTransferProvider } from '../../integrations/transfer/sandbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { saveActivity } from './activities.ts';
import { postEntry } from './ledger.ts';
import { requestWithdrawal, sendTransfer } from './withdrawals.ts';

/**
 * The provider's rule: after a non-200 answer, query the bill before creating it again, and never change
 * out_bill_no. A provider that is down keeps the withdrawal CREATING (money held, not lost, not doubled) until
 * a later attempt with the same number.
 */
describeEachDatabase('growth: transfer retries keep out_bill_no', (getDatabase) => {
  let t: TestApp;
  const calls: string[] = [];
  let mode: 'lost-answer' | 'down' | 'up' = 'lost-answer';
  const sandbox = createSandboxTransferProvider({ key: 'k', kv: createMemoryStore() });
  const flaky: TransferProvider = {
    ...sandbox,
    async createTransfer(input: CreateTransferInput): Promise<TransferBill> {
      calls.push(`create:${input.outBillNo}`);
      if (mode === 'down') throw new TransferUnavailable('503');
      const bill = await sandbox.createTransfer(input);
      // the bill was created but the answer was lost on the way back
      if (mode === 'lost-answer') throw new TransferUnavailable('timeout');
      return bill;
    },
    async queryTransfer(outBillNo: string) {
      calls.push(`query:${outBillNo}`);
      if (mode === 'down') throw new TransferUnavailable('503');
      return sandbox.queryTransfer(outBillNo);
    },
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { seed: false });
    await saveActivity(t.database.db, {
      code: 'retry',
      title: 'retry',
      registrationRewardCents: 0,
      firstPurchaseRewardCents: 0,
      dailyRewardCap: 0,
      minWithdrawCents: 100,
      dailyWithdrawCount: 5,
      reviewThresholdCents: 100_000,
      rule: '',
      active: true,
    });
  });
  afterAll(async () => t?.close());

  it('a lost answer: the bill is queried, found, and used; a provider down leaves it CREATING, resumed later', async () => {
    const db = t.database.db;
    const { customerId } = await t.newCustomer();
    await db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'reward',
        amountCents: 1000,
        reason: 'x',
        entryKey: `f:${customerId}`,
        now: new Date(),
      }),
    );
    const ctx = { transfers: flaky, notifyUrl: 'http://local/notify', now: new Date() };
    const first = await requestWithdrawal(db, ctx, { customerId, amountCents: 400 });
    const no = first.withdrawal.outBillNo;
    expect(first.withdrawal.state).toBe('WAIT_USER_CONFIRM');
    expect(calls).toEqual([`create:${no}`, `query:${no}`]);

    calls.length = 0;
    mode = 'down';
    const second = await requestWithdrawal(db, ctx, { customerId, amountCents: 600 });
    expect(second.withdrawal.state).toBe('CREATING');
    const no2 = second.withdrawal.outBillNo;
    expect(calls).toEqual([`create:${no2}`, `query:${no2}`]);

    mode = 'up';
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.outBillNo, no2));
    const resumed = await sendTransfer(db, ctx, row!);
    expect(resumed.state).toBe('WAIT_USER_CONFIRM');
    expect(resumed.outBillNo).toBe(no2);
  });
});
