import type { TGift } from '@course/contracts/goods-gifts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { giftEntitlements, goods, type OrderRow, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { toGoodsCard } from '../orders/goods-card.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { addressSnapshot } from '../orders/order-items.ts';
import { newOrderNo } from '../orders/order-numbers.ts';

/** Gifts owed by paid course orders: the list, and claiming one into a free gift order that ships. */

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
