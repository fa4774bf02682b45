// Over 300 lines: a payment's settlement is one transaction read top to bottom (grouped repeats, the first delivery, grants, hooks).
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { microBatch, perKey } from '../../db/micro-batch.ts';
import { rowMapper } from '../../db/row-mapper.ts';
import {
  giftEntitlements,
  goods,
  type NotificationOutcome,
  type OrderRow,
  orderEvents,
  orders,
  type PaymentProviderName,
  paymentAttempts,
  paymentNotifications,
  wechatApps,
} from '../../db/schema/index.ts';
import type { VerifiedNotification } from '../../integrations/payment/port.ts';
import { grantCoursesFrom, grantRequestColumnsOf } from '../catalogue/ownership.ts';
import { grantPackage, grantVirtualGoods } from './grants.ts';
import { recordOrderEvent } from './order-events.ts';
import { deferredGrantCodes, emitOrdersPaid, paidHookCandidates } from './order-hooks.ts';

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
          -- a lookup by payment number per delivery ('offset 0': never a hash of every paid attempt; see
          -- docs/decisions.md, "Group statements look rows up one by one")
          select r.*, x.order_no from req r
          join lateral (
            select o.order_no from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
            where a.payment_no = r.payment_no and a.provider = r.provider and a.status = 'paid'
              and a.amount_cents = r.amount_cents
            offset 0) x on true
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
    { maxBatch: 100, maxInFlight: 1 },
  ),
);

/**
 * A notification's delivery. A repeat of one already applied is answered without a lock (settleRepeated); the
 * others — first deliveries, mostly — are settled in groups: deliveries arriving while earlier groups are being
 * settled go together in one transaction (settleDeliveries). A group that fails as a whole (a deadlock with
 * another group on another process, a value one delivery carries) is settled again one delivery at a time.
 */
export async function settleNotification(
  db: AppDb,
  provider: PaymentProviderName,
  note: VerifiedNotification,
  now: Date = new Date(),
): Promise<SettleResult> {
  const repeated = await settleRepeated(db, provider, note);
  if (repeated) return repeated;
  const delivery: Delivery = { provider, note, now };
  const settled = await settleInGroup(db)(delivery);
  if (settled !== GROUP_FAILED) return settled;
  const [alone] = await settleDeliveries(db, [delivery]);
  return alone!;
}

type Delivery = { provider: PaymentProviderName; note: VerifiedNotification; now: Date };

const settleInGroup = perKey((db: AppDb) =>
  microBatch(
    async (deliveries: Delivery[]): Promise<(SettleResult | typeof GROUP_FAILED)[]> => {
      try {
        return await settleDeliveries(db, deliveries);
      } catch {
        return deliveries.map(() => GROUP_FAILED);
      }
    },
    { maxBatch: 50, maxInFlight: 1 },
  ),
);

/** What settling a delivery reads of its attempt and order, locked. */
type LockedPayment = {
  attempt_id: number;
  payment_no: string;
  provider: PaymentProviderName;
  amount_cents: number;
  attempt_status: string;
  pay_type: number | null;
  order_id: number;
  order_no: string;
  order_status: string;
};

/**
 * Settles deliveries in one transaction, each answered as if it had been settled alone in the order given. The
 * attempts named and their orders are locked (`select … for update`, in attempt order, so groups on other
 * processes queue behind each other instead of deadlocking), so deliveries of the same notification — however
 * many, however concurrent, on however many processes — queue on the attempt's row. The first finds it pending,
 * marks it paid and moves the order created → paid (markOrdersPaid, one set of statements for every order of the
 * group); the ones after it find it paid and are logged 'duplicate'. Every delivery is logged in
 * payment_notifications with what it did, in the transaction's last statement.
 */
export async function settleDeliveries(db: AppDb, deliveries: Delivery[]): Promise<SettleResult[]> {
  const now = new Date(Math.max(...deliveries.map((d) => d.now.getTime())));
  return db.transaction(async (tx) => {
    const paymentNos = JSON.stringify([...new Set(deliveries.map((d) => d.note.paymentNo))]);
    // Hand-written (a constant text, prepared once per connection): this runs for every group.
    const locked = (
      await tx.execute<LockedPayment>(sql`
        select a.id as attempt_id, a.payment_no, a.provider, a.amount_cents, a.status as attempt_status, a.pay_type,
          o.id as order_id, o.order_no, o.status as order_status
        from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
        where a.payment_no = any(array(select json_array_elements_text(${paymentNos}::json)))
        order by a.id
        for update`)
    ).rows;
    const byPaymentNo = new Map(locked.map((row) => [row.payment_no, row]));
    // What each delivery finds, as the deliveries before it in this group leave it.
    const attemptPaid = new Set(locked.filter((r) => r.attempt_status === 'paid').map((r) => r.attempt_id));
    const orderStatus = new Map(locked.map((r) => [r.order_id, r.order_status]));

    const results: SettleResult[] = [];
    const logged: { delivery: Delivery; outcome: NotificationOutcome; detail: string }[] = [];
    const attemptsPaid: { attemptId: number; providerTradeNo: string | null }[] = [];
    const toPay: PaidOrder[] = [];
    const answer = (
      delivery: Delivery,
      outcome: NotificationOutcome,
      orderNo: string | null,
      detail = '',
    ) => {
      logged.push({ delivery, outcome, detail });
      results.push({ ok: ACK[outcome], outcome, orderNo });
    };
    for (const delivery of deliveries) {
      const { provider, note } = delivery;
      const row = byPaymentNo.get(note.paymentNo);
      if (!row || row.provider !== provider) {
        answer(delivery, 'unknown_payment', null);
        continue;
      }
      const attempt = {
        id: row.attempt_id,
        amountCents: Number(row.amount_cents),
        payType: row.pay_type === null ? null : Number(row.pay_type),
      };
      const order = { id: row.order_id, orderNo: row.order_no };
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
        answer(
          delivery,
          'wrong_amount',
          order.orderNo,
          `expected ${attempt.amountCents}, got ${note.amountCents}`,
        );
        continue;
      }
      if (!note.success) {
        answer(delivery, 'not_success', order.orderNo);
        continue;
      }
      if (attemptPaid.has(attempt.id)) {
        answer(delivery, 'duplicate', order.orderNo);
        continue;
      }
      attemptPaid.add(attempt.id);
      attemptsPaid.push({ attemptId: attempt.id, providerTradeNo: note.providerTradeNo ?? null });
      const status = orderStatus.get(order.id)!;
      if (status === 'created') {
        orderStatus.set(order.id, 'paid');
        toPay.push({
          orderId: order.id,
          payType: attempt.payType,
          detail: { paymentNo: note.paymentNo, provider, providerTradeNo: note.providerTradeNo },
        });
        answer(delivery, 'paid', order.orderNo);
        continue;
      }
      // Money for an order closed meanwhile, or already paid by another attempt: kept, flagged for refund.
      const outcome: NotificationOutcome = status === 'closed' ? 'paid_after_close' : 'paid_twice';
      await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, order.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: outcome,
        actor: 'provider',
        fromStatus: status,
        toStatus: status,
        detail: {
          paymentNo: note.paymentNo,
          providerTradeNo: note.providerTradeNo,
          amountCents: note.amountCents,
        },
      });
      answer(delivery, outcome, order.orderNo);
    }

    // The attempts paid and every delivery's log line go in the statement that settles the orders.
    const paid = JSON.stringify(
      attemptsPaid.map((a) => ({ id: a.attemptId, provider_trade_no: a.providerTradeNo })),
    );
    const lines = JSON.stringify(
      logged.map(({ delivery: { provider, note }, outcome, detail }, i) => ({
        i,
        provider,
        outcome,
        notify_id: note.notifyId ?? null,
        payment_no: note.paymentNo ?? null,
        provider_trade_no: note.providerTradeNo ?? null,
        amount_cents: note.amountCents ?? null,
        detail: detail.slice(0, 500),
      })),
    );
    const attemptsAndLog = sql`
      attempts_paid as (
        update ${paymentAttempts} a
        set status = 'paid', paid_at = ${now.toISOString()}::timestamptz,
          provider_trade_no = (select p.provider_trade_no
            from json_to_recordset(${paid}::json) as p(id int, provider_trade_no text) where p.id = a.id
            limit 1)
        where a.id = any(array(select (p->>'id')::int from json_array_elements(${paid}::json) p))
      ),
      notifications_logged as (
        insert into ${paymentNotifications}
          (provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail)
        select provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail
        from json_to_recordset(${lines}::json) as l(i int, provider text, outcome text, notify_id text, payment_no text,
          provider_trade_no text, amount_cents bigint, detail text)
        order by i
      )`;
    await markOrdersPaid(tx, toPay, { now, actor: 'provider', alongside: attemptsAndLog });
    return results;
  });
}

/** An order to move created → paid, with what its trail's 'paid' entry says. */
export type PaidOrder = { orderId: number; payType: number | null; detail?: Record<string, unknown> };

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
  const paid = await markOrdersPaid(tx, [{ orderId, payType: opts.payType, detail: opts.detail }], opts);
  return paid.length > 0;
}

/**
 * markOrderPaid for several orders in one transaction, in one statement whatever their number: the orders'
 * conditional update created → paid, and with it the courses with their site messages, the trail, the gifts that
 * come with the courses, the paid hooks' `appliesTo` reads and the caller's `alongside` CTEs (which run even when
 * no order moves). Then, only when needed, the refund flag of an order whose course the learner already had, the
 * grants of package and goods orders one by one, and the paid hooks. Answers the orders it moved to paid, in the
 * order given.
 */
export async function markOrdersPaid(
  tx: AppDb,
  items: PaidOrder[],
  opts: { now: Date; actor: 'provider' | 'system'; alongside?: SQL },
): Promise<OrderRow[]> {
  if (items.length === 0 && !opts.alongside) return [];
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  const moving = JSON.stringify(
    items.map((item, i) => ({
      i,
      order_id: item.orderId,
      pay_type: item.payType,
      detail: item.detail ?? {},
    })),
  );
  const candidates = paidHookCandidates(sql.raw('paid_orders'));
  // One statement, so an order's row is updated once in it: the refund flag (a second update of the same row)
  // follows in a statement of its own, for the rare order that bought a course its learner already had.
  const result = await tx.execute<Record<string, unknown>>(sql`
    with moving as (
      select distinct on (order_id) * from json_to_recordset(${moving}::json) as m(i int, order_id int, pay_type int,
        detail jsonb)
      order by order_id, i
    ),
    moved as (
      -- each order by its id ('= any(array(…))'): never a scan of every order (docs/decisions.md, "Group
      -- statements look rows up one by one")
      update ${orders} o
      set status = 'paid', paid_at = ${now}, updated_at = ${now},
        pay_type = (select m.pay_type from moving m where m.order_id = o.id),
        fulfilment = case when o.kind in ('course', 'package') then 'none'
          when exists (select 1 from ${goods} g where g.id = o.goods_id and g.kind = 'virtual') then 'received'
          else 'awaiting_shipment' end
      where o.id = any(array(select order_id from moving)) and o.status = 'created'
      returning o.*
    ),
    paid_orders as (
      select ${grantRequestColumnsOf('bought', {
        i: sql`m.i`,
        customerId: sql`p.customer_id`,
        courseId: sql`p.course_id`,
        grantRef: sql`'order:' || p.order_no`,
        grantedAt: now,
      })},
        p.id, p.kind = 'course' and p.course_id is not null
          and p.business_code not in (select json_array_elements_text(${JSON.stringify(deferredGrantCodes())}::json))
          as grants,
        p.pay_amount_cents, p.business_code, p.kind,
        jsonb_build_object('payType', p.pay_type, 'amountCents', p.pay_amount_cents) || m.detail as paid_detail
      from moved p join moving m on m.order_id = p.id
    ),
    ${grantCoursesFrom(sql`select * from paid_orders where grants`)},
    trail as (
      insert into ${orderEvents} (order_id, type, actor, from_status, to_status, detail)
      select order_id, type, actor, from_status, to_status, detail from (
        select i, 0 as step, id as order_id, 'paid' as type, ${opts.actor}::text as actor, 'created' as from_status,
          'paid' as to_status, paid_detail as detail from paid_orders
        union all
        select p.i, 1, p.id,
          case when exists (select 1 from granted g where g.grant_ref = p.grant_ref) then 'course_granted'
            else 'course_already_owned' end,
          'system', null, null, jsonb_build_object('courseId', p.course_id)
        from paid_orders p where p.grants
      ) entries
      order by i, step
    ),
    gifts as (
      insert into ${giftEntitlements} (customer_id, goods_id, source_order_id)
      select p.customer_id, g.id, p.id from paid_orders p join ${goods} g on g.gift_of_course_id = p.course_id
      where p.grants
      order by p.i, g.id
      on conflict do nothing
    ),
    hook_candidates as (${candidates ?? sql`select null::text as hook, null::int as order_id where false`})
    ${opts.alongside ? sql`, ${opts.alongside}` : sql``}
    select m.*,
      p.grants and not exists (select 1 from granted g where g.grant_ref = p.grant_ref) as refund_due,
      array(select c.hook from hook_candidates c where c.order_id = m.id) as paid_hooks
    from moved m join paid_orders p on p.id = m.id
    order by p.i`);
  const paid = result.rows.map(orderRowOf);
  // Paid for a course the learner already had (two orders raced, or it came another way meanwhile), the money
  // bought nothing: the refund flag (issue 21: never paid twice for the same thing).
  const refundDue = paid.filter((_, i) => result.rows[i]!.refund_due === true).map((o) => o.id);
  if (refundDue.length > 0) {
    await tx
      .update(orders)
      .set({ needsRefund: true, updatedAt: opts.now })
      .where(inArray(orders.id, refundDue));
  }
  for (const order of paid) {
    if (order.kind === 'package') await grantPackage(tx, order, opts.now);
    if (order.kind === 'goods') await grantVirtualGoods(tx, order, opts.now);
  }
  if (paid.length > 0) {
    const picked = result.rows.flatMap((row, i) =>
      (row.paid_hooks as string[]).map((hook) => ({ hook, order_id: paid[i]!.id })),
    );
    await emitOrdersPaid(tx, paid, opts.now, candidates ? picked : undefined);
  }
  return paid;
}

const orderRowOf = rowMapper(orders);
