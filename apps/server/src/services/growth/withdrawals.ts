// Over 300 lines: the withdrawal life cycle (ask, send, notification, review, refund) in one place, each step locking the same row.
import { randomInt } from 'node:crypto';
import { beijingDayKey, formatBeijing } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  customers,
  rewardBalances,
  type WithdrawalRow,
  type WithdrawalState,
  wechatApps,
  withdrawals,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import {
  type TransferBill,
  type TransferProvider,
  TransferUnavailable,
} from '../../integrations/transfer/port.ts';
import { requireActivity } from './activities.ts';
import { lockBalance, postEntry } from './ledger.ts';

/**
 * Withdrawals of the reward balance to WeChat change. Asking debits the balance in the transaction that
 * writes the withdrawal (locked balance row, conditional UPDATE: of 50 concurrent full-balance withdrawals one
 * succeeds), after the activity's rules: minimum amount, daily count (Beijing day, counted under the lock, leaving out
 * those that ended with the money back),
 * and the review threshold (above it the withdrawal waits REVIEWING for an operator). Then the transfer bill is
 * created outside the transaction; on a non-200 answer the bill is queried before one retry with the same
 * out_bill_no, and a bill still unknown stays CREATING (resumed later, never a new number). A FAIL, CANCELLED
 * or REJECTED withdrawal gives the money back once: the state moves by a conditional update and the refund's
 * ledger key is 'withdrawal_refund:<out_bill_no>'.
 */

export const WITHDRAW_REMARK = '邀请有礼奖励提现';

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
export const newOutBillNo = (now: Date) => `W${formatBeijing(now, 'YYYYMMDDHHmmss')}${digits(10)}`;

const FINAL: readonly WithdrawalState[] = ['SUCCESS', 'FAIL', 'CANCELLED', 'REJECTED'];
/**
 * Ended with the money back in the balance: not a try of the day's count. A withdrawal only ever moves into these
 * states, so a count racing a refund can only see one too many, never one too few.
 */
const RETURNED: WithdrawalState[] = ['FAIL', 'CANCELLED', 'REJECTED'];
/**
 * Transfer bills a learner may start in a Beijing day, whatever became of them. Returned withdrawals do not use up
 * the activity's tries, so without this an ask-and-cancel loop would create bills without end against the
 * merchant account's own per-user limits. Never below the activity's daily count.
 */
export const WITHDRAW_REQUESTS_PER_DAY = 10;

export const withdrawalView = (w: WithdrawalRow) => ({
  outBillNo: w.outBillNo,
  amountCents: w.amountCents,
  state: w.state,
  failReason: w.failReason,
  createdAt: w.createdAt.getTime(),
  finishedAt: w.finishedAt?.getTime() ?? null,
});

export type TransferContext = { transfers: TransferProvider | null; notifyUrl: string; now: Date };

export async function requestWithdrawal(
  db: AppDb,
  ctx: TransferContext,
  input: { customerId: number; amountCents: number },
) {
  const { now } = ctx;
  const activity = await requireActivity(db, now);
  if (!ctx.transfers) throw new AppError(ResponseCode.upstreamFailure, '提现暂不可用，请稍后再试');
  if (input.amountCents < activity.minWithdrawCents)
    throw conflict(`单次提现不能少于${(activity.minWithdrawCents / 100).toFixed(2)}元`);
  const day = beijingDayKey(now);
  const outBillNo = newOutBillNo(now);
  const withdrawal = await db.transaction(async (tx) => {
    const balance = await lockBalance(tx, input.customerId);
    if (balance < input.amountCents) throw conflict('余额不足');
    const [today] = await tx
      .select({
        asked: count(),
        tries: sql<number>`(count(*) filter (where ${notInArray(withdrawals.state, RETURNED)}))::int`,
      })
      .from(withdrawals)
      .where(and(eq(withdrawals.customerId, input.customerId), eq(withdrawals.beijingDay, day)));
    if ((today?.tries ?? 0) >= activity.dailyWithdrawCount)
      throw conflict(`每天最多提现${activity.dailyWithdrawCount}次，请明天再来`);
    if ((today?.asked ?? 0) >= Math.max(WITHDRAW_REQUESTS_PER_DAY, activity.dailyWithdrawCount))
      throw conflict('今天发起提现的次数已达上限，请明天再来');
    const state: WithdrawalState =
      input.amountCents > activity.reviewThresholdCents ? 'REVIEWING' : 'CREATING';
    const [row] = await tx
      .insert(withdrawals)
      .values({
        outBillNo,
        customerId: input.customerId,
        amountCents: input.amountCents,
        state,
        beijingDay: day,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const posted = await postEntry(tx, {
      customerId: input.customerId,
      kind: 'withdrawal',
      amountCents: -input.amountCents,
      reason: '提现到微信零钱',
      entryKey: `withdrawal:${outBillNo}`,
      withdrawalId: row!.id,
      activityId: activity.id,
      now,
    });
    // the lock above makes this unreachable; the conditional update is the guarantee
    if (!posted.posted) throw conflict('余额不足');
    return row!;
  });
  const sent = withdrawal.state === 'CREATING' ? await sendTransfer(db, ctx, withdrawal) : withdrawal;
  return { withdrawal: sent, mchId: ctx.transfers.mchId, appId: await appIdOf(db, input.customerId) };
}

export async function appIdOf(db: AppDb, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ appId: wechatApps.appId })
    .from(customers)
    .leftJoin(wechatApps, eq(wechatApps.wechatType, customers.wechatType))
    .where(eq(customers.id, customerId));
  return row?.appId ?? null;
}

/** Creates the provider's bill for a CREATING withdrawal (same out_bill_no on every try) and applies its state. */
export async function sendTransfer(
  db: AppDb,
  ctx: TransferContext,
  w: WithdrawalRow,
): Promise<WithdrawalRow> {
  const transfers = ctx.transfers;
  if (!transfers || w.state !== 'CREATING') return w;
  const [who] = await db
    .select({ appId: wechatApps.appId, openid: customers.openid })
    .from(customers)
    .leftJoin(wechatApps, eq(wechatApps.wechatType, customers.wechatType))
    .where(eq(customers.id, w.customerId));
  const input = {
    outBillNo: w.outBillNo,
    amountCents: w.amountCents,
    appId: who?.appId ?? '',
    openid: who?.openid ?? '',
    remark: WITHDRAW_REMARK,
    notifyUrl: ctx.notifyUrl,
  };
  let bill: TransferBill | null = null;
  for (let attempt = 0; attempt < 2 && !bill; attempt++) {
    try {
      // After a non-200 answer the bill may exist: ask before creating again.
      bill =
        attempt === 0 ? await transfers.createTransfer(input) : await transfers.queryTransfer(w.outBillNo);
      if (!bill && attempt > 0) bill = await transfers.createTransfer(input);
    } catch (error) {
      if (!(error instanceof TransferUnavailable)) throw error;
    }
  }
  if (!bill) return w; // still CREATING: unknown at the provider; resumed later with the same number
  return applyBill(db, w.outBillNo, bill, ctx.now);
}

/**
 * Applies a bill state (from the create answer, a query or a verified notification) exactly once: moves the
 * withdrawal by a conditional update on its current state and, for FAIL or CANCELLED, refunds the balance.
 */
export async function applyBill(
  db: AppDb,
  outBillNo: string,
  bill: Pick<TransferBill, 'state' | 'transferBillNo' | 'packageInfo' | 'failReason'>,
  now: Date,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.outBillNo, outBillNo)).for('update');
    if (!w) throw notFound('提现记录');
    if (FINAL.includes(w.state)) return w;
    if (bill.state === 'SUCCESS') {
      const [done] = await tx
        .update(withdrawals)
        .set({
          state: 'SUCCESS',
          transferBillNo: bill.transferBillNo ?? w.transferBillNo,
          finishedAt: now,
          updatedAt: now,
        })
        .where(eq(withdrawals.id, w.id))
        .returning();
      await tx
        .update(rewardBalances)
        .set({ withdrawnCents: sql`${rewardBalances.withdrawnCents} + ${w.amountCents}`, updatedAt: now })
        .where(eq(rewardBalances.customerId, w.customerId));
      return done!;
    }
    if (bill.state === 'FAIL' || bill.state === 'CANCELLED')
      return refundWithdrawal(tx, w, bill.state, bill.failReason, now);
    if (bill.state === 'WAIT_USER_CONFIRM' && w.state === 'CREATING') {
      const [waiting] = await tx
        .update(withdrawals)
        .set({
          state: 'WAIT_USER_CONFIRM',
          transferBillNo: bill.transferBillNo,
          packageInfo: bill.packageInfo,
          updatedAt: now,
        })
        .where(eq(withdrawals.id, w.id))
        .returning();
      return waiting!;
    }
    return w; // ACCEPTED / PROCESSING / TRANSFERING / CANCELING: not final, nothing to do yet
  });
}

async function refundWithdrawal(
  tx: AppDb,
  w: WithdrawalRow,
  state: 'FAIL' | 'CANCELLED' | 'REJECTED',
  reason: string | null,
  now: Date,
): Promise<WithdrawalRow> {
  const [moved] = await tx
    .update(withdrawals)
    .set({ state, failReason: reason, finishedAt: now, refundedAt: now, updatedAt: now })
    .where(and(eq(withdrawals.id, w.id), eq(withdrawals.state, w.state)))
    .returning();
  if (!moved) return w;
  await postEntry(tx, {
    customerId: w.customerId,
    kind: 'withdrawal_refund',
    amountCents: w.amountCents,
    reason:
      state === 'CANCELLED'
        ? '提现已取消，退回余额'
        : state === 'REJECTED'
          ? '提现未通过审核，退回余额'
          : '提现失败，退回余额',
    entryKey: `withdrawal_refund:${w.outBillNo}`,
    withdrawalId: w.id,
    now,
  });
  return moved;
}

/** Operator: approve a REVIEWING withdrawal (then the transfer is sent) or reject it (money back). */
export async function reviewWithdrawal(
  db: AppDb,
  ctx: TransferContext,
  input: { outBillNo: string; approve: boolean; reason: string },
  /** Runs in the review's transaction when it moves the withdrawal out of review (the console's audit row). */
  onReviewed?: (tx: AppDb, before: WithdrawalRow, after: WithdrawalRow) => Promise<void>,
): Promise<{ state: WithdrawalState }> {
  const moved = await db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.outBillNo, input.outBillNo))
      .for('update');
    if (!w) throw notFound('提现记录');
    if (w.state !== 'REVIEWING') return w;
    const after = input.approve
      ? (
          await tx
            .update(withdrawals)
            .set({ state: 'CREATING', updatedAt: ctx.now })
            .where(and(eq(withdrawals.id, w.id), eq(withdrawals.state, 'REVIEWING')))
            .returning()
        )[0]!
      : await refundWithdrawal(tx, w, 'REJECTED', input.reason || null, ctx.now);
    await onReviewed?.(tx, w, after);
    return after;
  });
  const result = moved.state === 'CREATING' ? await sendTransfer(db, ctx, moved) : moved;
  return { state: result.state };
}

export async function withdrawalsOf(
  db: AppDb,
  input: { customerId: number; pageNum: number; pageSize: number },
) {
  const where = eq(withdrawals.customerId, input.customerId);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list: rows.map(withdrawalView) };
}

/**
 * One of the learner's withdrawals; another learner's bill answers 'not found'. While it waits for the learner
 * (WAIT_USER_CONFIRM) it carries what requestMerchantTransfer needs, so the result page can ask again.
 */
export async function withdrawalOf(
  db: AppDb,
  transfers: TransferProvider | null,
  input: { customerId: number; outBillNo: string },
) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, input.customerId), eq(withdrawals.outBillNo, input.outBillNo)));
  if (!row) throw notFound('提现记录');
  const waiting = row.state === 'WAIT_USER_CONFIRM' && transfers !== null;
  return {
    withdrawal: withdrawalView(row),
    mchId: waiting ? transfers.mchId : null,
    appId: waiting ? await appIdOf(db, input.customerId) : null,
    packageInfo: waiting ? row.packageInfo : null,
  };
}
