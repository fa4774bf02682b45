import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleRefundCreate, consoleRefundList } from '@course/contracts/console-refunds';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { approveRefund, openRefund, refundedCentsOf, rejectRefund } from '../orders/refunds.ts';
import { writeAudit } from './audit.ts';

/**
 * Refunds in the console: the queue, finance's approval and rejection, and a refund finance starts from an
 * order, all through the orders refund path (services/orders/refunds.ts), each audited in its transaction.
 */

type Actor = { staffId: number; ip: string };

export async function listRefunds(db: AppDb, input: ConsoleRequestOf<typeof consoleRefundList>) {
  // the 待处理 tab also shows a refund an approval has claimed (processing)
  const statuses =
    input.status === 'requested' ? (['requested', 'processing'] as const) : ([input.status] as const);
  const rows = await db
    .select({
      cursorId: refunds.id,
      refundNo: refunds.refundNo,
      orderNo: orders.orderNo,
      customerId: refunds.customerId,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      status: refunds.status,
      rejectReason: refunds.rejectReason,
      createdAt: refunds.createdAt,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(inArray(refunds.status, [...statuses]), afterCursor(refunds.id, 'desc', input.cursor)))
    .orderBy(desc(refunds.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(rows, input.pageSize);
  return {
    nextCursor: page.nextCursor,
    list: page.rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    })),
  };
}

async function refundSnapshot(db: AppDb, refundNo: string) {
  const [row] = await db
    .select({
      refundNo: refunds.refundNo,
      refundStatus: refunds.status,
      amountCents: refunds.amountCents,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.refundNo, refundNo))
    .limit(1);
  if (!row) throw notFound('退款申请');
  return row;
}

/**
 * Approves a refund request: the provider refunds the amount of the request, the order becomes refunded (or
 * stays paid after a partial refund) and what it granted is taken back; the audit row is written in the same
 * transaction. Approving a finished refund again does nothing and writes nothing; one being approved by someone
 * else answers 1009.
 */
export async function approveRefundAsStaff(
  db: AppDb,
  payments: PaymentProviders,
  refundNo: string,
  actor: Actor,
  opts: { now: Date; publicBaseUrl: string },
): Promise<{ refunded: boolean }> {
  const before = await refundSnapshot(db, refundNo);
  return approveRefund(db, payments, refundNo, {
    ...opts,
    staffId: actor.staffId,
    inTransaction: async (tx) => {
      const after = await refundSnapshot(tx, refundNo);
      await writeAudit(tx, {
        staffId: actor.staffId,
        action: 'refund.approve',
        targetType: 'refund',
        targetId: refundNo,
        before,
        after,
        ip: actor.ip,
      });
    },
  });
}

/** Rejects a refund request with the reason the learner sees; audited (before/after) in the same transaction. */
export async function rejectRefundAsStaff(
  db: AppDb,
  input: { refundNo: string; reason: string },
  actor: Actor,
  now: Date,
): Promise<{ rejected: boolean }> {
  const before = await refundSnapshot(db, input.refundNo);
  return rejectRefund(db, input.refundNo, {
    reason: input.reason,
    now,
    staffId: actor.staffId,
    inTransaction: async (tx) => {
      const after = await refundSnapshot(tx, input.refundNo);
      await writeAudit(tx, {
        staffId: actor.staffId,
        action: 'refund.reject',
        targetType: 'refund',
        targetId: input.refundNo,
        before,
        after: { ...after, rejectReason: input.reason },
        ip: actor.ip,
      });
    },
  });
}

/**
 * Finance starts a refund from an order's detail: a refund request of `amountCents` (never more than the pay
 * amount minus what was refunded: 2901), audited as `refund.create`, then approved at once through the same
 * claim → provider → settle path. When the provider fails the request stays in the queue (待处理) to retry.
 */
export async function startRefundAsStaff(
  db: AppDb,
  payments: PaymentProviders,
  input: ConsoleRequestOf<typeof consoleRefundCreate>,
  actor: Actor,
  opts: { now: Date; publicBaseUrl: string },
): Promise<{ refundNo: string; amountCents: number; refunded: boolean }> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
  if (!order) throw notFound('订单');
  if (order.status === 'refunding') throw conflict('该订单已有退款申请在处理，请在退款审核中处理');
  if (order.status !== 'paid') throw conflict('只有已支付的订单可以发起退款');
  const refundedBefore = await refundedCentsOf(db, order.id);
  const opened = await openRefund(db, order, {
    reason: input.reason,
    now: opts.now,
    actor: 'operator',
    amountCents: input.amountCents,
    staffId: actor.staffId,
    inTransaction: (tx) =>
      writeAudit(tx, {
        staffId: actor.staffId,
        action: 'refund.create',
        targetType: 'order',
        targetId: order.orderNo,
        before: { orderNo: order.orderNo, orderStatus: order.status, refundedCents: refundedBefore },
        after: {
          orderNo: order.orderNo,
          orderStatus: 'refunding',
          amountCents: input.amountCents,
          reason: input.reason,
        },
        ip: actor.ip,
      }),
  });
  const { refunded } = await approveRefundAsStaff(db, payments, opened.refundNo, actor, opts);
  return { refundNo: opened.refundNo, amountCents: opened.amountCents, refunded };
}
