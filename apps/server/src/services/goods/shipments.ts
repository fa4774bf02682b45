import type { TLogistics } from '@course/contracts/goods-retail';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type OrderRow, orders, shipmentTraces } from '../../db/schema/index.ts';
import { conflict } from '../../http/app-error.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { addressSnapshot } from '../orders/order-items.ts';

/** Shipping a goods order: logistics, confirming receipt, changing the address before shipment, shipping. */

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

/**
 * Ships an order: the carrier and its tracking number, and the order's trail. With `carrier` it is the
 * operator's shipment from the console (one trace, the carrier's own traces come later); without it the
 * sandbox stands in for the warehouse (a made-up SF number and sample traces). Only a paid order awaiting
 * shipment moves (a conditional update: two shipments at once cannot both pass).
 */
export async function shipOrder(
  db: AppDb,
  orderNo: string,
  now: Date,
  /** staffId: the console's staff member who shipped (recorded on the order's trail). */
  carrier?: { company: string; no: string; staffId?: number },
) {
  return db.transaction(async (tx) => {
    const company = carrier?.company ?? '顺丰速运';
    const no = carrier?.no ?? `SF${now.getTime()}`.slice(0, 15);
    const [order] = await tx
      .update(orders)
      .set({
        fulfilment: 'shipped',
        shippedAt: now,
        logisticsCompany: company,
        logisticsNo: no,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.status, 'paid'),
          eq(orders.fulfilment, 'awaiting_shipment'),
        ),
      )
      .returning();
    if (!order) throw conflict('订单不在待发货状态');
    if (carrier) {
      await tx.insert(shipmentTraces).values({
        orderId: order.id,
        time: now,
        status: '已发货',
        description: `商家已发货，${company} 运单号 ${no}`,
      });
    } else {
      await tx.insert(shipmentTraces).values(sandboxTraces(order.id, order.address?.city ?? '', now));
    }
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'shipped',
      actor: 'operator',
      detail: { company, no, ...(carrier?.staffId === undefined ? {} : { staffId: carrier.staffId }) },
    });
    return { orderNo, logisticsNo: no };
  });
}

/** The sandbox warehouse's sample traces: picked up two hours ago, on the road, heading to the city. */
function sandboxTraces(orderId: number, city: string, now: Date) {
  const minutes = (m: number) => new Date(now.getTime() - m * 60_000);
  return [
    { orderId, time: minutes(120), status: '已揽收', description: '顺丰速运 已收取快件【广州白云集散中心】' },
    { orderId, time: minutes(60), status: '运输中', description: '快件已发车，离开【广州白云集散中心】' },
    { orderId, time: now, status: '运输中', description: `快件正在发往【${city || '目的地'}】` },
  ];
}
