// Over 300 lines: a payment's settlement is one transaction read top to bottom (grouped repeats, the first delivery, grants, hooks).
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { microBatch, perKey } from '../../db/micro-batch.ts';
import {
  giftEntitlements,
  goods,
  type NotificationOutcome,
  orderEvents,
  orders,
  type PaymentProviderName,
  paymentAttempts,
  paymentNotifications,
  wechatApps,
} from '../../db/schema/index.ts';
import type { VerifiedNotification } from '../../integrations/payment/port.ts';
import { grantCourseCtes } from '../catalogue/ownership.ts';
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

/**
 * A repeated delivery of a notification already applied, answered and logged without a transaction or a lock:
 * the attempt is paid (a final state, read committed), the provider, amount and success agree, so the locked path
 * would answer 'duplicate' too. Null when that is not the case: the locked path decides.
 * Providers repeat every notification until answered, often several times, so this is most deliveries; the
 * deliveries arriving together are checked and logged by one statement (group commit, db/micro-batch.ts).
 */
async function settleRepeated(
  db: AppDb,
  provider: PaymentProviderName,
  note: VerifiedNotification,
): Promise<SettleResult | null> {
  if (!note.success) return null;
  let orderNo = await repeatedCheck(db)({ provider, note });
  // the group's statement failed (a value one delivery carries, say): this delivery alone, as it would be anyway
  if (orderNo === GROUP_FAILED) orderNo = await repeatedOne(db, provider, note);
  return orderNo === null ? null : { ok: ACK.duplicate, outcome: 'duplicate', orderNo };
}

const GROUP_FAILED = Symbol('group failed');

async function repeatedOne(
  db: AppDb,
  provider: PaymentProviderName,
  note: VerifiedNotification,
): Promise<string | null> {
  const result = await db.execute<{ order_no: string }>(sql`
    with logged as (
      insert into ${paymentNotifications}
        (provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail)
      select ${provider}, 'duplicate', ${note.notifyId ?? null}, ${note.paymentNo}, ${note.providerTradeNo ?? null},
        ${note.amountCents}, ''
      from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
      where a.payment_no = ${note.paymentNo} and a.provider = ${provider} and a.status = 'paid'
        and a.amount_cents = ${note.amountCents}
      returning 1
    )
    select o.order_no from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
    where a.payment_no = ${note.paymentNo} and exists (select 1 from logged)`);
  return result.rows[0]?.order_no ?? null;
}

type RepeatedKey = { provider: PaymentProviderName; note: VerifiedNotification };

/** For each delivery: the order number when it repeats a paid attempt (and is then logged 'duplicate'), else null. */
const repeatedCheck = perKey((db: AppDb) =>
  microBatch(
    async (keys: RepeatedKey[]): Promise<(string | null | typeof GROUP_FAILED)[]> => {
      const deliveries = JSON.stringify(
        keys.map(({ provider, note }, i) => ({
          i,
          provider,
          notify_id: note.notifyId ?? null,
          payment_no: note.paymentNo,
          provider_trade_no: note.providerTradeNo ?? null,
          amount_cents: note.amountCents,
        })),
      );
      const statement = sql`
        with req as (
          select * from json_to_recordset(${deliveries}::json) as r(i int, provider text, notify_id text,
            payment_no text, provider_trade_no text, amount_cents bigint)
        ),
        hit as (
          select r.*, o.order_no from req r
          join ${paymentAttempts} a on a.payment_no = r.payment_no
          join ${orders} o on o.id = a.order_id
          where a.provider = r.provider and a.status = 'paid' and a.amount_cents = r.amount_cents
        ),
        logged as (
          insert into ${paymentNotifications}
            (provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail)
          select provider, 'duplicate', notify_id, payment_no, provider_trade_no, amount_cents, '' from hit
          order by i
        )
        select i, order_no from hit`;
      let rows: { i: number; order_no: string }[];
      try {
        rows = (await db.execute<{ i: number; order_no: string }>(statement)).rows;
      } catch {
        return keys.map(() => GROUP_FAILED);
      }
      const found = new Map(rows.map((r) => [Number(r.i), r.order_no]));
      return keys.map((_, i) => found.get(i) ?? null);
    },
    { maxBatch: 100, maxInFlight: 4 },
  ),
);

export async function settleNotification(
  db: AppDb,
  provider: PaymentProviderName,
  note: VerifiedNotification,
  now: Date = new Date(),
): Promise<SettleResult> {
  const repeated = await settleRepeated(db, provider, note);
  if (repeated) return repeated;
  return db.transaction(async (tx) => {
    // The attempt and its order, both locked, in one round trip.
    const [locked] = await tx
      .select()
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.paymentNo, note.paymentNo))
      .for('update')
      .limit(1);
    const done = async (outcome: NotificationOutcome, orderNo: string | null, detail = '') => {
      await logNotification(tx, provider, outcome, note, detail);
      return { ok: ACK[outcome], outcome, orderNo };
    };
    if (!locked || locked.payment_attempts.provider !== provider) return done('unknown_payment', null);
    const { payment_attempts: attempt, orders: order } = locked;
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

    /** The attempt is paid and the delivery logged, in the transaction's last statement (one round trip). */
    const settled = async (outcome: NotificationOutcome) => {
      await tx.execute(sql`
        with paid as (
          update ${paymentAttempts}
          set status = 'paid', paid_at = ${now.toISOString()}::timestamptz, provider_trade_no = ${note.providerTradeNo}
          where id = ${attempt.id}
        )
        insert into ${paymentNotifications}
          (provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail)
        values (${provider}, ${outcome}, ${note.notifyId ?? null}, ${note.paymentNo}, ${note.providerTradeNo ?? null},
          ${note.amountCents}, '')`);
      return { ok: ACK[outcome], outcome, orderNo: order.orderNo };
    };

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
      return settled(outcome);
    }
    await markOrderPaid(tx, order.id, {
      now,
      payType: attempt.payType,
      actor: 'provider',
      detail: { paymentNo: note.paymentNo, provider, providerTradeNo: note.providerTradeNo },
    });
    return settled('paid');
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
  const paidEvent = {
    orderId,
    type: 'paid',
    actor: opts.actor,
    fromStatus: 'created',
    toStatus: 'paid',
    detail: { payType: opts.payType, amountCents: order.payAmountCents, ...opts.detail },
  } as const;
  if (order.kind === 'course' && order.courseId !== null && !isCourseGrantDeferred(order)) {
    // One statement: the course (with its site message), the trail (paid, then the grant), the gifts that come
    // with the course, and — paid for a course the learner already had (two orders raced, or it came another way
    // meanwhile), the money bought nothing — the refund flag (issue 21: never paid twice for the same thing).
    const grant = grantCourseCtes({
      customerId: order.customerId,
      courseId: order.courseId,
      source: 'bought',
      grantRef: `order:${order.orderNo}`,
      grantedAt: opts.now,
    });
    await tx.execute(sql`
      with ${grant},
      trail as (
        insert into ${orderEvents} (order_id, type, actor, from_status, to_status, detail)
        values (${orderId}, ${paidEvent.type}, ${paidEvent.actor}, ${paidEvent.fromStatus}, ${paidEvent.toStatus},
            ${JSON.stringify(paidEvent.detail)}::jsonb),
          (${orderId},
            case when exists (select 1 from granted) then 'course_granted' else 'course_already_owned' end,
            'system', null, null, ${JSON.stringify({ courseId: order.courseId })}::jsonb)
      ),
      gifts as (
        insert into ${giftEntitlements} (customer_id, goods_id, source_order_id)
        select ${order.customerId}, g.id, ${orderId} from ${goods} g where g.gift_of_course_id = ${order.courseId}
        on conflict do nothing
      )
      update ${orders} set needs_refund = true, updated_at = ${opts.now.toISOString()}::timestamptz
      where id = ${orderId} and not exists (select 1 from granted)`);
  } else {
    await recordOrderEvent(tx, paidEvent);
    if (order.kind === 'package') await grantPackage(tx, order, opts.now);
    if (order.kind === 'goods') await grantVirtualGoods(tx, order, opts.now);
  }
  await emitOrderPaid(tx, order, opts.now);
  return true;
}
