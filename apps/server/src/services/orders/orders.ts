import type { TPrepareResult } from '@course/contracts/orders-checkout';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { goods, type OrderRow, orders } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from './order-events.ts';
import { cannotBuy, type ItemSpec, type ResolvedItem, resolveItem } from './order-items.ts';
import { newOrderNo } from './order-numbers.ts';

/** Orders: creating (or reusing a pending one), reading the learner's own, cancelling and expiring them. */

/** An unpaid, unexpired order of the same item and amount: paying again reuses it instead of a new one. */
export async function findPendingOrder(db: AppDb, customerId: number, item: ResolvedItem, now: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'created'),
        gt(orders.expiresAt, now),
        item.courseId !== null
          ? eq(orders.courseId, item.courseId)
          : item.packageId !== null
            ? eq(orders.packageId, item.packageId)
            : eq(orders.goodsId, item.goodsId!),
        eq(orders.quantity, item.quantity),
        eq(orders.payAmountCents, item.payAmountCents),
        // a team-buying seat's order (its own business code) is never reused by the ordinary checkout
        eq(orders.businessCode, item.businessCode),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

export async function prepareOrder(
  db: AppDb,
  input: { customerId: number; brand: string; spec: ItemSpec; now: Date },
): Promise<TPrepareResult> {
  const resolved = await resolveItem(db, input.customerId, input.brand, input.spec, input.now);
  const pending = resolved.canBuy ? await findPendingOrder(db, input.customerId, resolved, input.now) : null;
  const {
    address: _address,
    courseId: _courseId,
    goodsId: _goodsId,
    packageId: _packageId,
    ...item
  } = resolved;
  return { ...item, pendingOrderNo: pending?.orderNo ?? null };
}

/** Creates the order (taking goods stock by a conditional update) and its 'created' event, in one transaction. */
export async function createOrder(
  db: AppDb,
  input: {
    customerId: number;
    brand: string;
    item: ResolvedItem;
    now: Date;
    expireMinutes: number;
    channel?: string | undefined;
    subChannel?: string | undefined;
  },
): Promise<OrderRow> {
  const { item } = input;
  if (!item.canBuy) throw cannotBuy(item);
  if (item.needsAddress && !item.address) throw new AppError(ResponseCode.invalidParams, '请填写收货地址');
  for (let tries = 0; ; tries++) {
    try {
      return await db.transaction(async (tx) => {
        if (item.goodsId !== null) {
          const taken = await tx
            .update(goods)
            .set({
              stock: sql`${goods.stock} - ${item.quantity}`,
              sold: sql`${goods.sold} + ${item.quantity}`,
            })
            .where(and(eq(goods.id, item.goodsId), sql`${goods.stock} >= ${item.quantity}`))
            .returning({ id: goods.id });
          if (taken.length === 0) throw conflict('商品库存不足');
        }
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(item.kind, input.now.getTime()),
            customerId: input.customerId,
            brand: input.brand as OrderRow['brand'],
            businessCode: item.businessCode,
            kind: item.kind,
            courseId: item.courseId,
            goodsId: item.goodsId,
            packageId: item.packageId,
            quantity: item.quantity,
            title: item.title,
            coverUrl: item.coverUrl,
            unitPriceCents: item.unitPriceCents,
            goodsAmountCents: item.goodsAmountCents,
            freightCents: item.freightCents,
            discountCents: item.discountCents,
            payAmountCents: item.payAmountCents,
            expiresAt: new Date(input.now.getTime() + input.expireMinutes * 60_000),
            address: item.address,
            channel: input.channel ?? null,
            subChannel: input.subChannel ?? null,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        await recordOrderEvent(tx, {
          orderId: order!.id,
          type: 'created',
          actor: 'customer',
          toStatus: 'created',
          detail: { payAmountCents: item.payAmountCents, quantity: item.quantity },
        });
        return order!;
      });
    } catch (error) {
      if (tries < 3 && isUniqueViolation(error, 'orders_order_no_unique')) continue;
      throw error;
    }
  }
}

/** The learner's order by number; closes it first when it expired unpaid. */
export async function ownOrder(db: AppDb, customerId: number, orderNo: string, now: Date): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound('订单');
  if (row.status === 'created' && row.expiresAt <= now) {
    await closeOrder(db, row.id, { now, actor: 'system', reason: 'expired' });
    return (await db.select().from(orders).where(eq(orders.id, row.id)).limit(1))[0]!;
  }
  return row;
}

/**
 * created → closed (cancelled by the learner or expired), once: a conditional update. Goods stock comes back.
 * A payment that still arrives afterwards is flagged for refund by the settlement.
 */
export async function closeOrder(
  db: AppDb,
  orderId: number,
  opts: { now: Date; actor: 'customer' | 'system'; reason: 'cancelled' | 'expired' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'closed', closedAt: opts.now, updatedAt: opts.now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
      .returning();
    if (!order) return false;
    if (order.goodsId !== null && order.kind === 'goods') {
      await tx
        .update(goods)
        .set({
          stock: sql`${goods.stock} + ${order.quantity}`,
          sold: sql`greatest(${goods.sold} - ${order.quantity}, 0)`,
        })
        .where(eq(goods.id, order.goodsId));
    }
    await recordOrderEvent(tx, {
      orderId,
      type: opts.reason,
      actor: opts.actor,
      fromStatus: 'created',
      toStatus: 'closed',
    });
    return true;
  });
}

/** Closes every unpaid order past its expiry (the periodic sweep; safe on several processes). */
export async function closeExpiredOrders(db: AppDb, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'created'), lt(orders.expiresAt, now)))
    .limit(limit);
  let closed = 0;
  for (const { id } of due)
    if (await closeOrder(db, id, { now, actor: 'system', reason: 'expired' })) closed++;
  return closed;
}
