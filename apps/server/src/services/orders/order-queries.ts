import type { ResponseOf } from '@course/contracts/define-call';
import type { invoiceOrderList } from '@course/contracts/orders-invoice';
import type { TOrderCard, TOrderDetail } from '@course/contracts/orders-user';
import { and, asc, count, desc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { camps, classes, invoices, orderEvents, orders, refunds } from '../../db/schema/index.ts';
import { refundDecisionOf } from './refunds.ts';

/** Reading orders for the learner: cards for lists, the detail with its trail. */

type TInvoiceOrderList = ResponseOf<typeof invoiceOrderList>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCard(o: OrderRow): TOrderCard {
  return {
    orderNo: o.orderNo,
    kind: o.kind,
    status: o.status,
    needsRefund: o.needsRefund,
    title: o.title,
    coverUrl: o.coverUrl,
    quantity: o.quantity,
    unitPriceCents: o.unitPriceCents,
    payAmountCents: o.payAmountCents,
    payType: o.payType,
    fulfilment: o.fulfilment,
    courseId: o.courseId,
    goodsId: o.goodsId,
    packageId: o.packageId,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    expiresAt: o.expiresAt.toISOString(),
  };
}

/** Whether the course of a paid order has camps and none is chosen yet. */
export async function needsCampChoice(db: AppDb, o: OrderRow): Promise<boolean> {
  if (o.kind !== 'course' || o.status !== 'paid' || o.campId !== null || o.courseId === null) return false;
  const [row] = await db.select({ n: count() }).from(camps).where(eq(camps.courseId, o.courseId));
  return (row?.n ?? 0) > 0;
}

export async function orderDetail(db: AppDb, o: OrderRow, now: Date): Promise<TOrderDetail> {
  const [events, [invoice], [refund], [camp]] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    db.select().from(invoices).where(eq(invoices.orderId, o.id)).limit(1),
    db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(desc(refunds.id)).limit(1),
    o.campId === null ? Promise.resolve([]) : db.select().from(camps).where(eq(camps.id, o.campId)).limit(1),
  ]);
  const paid = o.status === 'paid';
  const refundOffer = await refundDecisionOf(db, o, now);
  return {
    ...toCard(o),
    goodsAmountCents: o.goodsAmountCents,
    freightCents: o.freightCents,
    discountCents: o.discountCents,
    instalmentPeriods: o.instalmentPeriods,
    closedAt: iso(o.closedAt),
    refundedAt: iso(o.refundedAt),
    address: o.address ?? null,
    logistics:
      o.logisticsCompany && o.logisticsNo ? { company: o.logisticsCompany, no: o.logisticsNo } : null,
    camp: camp ? { campId: camp.id, name: camp.name, startsAt: camp.startsAt.toISOString() } : null,
    invoice: invoice ? { invoiceNo: invoice.invoiceNo, status: invoice.status } : null,
    refund: refund
      ? {
          refundNo: refund.refundNo,
          // a claimed refund (processing) is still in hand for the learner
          status: refund.status === 'processing' ? 'requested' : refund.status,
          reason: refund.reason,
          amountCents: refund.amountCents,
          rejectReason: refund.rejectReason,
        }
      : null,
    events: events.map((e) => ({
      type: e.type,
      toStatus: e.toStatus,
      actor: e.actor,
      createdAt: e.createdAt.toISOString(),
    })),
    canPay: o.status === 'created' && o.expiresAt > now,
    canCancel: o.status === 'created',
    canRefund: refundOffer.allowed,
    refundRule: refundOffer.rule,
    refundBlockedReason: paid && !refundOffer.allowed ? refundOffer.reason : null,
    canInvoice: paid && o.payAmountCents > 0 && !invoice,
    canConfirmReceipt: paid && o.fulfilment === 'shipped',
    canModifyAddress: paid && o.fulfilment === 'awaiting_shipment',
    needsCampChoice: await needsCampChoice(db, o),
  };
}

const TAB_STATUSES: Record<string, OrderRow['status'][] | null> = {
  all: null,
  unpaid: ['created'],
  paid: ['paid'],
  refund: ['refunding', 'refunded'],
};

export async function listOrders(
  db: AppDb,
  input: { customerId: number; tab: string; page: number; pageSize: number; kinds?: OrderRow['kind'][] },
): Promise<{ list: TOrderCard[]; total: number; hasMore: boolean }> {
  const statuses = TAB_STATUSES[input.tab] ?? null;
  const conditions: SQL[] = [eq(orders.customerId, input.customerId)];
  if (statuses) conditions.push(inArray(orders.status, statuses));
  if (input.kinds) conditions.push(inArray(orders.kind, input.kinds));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map(toCard), total: n, hasMore: input.page * input.pageSize < n };
}

/**
 * 我的 → 发票: the learner's orders that were paid with an amount (paid, refunding or refunded; gifts are free),
 * newest first, each with where it stands: 已开票 / 开票中 / 可开票, or why it cannot be invoiced (退款中, 已退款).
 */
export async function listInvoiceOrders(
  db: AppDb,
  input: { customerId: number; page: number; pageSize: number },
): Promise<TInvoiceOrderList> {
  const where = and(
    eq(orders.customerId, input.customerId),
    inArray(orders.status, ['paid', 'refunding', 'refunded']),
    gt(orders.payAmountCents, 0),
    ne(orders.kind, 'gift'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, invoice: { invoiceNo: invoices.invoiceNo, status: invoices.status } })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ order: o, invoice }) => ({
      orderNo: o.orderNo,
      kind: o.kind,
      title: o.title,
      coverUrl: o.coverUrl,
      payAmountCents: o.payAmountCents,
      paidAt: iso(o.paidAt),
      invoiceState: invoice
        ? invoice.status
        : o.status === 'paid'
          ? 'available'
          : o.status === 'refunding'
            ? 'refunding'
            : 'refunded',
      invoiceNo: invoice?.invoiceNo ?? null,
    })),
    total: n,
    hasMore: input.page * input.pageSize < n,
  };
}

/** The class teacher's QR of a paid course: of the order's camp, else of the course's first camp and class. */
export async function campTeacherQr(
  db: AppDb,
  courseId: number,
  campId: number | null,
): Promise<string | null> {
  const [row] = await db
    .select({ url: classes.teacherQrUrl })
    .from(classes)
    .innerJoin(camps, eq(camps.id, classes.campId))
    .where(and(eq(camps.courseId, courseId), ...(campId === null ? [] : [eq(camps.id, campId)])))
    .orderBy(asc(camps.startsAt), asc(classes.id))
    .limit(1);
  return row?.url || null;
}
