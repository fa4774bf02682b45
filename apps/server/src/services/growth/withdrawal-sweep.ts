import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type WithdrawalRow, withdrawals } from '../../db/schema/index.ts';
import { TransferUnavailable } from '../../integrations/transfer/port.ts';
import { applyBill, sendTransfer, type TransferContext } from './withdrawals.ts';

/**
 * The stuck-withdrawal sweep (issue 14). The provider's rule: a bill the learner has not confirmed within 24
 * hours of its creation is closed by the provider (its package_info no longer opens; the bill ends FAIL, and
 * closing can take a while after the 24 hours), and a notification can be lost. So:
 * - CREATING for more than CREATING_STALE_MS (the create answer was lost, or the provider was down): query the
 *   bill first; never received → create it again with the same out_bill_no; received → apply its state;
 * - WAIT_USER_CONFIRM for more than WAIT_CONFIRM_EXPIRY_MS (counted from the move to WAIT_USER_CONFIRM, when
 *   the bill was created): query it and apply the state (SUCCESS settles,
 *   FAIL or CANCELLED give the money back exactly once through applyBill); still waiting → asked again next run.
 * A provider that does not answer leaves the withdrawal as it is. Conditional state moves make it safe from
 * several processes and alongside the notifications.
 */

export const CREATING_STALE_MS = 2 * 60_000;
export const WAIT_CONFIRM_EXPIRY_MS = 24 * 3_600_000;

export type SweepResult = { checked: number; settled: number };

async function resume(db: AppDb, ctx: TransferContext, w: WithdrawalRow): Promise<WithdrawalRow> {
  const transfers = ctx.transfers!;
  const bill = await transfers.queryTransfer(w.outBillNo);
  if (!bill) return w.state === 'CREATING' ? sendTransfer(db, ctx, w) : w;
  return applyBill(db, w.outBillNo, bill, ctx.now);
}

export async function sweepStuckWithdrawals(
  db: AppDb,
  ctx: TransferContext,
  batch = 200,
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, settled: 0 };
  if (!ctx.transfers) return result;
  const now = ctx.now.getTime();
  const stuck = await db
    .select()
    .from(withdrawals)
    .where(
      or(
        and(eq(withdrawals.state, 'CREATING'), lte(withdrawals.updatedAt, new Date(now - CREATING_STALE_MS))),
        and(
          eq(withdrawals.state, 'WAIT_USER_CONFIRM'),
          lte(withdrawals.updatedAt, new Date(now - WAIT_CONFIRM_EXPIRY_MS)),
        ),
      ),
    )
    .orderBy(asc(withdrawals.id))
    .limit(batch);
  for (const w of stuck) {
    result.checked += 1;
    try {
      const after = await resume(db, ctx, w);
      if (['SUCCESS', 'FAIL', 'CANCELLED'].includes(after.state)) result.settled += 1;
    } catch (error) {
      if (!(error instanceof TransferUnavailable)) throw error;
    }
  }
  return result;
}
