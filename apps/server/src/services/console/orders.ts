import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleOrderSearch } from '@course/contracts/console-orders';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { and, asc, desc, eq, gte, ilike, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import {
  customers,
  type OrderRow,
  orderEvents,
  orders,
  refunds,
  type StaffRow,
  staff,
} from '../../db/schema/index.ts';
import { invalidParams, notFound } from '../../http/app-error.ts';
import { phoneFor } from './inbox-access.ts';

/**
 * Orders in the console: search (order number, the learner's phone, the course or goods title, the state, the
 * Beijing dates it was placed) and one order's detail with its trail (order_events, written by every change).
 */

/** The first instant of a Beijing day 'YYYY-MM-DD'; null for a day the calendar does not have (02-31). */
function beijingDayStart(day: string): Date | null {
  const start = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(start.getTime()) || formatBeijingDate(start) !== day ? null : start;
}
const DAY_MS = 86_400_000;

export async function searchOrders(
  db: AppDb,
  viewer: StaffRow,
  input: ConsoleRequestOf<typeof consoleOrderSearch>,
) {
  const conditions: SQL[] = [];
  if (input.orderNo) conditions.push(eq(orders.orderNo, input.orderNo));
  if (input.mobile) {
    // a full number matches exactly; a shorter one matches the end of the number (the last digits)
    conditions.push(
      input.mobile.length === 11
        ? eq(customers.mobile, input.mobile)
        : like(customers.mobile, `%${escapeLike(input.mobile)}`),
    );
  }
  if (input.title?.trim()) conditions.push(ilike(orders.title, `%${escapeLike(input.title.trim())}%`));
  if (input.status) conditions.push(eq(orders.status, input.status));
  const from = input.from ? beijingDayStart(input.from) : null;
  const toStart = input.to ? beijingDayStart(input.to) : null;
  if (input.from && !from) throw invalidParams('开始日期无效');
  if (input.to && !toStart) throw invalidParams('结束日期无效');
  const to = toStart ? new Date(toStart.getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw invalidParams('开始日期不能晚于结束日期');
  if (from) conditions.push(gte(orders.createdAt, from));
  if (to) conditions.push(lt(orders.createdAt, to));
  const after = afterCursor(orders.id, 'desc', input.cursor);
  if (after) conditions.push(after);
  const rows = await db
    .select({ order: orders, mobile: customers.mobile })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(orders.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(
    rows.map((r) => ({ ...r, cursorId: r.order.id })),
    input.pageSize,
  );
  const refunded = await refundedCentsByOrder(
    db,
    page.rows.map((r) => r.order.id),
  );
  return {
    list: page.rows.map((r) => orderCard(viewer, r.order, r.mobile, refunded.get(r.order.id) ?? 0)),
    nextCursor: page.nextCursor,
  };
}

/** Cents refunded so far of each of these orders (one query for a page of the list). */
async function refundedCentsByOrder(db: AppDb, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const sums = await db
    .select({ orderId: refunds.orderId, cents: sql<string>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'refunded')))
    .groupBy(refunds.orderId);
  return new Map(sums.map((r) => [r.orderId, Number(r.cents)]));
}

function orderCard(viewer: StaffRow, o: OrderRow, mobile: string | null, refundedCents: number) {
  return {
    orderNo: o.orderNo,
    kind: o.kind,
    title: o.title,
    customerId: o.customerId,
    mobile: phoneFor(viewer, mobile).mobile,
    payAmountCents: o.payAmountCents,
    status: o.status,
    fulfilment: o.fulfilment,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedCents,
  };
}

export async function orderDetailOf(db: AppDb, viewer: StaffRow, orderNo: string) {
  const [row] = await db
    .select({ order: orders, mobile: customers.mobile })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  if (!row) throw notFound('订单');
  const o = row.order;
  const [events, refundRows] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(asc(refunds.id)),
  ]);
  // the staff member of a console action: the staffId each console write records on its order event
  const staffIds = [
    ...new Set(
      events.map((e) => e.detail.staffId).filter((id): id is number => typeof id === 'number' && id > 0),
    ),
  ];
  const staffRows =
    staffIds.length === 0
      ? []
      : await db
          .select({ id: staff.id, login: staff.login, displayName: staff.displayName, role: staff.role })
          .from(staff)
          .where(inArray(staff.id, staffIds));
  const staffById = new Map(staffRows.map((r) => [r.id, r]));
  const refundedCents = refundRows
    .filter((r) => r.status === 'refunded')
    .reduce((sum, r) => sum + r.amountCents, 0);
  const address = o.address
    ? {
        name: o.address.receiver,
        mobile: phoneFor(viewer, o.address.mobile).mobile ?? '',
        region: [o.address.province, o.address.city, o.address.district].filter(Boolean).join(' '),
        detail: o.address.detail,
      }
    : null;
  return {
    order: {
      ...orderCard(viewer, o, row.mobile, refundedCents),
      goodsAmountCents: o.goodsAmountCents,
      freightCents: o.freightCents,
      discountCents: o.discountCents,
      quantity: o.quantity,
      channel: o.channel,
      address,
      logisticsCompany: o.logisticsCompany,
      logisticsNo: o.logisticsNo,
      shippedAt: o.shippedAt?.toISOString() ?? null,
      refundedAt: o.refundedAt?.toISOString() ?? null,
      refundableCents: o.status === 'paid' ? Math.max(0, o.payAmountCents - refundedCents) : 0,
    },
    refunds: refundRows.map((r) => ({
      refundNo: r.refundNo,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      rejectReason: r.rejectReason,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      actor: e.actor,
      staff: typeof e.detail.staffId === 'number' ? (staffById.get(e.detail.staffId) ?? null) : null,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
