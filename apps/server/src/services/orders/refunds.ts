// Over 300 lines: the whole refund life (rule facts, open, claim → provider → settle, reject) in one place, so its states read together.
import { formatPrice } from '@course/domain/price';
import {
  type RefundDecision,
  type RefundGoodsType,
  type RefundRuleInput,
  refundDecision,
} from '@course/domain/refund-rule';
import { ResponseCode } from '@course/domain/response-codes';
import { and, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  camps,
  courseOwnerships,
  coursePackageItems,
  learnRecords,
  type OrderRow,
  orders,
  paymentAttempts,
  type RefundRow,
  refunds,
  sections,
  virtualGoodsProfiles,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { leaveCamp } from './camp-dates.ts';
import { revokeGrants } from './grants.ts';
import { recordOrderEvent } from './order-events.ts';
import { emitOrderRefunded, ownRefundRuleOf } from './order-hooks.ts';
import { newSerialNo } from './order-numbers.ts';

/**
 * Refunds: the learner asks (paid → refunding, one open request per order); an operator (the sandbox's
 * stand-in) approves: the provider refunds, the order becomes refunded and the course is taken back — each a
 * conditional update, so a second approval does nothing.
 */

/**
 * What the refund rule (packages/domain/src/refund-rule.ts) needs to know about an order: the kind of good, the
 * share of the course (or the package's courses) learned and when its camp starts.
 */
export async function refundFacts(db: AppDb, order: OrderRow, now: Date): Promise<RefundRuleInput> {
  let goodsType: RefundGoodsType | null = null;
  let learnedPercent = 0;
  let campStartsAt: number | null = null;
  if (order.kind === 'goods' && order.goodsId !== null) {
    const [profile] = await db
      .select({ type: virtualGoodsProfiles.type })
      .from(virtualGoodsProfiles)
      .where(eq(virtualGoodsProfiles.goodsId, order.goodsId))
      .limit(1);
    goodsType = profile?.type ?? 'physical';
  }
  const courseIds =
    order.courseId !== null
      ? [order.courseId]
      : order.packageId !== null
        ? (
            await db
              .select({ id: coursePackageItems.courseId })
              .from(coursePackageItems)
              .where(eq(coursePackageItems.packageId, order.packageId))
          ).map((r) => r.id)
        : [];
  if (courseIds.length > 0) {
    const [[total], [learned]] = await Promise.all([
      db.select({ n: count() }).from(sections).where(inArray(sections.courseId, courseIds)),
      db
        .select({ n: count() })
        .from(learnRecords)
        .where(
          and(
            eq(learnRecords.customerId, order.customerId),
            inArray(learnRecords.courseId, courseIds),
            eq(learnRecords.isLearned, true),
          ),
        ),
    ]);
    const all = Number(total?.n ?? 0);
    learnedPercent = all === 0 ? 0 : (Number(learned?.n ?? 0) * 100) / all;
  }
  if (order.campId !== null) {
    const [camp] = await db
      .select({ startsAt: camps.startsAt })
      .from(camps)
      .where(eq(camps.id, order.campId))
      .limit(1);
    campStartsAt = camp?.startsAt.getTime() ?? null;
  }
  return {
    kind: order.kind,
    status: order.status,
    payAmountCents: order.payAmountCents,
    needsRefund: order.needsRefund,
    goodsType,
    fulfilment: order.fulfilment,
    paidAt: order.paidAt?.getTime() ?? null,
    now: now.getTime(),
    learnedPercent,
    campStartsAt,
  };
}

/** The refund rule's decision for an order: the order page and applyRefund use the same one. */
export async function refundDecisionOf(db: AppDb, order: OrderRow, now: Date): Promise<RefundDecision> {
  const own = ownRefundRuleOf(order);
  if (own) {
    const decision = await own(db, order, now);
    if (order.status === 'refunding') return { ...decision, allowed: false, reason: '退款申请处理中' };
    if (order.status !== 'paid' || order.needsRefund)
      return { ...decision, allowed: false, reason: '该订单不能退款' };
    return decision;
  }
  return refundDecision(await refundFacts(db, order, now));
}

export async function applyRefund(db: AppDb, order: OrderRow, reason: string, now: Date) {
  const decision = await refundDecisionOf(db, order, now);
  if (!decision.allowed) throw conflict(decision.reason ?? '该订单不能退款');
  return openRefund(db, order, { reason, now, actor: 'customer' });
}

/**
 * paid → refunding with its refund request, once (a conditional update and one open request per order). The
 * learner's refund form and the system's own refunds (group-buying: a failed team) both open one this way.
 */
export async function openRefund(
  db: AppDb,
  order: OrderRow,
  opts: {
    reason: string;
    now: Date;
    actor: 'customer' | 'system' | 'operator';
    /** Finance's amount (the console); by default what is left of the pay amount. */
    amountCents?: number;
    staffId?: number;
    inTransaction?: (tx: AppDb) => Promise<void>;
  },
) {
  const { reason, now } = opts;
  try {
    return await db.transaction(async (tx) => {
      const refundable = order.payAmountCents - (await refundedCentsOf(tx, order.id));
      const amountCents = opts.amountCents ?? refundable;
      if (amountCents > refundable) {
        throw new AppError(
          ResponseCode.refundAmountExceeded,
          `退款金额不能超过可退金额 ¥${formatPrice(refundable)}`,
        );
      }
      const moved = await tx
        .update(orders)
        .set({ status: 'refunding', updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')))
        .returning({ id: orders.id });
      if (moved.length === 0) throw conflict('该订单不能退款');
      const [refund] = await tx
        .insert(refunds)
        .values({
          refundNo: newSerialNo('R', now.getTime()),
          orderId: order.id,
          customerId: order.customerId,
          reason,
          amountCents,
          createdAt: now,
        })
        .returning();
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'refund_requested',
        actor: opts.actor,
        fromStatus: 'paid',
        toStatus: 'refunding',
        detail: {
          refundNo: refund!.refundNo,
          reason,
          amountCents,
          ...(opts.staffId === undefined ? {} : { staffId: opts.staffId }),
        },
      });
      await opts.inTransaction?.(tx);
      return { refundNo: refund!.refundNo, status: 'requested' as const, amountCents };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('退款申请处理中');
    throw error;
  }
}

/** A claim older than this is taken over by the next approval (its process died between claim and settle). */
export const REFUND_CLAIM_STALE_MS = 5 * 60_000;

/** What an order can still give back: its pay amount minus the refunds done (and the one in flight). */
export async function refundedCentsOf(db: AppDb, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'refunded')));
  return Number(row?.n ?? 0);
}

const statusRefusal = (status: RefundRow['status']) =>
  status === 'rejected'
    ? conflict('该退款申请已被拒绝')
    : status === 'processing'
      ? conflict('该退款正在处理中，请稍后刷新')
      : conflict('该退款已完成');

/**
 * Approves an open refund, safely across processes: (1) claim it, requested → processing, by a conditional
 * update, so of any number of approvals (and rejections) at once exactly one goes on; (2) call the provider
 * with the refund's own number (the provider's idempotency key: a retry never refunds twice); (3) settle in one
 * transaction: processing → refunded, the order refunded (or back to paid after a partial refund) and what it
 * granted taken back. A provider refusal or error puts the claim back (processing → requested) so finance can
 * retry; a claim left by a process that died is taken over after REFUND_CLAIM_STALE_MS. An approval that loses
 * the claim answers 1009, or `refunded: true` when the refund is already done.
 */
export async function approveRefund(
  db: AppDb,
  payments: PaymentProviders,
  refundNo: string,
  opts: {
    now: Date;
    publicBaseUrl: string;
    /** The console's staff member who approves (recorded on the order's trail). */
    staffId?: number;
    /** Runs in the transaction that marks the refund done (the console's audit row), only when it is done. */
    inTransaction?: (tx: AppDb) => Promise<void>;
  },
): Promise<{ refunded: boolean }> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo)).limit(1);
  if (!refund) throw notFound('退款申请');
  if (refund.status === 'refunded') return { refunded: true };
  const claimedAt = opts.now;
  const [claimed] = await db
    .update(refunds)
    .set({ status: 'processing', claimedAt })
    .where(
      and(
        eq(refunds.id, refund.id),
        or(
          eq(refunds.status, 'requested'),
          and(
            eq(refunds.status, 'processing'),
            lt(refunds.claimedAt, new Date(opts.now.getTime() - REFUND_CLAIM_STALE_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(refunds).where(eq(refunds.id, refund.id)).limit(1);
    if (current?.status === 'refunded') return { refunded: true };
    throw statusRefusal(current?.status ?? refund.status);
  }
  const release = () =>
    db
      .update(refunds)
      .set({ status: 'requested', claimedAt: null })
      .where(
        and(eq(refunds.id, refund.id), eq(refunds.status, 'processing'), eq(refunds.claimedAt, claimedAt)),
      );
  try {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, refund.orderId), eq(paymentAttempts.status, 'paid')))
      .limit(1);
    if (attempt) {
      const provider = payments.byName(attempt.provider);
      const result = provider
        ? await provider.refund({
            paymentNo: attempt.paymentNo,
            refundNo,
            amountCents: refund.amountCents,
            totalCents: attempt.amountCents,
            reason: refund.reason,
            notifyUrl: `${opts.publicBaseUrl}/course/api/v1/order/notify/${attempt.provider}`,
          })
        : { accepted: false };
      if (!result.accepted) throw conflict('退款提交失败，请稍后重试');
    }
  } catch (error) {
    await release();
    if (error instanceof AppError) throw error;
    throw new AppError(ResponseCode.upstreamFailure, '支付渠道暂时无法退款，请稍后重试');
  }
  return db.transaction(async (tx) => {
    const done = await tx
      .update(refunds)
      .set({ status: 'refunded', processedAt: opts.now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
      .returning({ id: refunds.id });
    if (done.length === 0) return { refunded: true };
    const [current] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).limit(1);
    const refundedCents = await refundedCentsOf(tx, refund.orderId);
    const partial = current !== undefined && refundedCents < current.payAmountCents;
    const staff = opts.staffId === undefined ? {} : { staffId: opts.staffId };
    if (partial) {
      // a partial refund (finance's, from the console): the order stays paid and keeps what it granted
      await tx
        .update(orders)
        .set({ status: 'paid', updatedAt: opts.now })
        .where(and(eq(orders.id, refund.orderId), eq(orders.status, 'refunding')));
      await recordOrderEvent(tx, {
        orderId: refund.orderId,
        type: 'refund_partial',
        actor: 'operator',
        fromStatus: 'refunding',
        toStatus: 'paid',
        detail: { refundNo, amountCents: refund.amountCents, refundedCents, ...staff },
      });
      await opts.inTransaction?.(tx);
      return { refunded: true };
    }
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: opts.now, needsRefund: false, updatedAt: opts.now })
      .where(and(eq(orders.id, refund.orderId), eq(orders.status, 'refunding')))
      .returning();
    if (order?.courseId) {
      await tx
        .delete(courseOwnerships)
        .where(
          and(
            eq(courseOwnerships.customerId, order.customerId),
            eq(courseOwnerships.courseId, order.courseId),
            eq(courseOwnerships.grantRef, `order:${order.orderNo}`),
          ),
        );
    }
    if (order) await revokeGrants(tx, order, opts.now);
    if (order) await emitOrderRefunded(tx, order, opts.now);
    // a refunded course gives its class seat back
    if (order?.campId) await leaveCamp(tx, order.customerId, order.campId);
    await recordOrderEvent(tx, {
      orderId: refund.orderId,
      type: 'refunded',
      actor: 'operator',
      fromStatus: 'refunding',
      toStatus: 'refunded',
      detail: { refundNo, amountCents: refund.amountCents, ...staff },
    });
    await opts.inTransaction?.(tx);
    return { refunded: true };
  });
}

/**
 * Rejects an open refund with a reason the learner sees on their order page: requested → rejected by a
 * conditional update (an approval that claimed it first wins: the rejection then answers 1009), and the order
 * goes back refunding → paid. The caller's audit row is written in the same transaction.
 */
export async function rejectRefund(
  db: AppDb,
  refundNo: string,
  opts: { reason: string; now: Date; staffId?: number; inTransaction?: (tx: AppDb) => Promise<void> },
): Promise<{ rejected: true }> {
  return db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(refunds)
      .set({ status: 'rejected', rejectReason: opts.reason, processedAt: opts.now })
      .where(and(eq(refunds.refundNo, refundNo), eq(refunds.status, 'requested')))
      .returning();
    if (!rejected) {
      const [current] = await tx.select().from(refunds).where(eq(refunds.refundNo, refundNo)).limit(1);
      if (!current) throw notFound('退款申请');
      throw statusRefusal(current.status);
    }
    await tx
      .update(orders)
      .set({ status: 'paid', updatedAt: opts.now })
      .where(and(eq(orders.id, rejected.orderId), eq(orders.status, 'refunding')));
    await recordOrderEvent(tx, {
      orderId: rejected.orderId,
      type: 'refund_rejected',
      actor: 'operator',
      fromStatus: 'refunding',
      toStatus: 'paid',
      detail: {
        refundNo,
        reason: opts.reason,
        ...(opts.staffId === undefined ? {} : { staffId: opts.staffId }),
      },
    });
    await opts.inTransaction?.(tx);
    return { rejected: true as const };
  });
}
