import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  giftEntitlements,
  goods,
  type NotificationOutcome,
  orders,
  type PaymentProviderName,
  paymentAttempts,
  paymentNotifications,
  wechatApps,
} from '../../db/schema/index.ts';
import type { VerifiedNotification } from '../../integrations/payment/port.ts';
import { grantCourse } from '../catalogue/ownership.ts';
import { grantPackage, grantVirtualGoods } from './grants.ts';
import { recordOrderEvent } from './order-events.ts';
import { emitOrderPaid, isCourseGrantDeferred } from './order-hooks.ts';

/**
 * Settling a payment notification, exactly once.
 *
 * One transaction: the payment attempt is locked (`select … for update`), so deliveries of the same
 * notification — however many, however concurrent, on however many processes — queue on that row. The first
 * finds it pending, marks it paid and moves the order created → paid with a conditional update, grants the
 * course (`insert … on conflict do nothing`) and writes the audit trail; the others find it paid and only log
 * a 'duplicate'. Every delivery is logged in payment_notifications with what it did.
 *
 * - Wrong amount, unknown payment: nothing changes, logged, and the provider is told it failed.
 * - Money for an order that was closed meanwhile (or already paid by another attempt): the order keeps its
 *   state, is flagged needs_refund and the trail says why; the provider is told success (we have the money).
 */

export type SettleResult = { ok: boolean; outcome: NotificationOutcome; orderNo: string | null };

const ACK: Record<NotificationOutcome, boolean> = {
  paid: true,
  duplicate: true,
  paid_after_close: true,
  paid_twice: true,
  not_success: true,
  bad_signature: false,
  wrong_amount: false,
  unknown_payment: false,
};

export async function logNotification(
  db: AppDb,
  provider: PaymentProviderName,
  outcome: NotificationOutcome,
  note: Partial<VerifiedNotification>,
  detail = '',
): Promise<void> {
  await db.insert(paymentNotifications).values({
    provider,
    outcome,
    notifyId: note.notifyId ?? null,
    paymentNo: note.paymentNo ?? null,
    providerTradeNo: note.providerTradeNo ?? null,
    amountCents: note.amountCents ?? null,
    detail: detail.slice(0, 500),
  });
}

/** Is `appId` one of our messaging-app accounts (a WeChat Pay notification must name one)? */
export async function isOurWechatAppId(db: AppDb, appId: string): Promise<boolean> {
  const [row] = await db
    .select({ appId: wechatApps.appId })
    .from(wechatApps)
    .where(eq(wechatApps.appId, appId))
    .limit(1);
  return row !== undefined;
}

export async function settleNotification(
  db: AppDb,
  provider: PaymentProviderName,
  note: VerifiedNotification,
  now: Date = new Date(),
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentNo, note.paymentNo))
      .for('update')
      .limit(1);
    const done = async (outcome: NotificationOutcome, orderNo: string | null, detail = '') => {
      await logNotification(tx, provider, outcome, note, detail);
      return { ok: ACK[outcome], outcome, orderNo };
    };
    if (!attempt || attempt.provider !== provider) return done('unknown_payment', null);
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update')
      .limit(1);
    if (!order) return done('unknown_payment', null);
    if (note.amountCents !== attempt.amountCents) {
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'notification_rejected',
        actor: 'provider',
        detail: {
          reason: 'wrong_amount',
          expected: attempt.amountCents,
          got: note.amountCents,
          paymentNo: note.paymentNo,
        },
      });
      return done('wrong_amount', order.orderNo, `expected ${attempt.amountCents}, got ${note.amountCents}`);
    }
    if (!note.success) return done('not_success', order.orderNo);
    if (attempt.status === 'paid') return done('duplicate', order.orderNo);

    await tx
      .update(paymentAttempts)
      .set({ status: 'paid', paidAt: now, providerTradeNo: note.providerTradeNo })
      .where(eq(paymentAttempts.id, attempt.id));

    if (order.status !== 'created') {
      const outcome: NotificationOutcome = order.status === 'closed' ? 'paid_after_close' : 'paid_twice';
      await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, order.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: outcome,
        actor: 'provider',
        fromStatus: order.status,
        toStatus: order.status,
        detail: {
          paymentNo: note.paymentNo,
          providerTradeNo: note.providerTradeNo,
          amountCents: note.amountCents,
        },
      });
      return done(outcome, order.orderNo);
    }
    await markOrderPaid(tx, order.id, {
      now,
      payType: attempt.payType,
      actor: 'provider',
      detail: { paymentNo: note.paymentNo, provider, providerTradeNo: note.providerTradeNo },
    });
    return done('paid', order.orderNo);
  });
}

/**
 * created → paid (a conditional update, so it happens once), then what paying gives, in the same
 * transaction: the course, the gifts that come with it, or the shipment to prepare. Returns false when the
 * order was not in 'created'.
 */
export async function markOrderPaid(
  tx: AppDb,
  orderId: number,
  opts: { now: Date; payType: number | null; actor: 'provider' | 'system'; detail?: Record<string, unknown> },
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: opts.now,
      payType: opts.payType,
      updatedAt: opts.now,
      fulfilment: sql`case when ${orders.kind} in ('course', 'package') then 'none'
        when exists (select 1 from ${goods} g where g.id = ${orders.goodsId} and g.kind = 'virtual') then 'received'
        else 'awaiting_shipment' end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning();
  if (!order) return false;
  await recordOrderEvent(tx, {
    orderId,
    type: 'paid',
    actor: opts.actor,
    fromStatus: 'created',
    toStatus: 'paid',
    detail: { payType: opts.payType, amountCents: order.payAmountCents, ...opts.detail },
  });
  if (order.kind === 'package') await grantPackage(tx, order, opts.now);
  if (order.kind === 'goods') await grantVirtualGoods(tx, order, opts.now);
  if (order.kind === 'course' && order.courseId !== null && !isCourseGrantDeferred(order)) {
    const granted = await grantCourse(tx, {
      customerId: order.customerId,
      courseId: order.courseId,
      source: 'bought',
      grantRef: `order:${order.orderNo}`,
      grantedAt: opts.now,
    });
    await recordOrderEvent(tx, {
      orderId,
      type: granted ? 'course_granted' : 'course_already_owned',
      actor: 'system',
      detail: { courseId: order.courseId },
    });
    // Paid for a course the learner already had (two orders raced, or it came another way meanwhile): the
    // money bought nothing, so it goes back (issue 21: never paid twice for the same thing).
    if (!granted)
      await tx.update(orders).set({ needsRefund: true, updatedAt: opts.now }).where(eq(orders.id, orderId));
    const gifts = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.giftOfCourseId, order.courseId));
    if (gifts.length > 0) {
      await tx
        .insert(giftEntitlements)
        .values(gifts.map((g) => ({ customerId: order.customerId, goodsId: g.id, sourceOrderId: orderId })))
        .onConflictDoNothing();
    }
  }
  await emitOrderPaid(tx, order, opts.now);
  return true;
}
