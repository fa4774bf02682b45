// Over 300 lines: a payment's settlement read top to bottom (the grouped repeats, then the grouped first deliveries' statement).
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { microBatch, perKey } from '../../db/micro-batch.ts';
import {
  type NotificationOutcome,
  orders,
  type PaymentProviderName,
  paymentAttempts,
  paymentNotifications,
  wechatApps,
} from '../../db/schema/index.ts';
import { statementTemplate } from '../../db/statement-template.ts';
import type { VerifiedNotification } from '../../integrations/payment/port.ts';
import { finishPaidOrders, paidOrdersStatement } from './mark-paid.ts';

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

/** Deliveries as the json rows a group statement reads (`json_to_recordset`), `i` each one's place in the group. */
const deliveryRows = (deliveries: RepeatedKey[]) =>
  JSON.stringify(
    deliveries.map(({ provider, note }, i) => ({
      i,
      provider,
      notify_id: note.notifyId ?? null,
      payment_no: note.paymentNo,
      provider_trade_no: note.providerTradeNo ?? null,
      amount_cents: note.amountCents,
      success: note.success,
    })),
  );

/** The repeats' group statement, rendered once (db/statement-template.ts). */
const repeatedStatement = statementTemplate<'deliveries'>(
  ({ deliveries }) => sql`
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
    select i, order_no from hit`,
);

/** For each delivery: the order number when it repeats a paid attempt (and is then logged 'duplicate'), else null. */
const repeatedCheck = perKey((db: AppDb) =>
  microBatch(
    async (keys: RepeatedKey[]): Promise<(string | null | typeof GROUP_FAILED)[]> => {
      const deliveries = deliveryRows(keys);
      let rows: { i: number; order_no: string }[];
      try {
        rows = (await repeatedStatement.execute<{ i: number; order_no: string }>(db, { deliveries })).rows;
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

/**
 * Settles deliveries in one transaction and one statement (paidOrdersStatement, with the CTEs below before and
 * alongside it), each answered as if it had been settled alone in the order given. The attempts named and their
 * orders are locked first (`select … for update`, in attempt order, so groups on other processes queue behind each
 * other instead of deadlocking), so deliveries of the same notification — however many, however concurrent, on
 * however many processes — queue on the attempt's row; the statement's later parts read what the lock read. Each
 * delivery is then classified in order: no such attempt of that provider 'unknown_payment', another amount
 * 'wrong_amount', a failed trade 'not_success'; of the successful ones for an attempt not yet paid, the first pays
 * the attempt and the others are 'duplicate'; the first attempt paid for an order still 'created' moves it to paid
 * ('paid'), a later one is 'paid_twice', money for a closed order 'paid_after_close' (both kept and flagged for
 * refund). Every delivery is logged in payment_notifications with what it did.
 * Round trips: begin, the statement, commit; more only for what paidOrdersStatement leaves to finishPaidOrders.
 */
export async function settleDeliveries(db: AppDb, deliveries: Delivery[]): Promise<SettleResult[]> {
  const now = new Date(Math.max(...deliveries.map((d) => d.now.getTime())));
  const at = sql`${now.toISOString()}::timestamptz`;
  const requests = deliveryRows(deliveries);
  // The lock and the writes in one statement (read committed): `locked` waits for a group settling the same rows
  // elsewhere and then reads their newest versions, so the outcomes see what that group did; the statement's
  // updates reach the same newest versions (an update follows a row's newer versions and checks its condition
  // again), and each row is updated once: the orders moved and the orders flagged are disjoint.
  const before = sql`
    req as (
      select * from json_to_recordset(${requests}::json) as r(i int, provider text, notify_id text, payment_no text,
        provider_trade_no text, amount_cents bigint, success boolean)
    ),
    locked as materialized (
      select a.id as attempt_id, a.payment_no, a.provider, a.amount_cents, a.status as attempt_status, a.pay_type,
        o.id as order_id, o.order_no, o.status as order_status
      from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
      where a.payment_no = any(array(select payment_no from req))
      order by a.id
      for update
    ),
    matched as (
      select r.*, l.attempt_id, l.amount_cents as expected_cents, l.attempt_status, l.pay_type, l.order_id,
        l.order_no, l.order_status,
        l.attempt_id is not null and r.amount_cents = l.amount_cents and r.success as valid
      from req r left join locked l on l.payment_no = r.payment_no and l.provider = r.provider
    ),
    paying as (
      select m.*, m.valid and m.attempt_status <> 'paid'
        and m.i = min(m.i) filter (where m.valid) over (partition by m.attempt_id) as pays
      from matched m
    ),
    decided as (
      select p.*, case
        when p.attempt_id is null then 'unknown_payment'
        when p.amount_cents <> p.expected_cents then 'wrong_amount'
        when not p.success then 'not_success'
        when not p.pays then 'duplicate'
        when p.order_status = 'created' then
          case when p.i = min(p.i) filter (where p.pays) over (partition by p.order_id) then 'paid' else 'paid_twice' end
        when p.order_status = 'closed' then 'paid_after_close'
        else 'paid_twice' end as outcome,
        -- the order's state as this delivery finds it, after the deliveries before it in the group
        case when p.order_status = 'created' then 'paid' else p.order_status end as found_status
      from paying p
    )`;
  const moving = sql`
    select d.i, d.order_id, d.pay_type,
      jsonb_build_object('paymentNo', d.payment_no, 'provider', d.provider, 'providerTradeNo', d.provider_trade_no)
        as detail,
      exists (select 1 from decided t where t.order_id = d.order_id and t.outcome = 'paid_twice') as also_refund
    from decided d where d.outcome = 'paid'`;
  const alongside = sql`
    refund_flagged as (
      update ${orders} o set needs_refund = true, updated_at = ${at}
      where o.id = any(array(select order_id from decided where outcome in ('paid_after_close', 'paid_twice')
        and order_id not in (select order_id from moving)))
    ),
    attempts_paid as (
      update ${paymentAttempts} a
      set status = 'paid', paid_at = ${at},
        provider_trade_no = (select d.provider_trade_no from decided d where d.attempt_id = a.id and d.pays)
      where a.id = any(array(select attempt_id from decided where pays))
    ),
    notifications_logged as (
      insert into ${paymentNotifications}
        (provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents, detail)
      select provider, outcome, notify_id, payment_no, provider_trade_no, amount_cents,
        case when outcome = 'wrong_amount' then 'expected ' || expected_cents || ', got ' || amount_cents else '' end
      from decided
      order by i
    )`;
  const trail = sql`
    select i, 0, order_id, 'notification_rejected', 'provider', null, null,
      jsonb_build_object('reason', 'wrong_amount', 'expected', expected_cents, 'got', amount_cents,
        'paymentNo', payment_no)
    from decided where outcome = 'wrong_amount'
    union all
    select i, 0, order_id, outcome, 'provider', found_status, found_status,
      jsonb_build_object('paymentNo', payment_no, 'providerTradeNo', provider_trade_no, 'amountCents', amount_cents)
    from decided where outcome in ('paid_after_close', 'paid_twice')`;
  const answer = sql`(select json_agg(json_build_object('outcome', outcome, 'order_no', order_no) order by i)
    from decided)`;
  const statement = paidOrdersStatement({ moving, now, actor: 'provider', before, alongside, trail, answer });
  return db.transaction(async (tx) => {
    const result = await tx.execute<Record<string, unknown>>(statement.sql);
    const answers = result.rows[0]!.answer as { outcome: NotificationOutcome; order_no: string | null }[];
    await finishPaidOrders(tx, result, statement, now);
    return answers.map(({ outcome, order_no }) => ({ ok: ACK[outcome], outcome, orderNo: order_no }));
  });
}
