import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleWithdrawalList } from '@course/contracts/console-orders';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import { customers, type StaffRow, withdrawals } from '../../db/schema/index.ts';
import { reviewWithdrawal, type TransferContext } from '../growth/withdrawals.ts';
import { writeAudit } from './audit.ts';

/**
 * The withdrawal approval queue (growth's withdrawals in REVIEWING, the large ones). Finance approves or
 * rejects through growth's review (the withdrawal row is locked; approving sends the transfer, rejecting puts
 * the money back on the balance); the audit row is written in the review's transaction, only when it moved.
 */

export async function listWithdrawals(db: AppDb, input: ConsoleRequestOf<typeof consoleWithdrawalList>) {
  // the queue in the order asked; finished ones newest first
  const order = input.state === 'REVIEWING' ? 'asc' : 'desc';
  const rows = await db
    .select({
      cursorId: withdrawals.id,
      outBillNo: withdrawals.outBillNo,
      customerId: withdrawals.customerId,
      nickname: customers.nickname,
      amountCents: withdrawals.amountCents,
      state: withdrawals.state,
      failReason: withdrawals.failReason,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .where(and(eq(withdrawals.state, input.state), afterCursor(withdrawals.id, order, input.cursor)))
    .orderBy(order === 'asc' ? asc(withdrawals.id) : desc(withdrawals.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(rows, input.pageSize);
  return {
    list: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}

export async function reviewWithdrawalAsStaff(
  db: AppDb,
  transfer: TransferContext,
  viewer: StaffRow,
  input: { outBillNo: string; approve: boolean; reason: string; ip: string },
) {
  return reviewWithdrawal(db, transfer, input, async (tx, before, after) => {
    const view = (w: typeof before) => ({
      outBillNo: w.outBillNo,
      customerId: w.customerId,
      amountCents: w.amountCents,
      state: w.state,
    });
    await writeAudit(tx, {
      staffId: viewer.id,
      action: input.approve ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: input.outBillNo,
      before: view(before),
      after: { ...view(after), ...(input.approve ? {} : { reason: input.reason }) },
      ip: input.ip,
    });
  });
}
