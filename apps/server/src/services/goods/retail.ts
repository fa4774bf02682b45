import type { TGift, TGoodsCard, TLogistics } from '@course/contracts/course-retail';
import { and, asc, avg, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import {
  giftEntitlements,
  goods,
  goodsReviews,
  type OrderRow,
  orders,
  shipmentTraces,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { addressSnapshot } from '../orders/order-items.ts';
import { newOrderNo } from '../orders/order-numbers.ts';

/** Physical and virtual goods: the shop's list and detail, logistics, receipt, address changes, gifts. */

type GoodsRow = typeof goods.$inferSelect;
export const toGoodsCard = (g: GoodsRow): TGoodsCard => ({
  goodsId: g.id,
  kind: g.kind,
  title: g.title,
  subtitle: g.subtitle,
  coverUrl: g.coverUrl,
  priceCents: g.priceCents,
  originalPriceCents: g.originalPriceCents,
  stock: g.stock,
  sold: g.sold,
});

export async function listGoods(
  db: AppDb,
  brand: string,
  input: { keyword?: string | undefined; kind?: 'physical' | 'virtual' | undefined },
) {
  const conditions: SQL[] = [
    eq(goods.brand, brand as 'nbc'),
    eq(goods.status, 'on_sale'),
    isNull(goods.giftOfCourseId),
  ];
  if (input.kind) conditions.push(eq(goods.kind, input.kind));
  if (input.keyword) {
    const pattern = `%${escapeLike(input.keyword)}%`;
    conditions.push(or(ilike(goods.title, pattern), ilike(goods.subtitle, pattern))!);
  }
  const rows = await db
    .select()
    .from(goods)
    .where(and(...conditions))
    .orderBy(asc(goods.sort), asc(goods.id))
    .limit(50);
  return { list: rows.map(toGoodsCard) };
}

export async function goodsDetail(db: AppDb, brand: string, goodsId: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.brand, brand as 'nbc')))
    .limit(1);
  if (!row) throw notFound('商品');
  const [stats] = await db
    .select({ n: count(), rating: avg(goodsReviews.rating) })
    .from(goodsReviews)
    .where(eq(goodsReviews.goodsId, goodsId));
  return {
    ...toGoodsCard(row),
    detail: row.detail,
    videoUrl: row.videoUrl,
    rating: stats?.rating ? Math.round(Number(stats.rating) * 10) / 10 : 5,
    reviewCount: stats?.n ?? 0,
  };
}

export async function logisticsOf(db: AppDb, order: OrderRow): Promise<TLogistics> {
  if (order.kind === 'course') throw conflict('课程订单无需物流');
  const traces = await db
    .select()
    .from(shipmentTraces)
    .where(eq(shipmentTraces.orderId, order.id))
    .orderBy(desc(shipmentTraces.time), desc(shipmentTraces.id));
  return {
    orderNo: order.orderNo,
    title: order.title,
    coverUrl: order.coverUrl,
    fulfilment: order.fulfilment,
    company: order.logisticsCompany,
    no: order.logisticsNo,
    address: order.address ?? null,
    traces: traces.map((t) => ({ time: t.time.toISOString(), status: t.status, description: t.description })),
  };
}

export async function confirmReceipt(db: AppDb, order: OrderRow, now: Date) {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ fulfilment: 'received', receivedAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.fulfilment, 'shipped')))
      .returning({ id: orders.id });
    if (moved.length === 0) {
      if (order.fulfilment === 'received') return { orderNo: order.orderNo, fulfilment: 'received' };
      throw conflict('订单尚未发货');
    }
    await tx
      .insert(shipmentTraces)
      .values({ orderId: order.id, time: now, status: '已签收', description: '您已确认收货，感谢您的支持' });
    await recordOrderEvent(tx, { orderId: order.id, type: 'received', actor: 'customer' });
    return { orderNo: order.orderNo, fulfilment: 'received' };
  });
}

export async function modifyOrderAddress(db: AppDb, order: OrderRow, addressId: number, now: Date) {
  const address = await addressSnapshot(db, order.customerId, addressId);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ address, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.fulfilment, 'awaiting_shipment')))
      .returning({ id: orders.id });
    if (moved.length === 0) throw conflict('订单已发货，无法修改地址');
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'address_changed',
      actor: 'customer',
      detail: { ...address },
    });
    return { orderNo: order.orderNo };
  });
}

/** Ships an order (the warehouse's part; the sandbox stands in for it): carrier, number and first traces. */
export async function shipOrder(db: AppDb, orderNo: string, now: Date) {
  return db.transaction(async (tx) => {
    const no = `SF${now.getTime()}`.slice(0, 15);
    const [order] = await tx
      .update(orders)
      .set({
        fulfilment: 'shipped',
        shippedAt: now,
        logisticsCompany: '顺丰速运',
        logisticsNo: no,
        updatedAt: now,
      })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.fulfilment, 'awaiting_shipment')))
      .returning();
    if (!order) throw conflict('订单不在待发货状态');
    const city = order.address?.city ?? '';
    const minutes = (m: number) => new Date(now.getTime() - m * 60_000);
    await tx.insert(shipmentTraces).values([
      {
        orderId: order.id,
        time: minutes(120),
        status: '已揽收',
        description: '顺丰速运 已收取快件【广州白云集散中心】',
      },
      {
        orderId: order.id,
        time: minutes(60),
        status: '运输中',
        description: '快件已发车，离开【广州白云集散中心】',
      },
      { orderId: order.id, time: now, status: '运输中', description: `快件正在发往【${city || '目的地'}】` },
    ]);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'shipped',
      actor: 'operator',
      detail: { company: '顺丰速运', no },
    });
    return { orderNo, logisticsNo: no };
  });
}

export async function listGifts(db: AppDb, customerId: number): Promise<{ list: TGift[] }> {
  const source = orders;
  const rows = await db
    .select({ gift: giftEntitlements, goods, fromOrderNo: source.orderNo, fromTitle: source.title })
    .from(giftEntitlements)
    .innerJoin(goods, eq(goods.id, giftEntitlements.goodsId))
    .innerJoin(source, eq(source.id, giftEntitlements.sourceOrderId))
    .where(eq(giftEntitlements.customerId, customerId))
    .orderBy(desc(giftEntitlements.id));
  const claimedNos = new Map<number, string>();
  const claimedIds = rows.map((r) => r.gift.claimedOrderId).filter((id): id is number => id !== null);
  for (const id of claimedIds) {
    const [o] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id)).limit(1);
    if (o) claimedNos.set(id, o.orderNo);
  }
  return {
    list: rows.map((r) => ({
      giftId: r.gift.id,
      goods: toGoodsCard(r.goods),
      fromOrderNo: r.fromOrderNo,
      fromTitle: r.fromTitle,
      claimed: r.gift.claimedOrderId !== null,
      claimedOrderNo: r.gift.claimedOrderId === null ? null : (claimedNos.get(r.gift.claimedOrderId) ?? null),
      createdAt: r.gift.createdAt.toISOString(),
    })),
  };
}

/**
 * A zero-amount order for one good that ships (a claimed gift, a redeemed prize): paid at once, awaiting
 * shipment, with the address as it is now.
 */
export async function insertFreeShipment(
  tx: AppDb,
  input: {
    customerId: number;
    brand: OrderRow['brand'];
    businessCode: 'gift' | 'prize';
    goods: { id: number; title: string; coverUrl: string };
    address: OrderRow['address'];
    remark?: string;
    now: Date;
  },
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo('gift', input.now.getTime()),
      customerId: input.customerId,
      brand: input.brand,
      businessCode: input.businessCode,
      kind: 'gift',
      goodsId: input.goods.id,
      quantity: 1,
      title: input.goods.title,
      coverUrl: input.goods.coverUrl,
      unitPriceCents: 0,
      goodsAmountCents: 0,
      payAmountCents: 0,
      status: 'paid',
      paidAt: input.now,
      expiresAt: input.now,
      address: input.address,
      fulfilment: 'awaiting_shipment',
      ...(input.remark === undefined ? {} : { remark: input.remark }),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return order!;
}

/** Claims a gift once: a zero-amount gift order (paid, awaiting shipment) and the entitlement marked. */
export async function claimGift(
  db: AppDb,
  input: { customerId: number; giftId: number; addressId: number; now: Date },
) {
  const address = await addressSnapshot(db, input.customerId, input.addressId);
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select({ gift: giftEntitlements, goods, brand: orders.brand })
      .from(giftEntitlements)
      .innerJoin(goods, eq(goods.id, giftEntitlements.goodsId))
      .innerJoin(orders, eq(orders.id, giftEntitlements.sourceOrderId))
      .where(and(eq(giftEntitlements.id, input.giftId), eq(giftEntitlements.customerId, input.customerId)))
      .for('update', { of: giftEntitlements })
      .limit(1);
    if (!gift) throw notFound('礼品');
    if (gift.gift.claimedOrderId !== null) throw conflict('礼品已领取');
    const order = await insertFreeShipment(tx, {
      customerId: input.customerId,
      brand: gift.brand,
      businessCode: 'gift',
      goods: gift.goods,
      address,
      now: input.now,
    });
    await tx
      .update(giftEntitlements)
      .set({ claimedOrderId: order.id, claimedAt: input.now })
      .where(eq(giftEntitlements.id, input.giftId));
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'gift_claimed',
      actor: 'customer',
      toStatus: 'paid',
      detail: { giftId: input.giftId },
    });
    return { orderNo: order.orderNo };
  });
}
