import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { rowMapper } from '../../db/row-mapper.ts';
import { giftEntitlements, goods, type OrderRow, orderEvents, orders } from '../../db/schema/index.ts';
import { grantCoursesFrom, grantRequestColumnsOf } from '../catalogue/ownership.ts';
import { grantPackage, grantVirtualGoods } from './grants.ts';
import { deferredGrantCodes, emitOrdersPaid, paidHookCandidates } from './order-hooks.ts';

/**
 * Orders moved created → paid, with what paying gives, in as few round trips as the orders' kinds allow: one
 * statement for the move and everything a course order needs (paidOrdersStatement), then only when needed the
 * refund flag, the package and goods grants one by one, and the paid hooks (finishPaidOrders).
 */

/** An order to move created → paid, with what its trail's 'paid' entry says. */
type PaidOrder = { orderId: number; payType: number | null; detail?: Record<string, unknown> };

type MarkPaidOptions = { now: Date; actor: 'provider' | 'system' };

/**
 * created → paid (a conditional update, so it happens once), then what paying gives, in the same
 * transaction: the course, the gifts that come with it, or the shipment to prepare. Returns false when the
 * order was not in 'created'.
 */
export async function markOrderPaid(
  tx: AppDb,
  orderId: number,
  opts: MarkPaidOptions & { payType: number | null; detail?: Record<string, unknown> },
): Promise<boolean> {
  const paid = await markOrdersPaid(tx, [{ orderId, payType: opts.payType, detail: opts.detail }], opts);
  return paid.length > 0;
}

/** markOrderPaid for several orders in one transaction, in one statement whatever their number. */
async function markOrdersPaid(tx: AppDb, items: PaidOrder[], opts: MarkPaidOptions): Promise<OrderRow[]> {
  if (items.length === 0) return [];
  const moving = JSON.stringify(
    items.map((item, i) => ({
      i,
      order_id: item.orderId,
      pay_type: item.payType,
      detail: item.detail ?? {},
    })),
  );
  const statement = paidOrdersStatement({
    ...opts,
    moving: sql`select distinct on (order_id) *, false as also_refund
      from json_to_recordset(${moving}::json) as m(i int, order_id int, pay_type int, detail jsonb)
      order by order_id, i`,
  });
  return finishPaidOrders(tx, await tx.execute<Record<string, unknown>>(statement.sql), statement, opts.now);
}

export type PaidOrdersStatement = { sql: SQL; hooksRead: boolean };

/**
 * The statement that moves orders created → paid and writes, with the move, the courses with their site messages,
 * the trail, the gifts that come with the courses and the paid hooks' `appliesTo` reads:
 *
 * - `moving`: a select of (i int, order_id int, pay_type int, detail jsonb, also_refund boolean): the orders to move,
 *   one row each, `i` their place in the trail and the answer, `detail` what their 'paid' entry adds, `also_refund`
 *   whether the move also flags the order for refund (money of a second attempt, settled in the same statement);
 * - `before`: CTEs the caller puts first (`moving` may read them), `alongside` CTEs after (they run even when no
 *   order moves), `trail` more trail entries as (i, step, order_id, type, actor, from_status, to_status, detail), in
 *   order with the paid ones (step 0 and 1 are taken), and `answer` one json value of the caller's (`answer`).
 *
 * It answers one row per order moved, in `i` order (the orders' columns, `refund_due`, `paid_hooks`), and at least
 * one row: with no order moved, one row of nulls but `answer`.
 */
export function paidOrdersStatement(parts: {
  moving: SQL;
  now: Date;
  actor: 'provider' | 'system';
  before?: SQL;
  alongside?: SQL;
  trail?: SQL;
  answer?: SQL;
}): PaidOrdersStatement {
  const now = sql`${parts.now.toISOString()}::timestamptz`;
  const candidates = paidHookCandidates(sql.raw('paid_orders'));
  // One statement, so an order's row is updated once in it: the refund flag for a course the learner already had
  // (a second update of the same row) follows in a statement of its own, when due (finishPaidOrders).
  const statement = sql`
    with ${parts.before ? sql`${parts.before},` : sql``}
    moving as (${parts.moving}),
    moved as (
      -- each order by its id ('= any(array(…))'): never a scan of every order (docs/decisions.md, "Group
      -- statements look rows up one by one")
      update ${orders} o
      set status = 'paid', paid_at = ${now}, updated_at = ${now},
        pay_type = (select m.pay_type from moving m where m.order_id = o.id),
        needs_refund = o.needs_refund or (select m.also_refund from moving m where m.order_id = o.id),
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
        select i, 0 as step, id as order_id, 'paid' as type, ${parts.actor}::text as actor,
          'created' as from_status, 'paid' as to_status, paid_detail as detail
        from paid_orders
        union all
        select p.i, 1, p.id,
          case when exists (select 1 from granted g where g.grant_ref = p.grant_ref) then 'course_granted'
            else 'course_already_owned' end,
          'system', null, null, jsonb_build_object('courseId', p.course_id)
        from paid_orders p where p.grants
        ${parts.trail ? sql`union all ${parts.trail}` : sql``}
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
    ${parts.alongside ? sql`, ${parts.alongside}` : sql``}
    select x.*, ${parts.answer ?? sql`null::json`} as answer
    from (select 1) as one
    left join (
      select m.*, p.i as paid_i,
        p.grants and not exists (select 1 from granted g where g.grant_ref = p.grant_ref) as refund_due,
        array(select c.hook from hook_candidates c where c.order_id = m.id) as paid_hooks
      from moved m join paid_orders p on p.id = m.id
    ) x on true
    order by x.paid_i`;
  return { sql: statement, hooksRead: candidates !== null };
}

/**
 * After paidOrdersStatement, in the same transaction: the refund flag of an order that bought a course its learner
 * already had, the package and goods grants, the paid hooks. Answers the orders moved.
 */
export async function finishPaidOrders(
  tx: AppDb,
  result: { rows: Record<string, unknown>[] },
  statement: PaidOrdersStatement,
  now: Date,
): Promise<OrderRow[]> {
  const rows = result.rows.filter((row) => row.id !== null && row.id !== undefined);
  const paid = rows.map(orderRowOf);
  // Paid for a course the learner already had (two orders raced, or it came another way meanwhile), the money
  // bought nothing: the refund flag (issue 21: never paid twice for the same thing).
  const refundDue = paid.filter((_, i) => rows[i]!.refund_due === true).map((o) => o.id);
  if (refundDue.length > 0) {
    await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(inArray(orders.id, refundDue));
  }
  for (const order of paid) {
    if (order.kind === 'package') await grantPackage(tx, order, now);
    if (order.kind === 'goods') await grantVirtualGoods(tx, order, now);
  }
  if (paid.length > 0) {
    const picked = rows.flatMap((row, i) =>
      (row.paid_hooks as string[]).map((hook) => ({ hook, order_id: paid[i]!.id })),
    );
    await emitOrdersPaid(tx, paid, now, statement.hooksRead ? picked : undefined);
  }
  return paid;
}

const orderRowOf = rowMapper(orders);
