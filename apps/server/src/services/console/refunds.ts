import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleRefundList } from '@course/contracts/console-refunds';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { approveRefund } from '../orders/refunds.ts';
import { writeAudit } from './audit.ts';

/** Refunds in the console: the queue, and finance's approval through the orders refund path (refunds.ts). */

export async function listRefunds(db: AppDb, input: ConsoleRequestOf<typeof consoleRefundList>) {
  const rows = await db
    .select({
      refundNo: refunds.refundNo,
      orderNo: orders.orderNo,
      customerId: refunds.customerId,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      status: refunds.status,
      createdAt: refunds.createdAt,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.status, input.status))
    .orderBy(desc(refunds.id))
    .limit(input.pageSize);
  return {
    list: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Approves a refund request: the provider refunds the amount of the request (the order's pay amount, never
 * more), the order becomes refunded and what it granted is taken back; the audit row is written in the same
 * transaction. Approving again does nothing and writes nothing.
 */
export async function approveRefundAsStaff(
  db: AppDb,
  payments: PaymentProviders,
  refundNo: string,
  actor: { staffId: number; ip: string },
  opts: { now: Date; publicBaseUrl: string },
): Promise<{ refunded: boolean }> {
  const [before] = await db
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
  if (!before) throw notFound('退款申请');
  return approveRefund(db, payments, refundNo, {
    ...opts,
    inTransaction: (tx) =>
      writeAudit(tx, {
        staffId: actor.staffId,
        action: 'refund.approve',
        targetType: 'refund',
        targetId: refundNo,
        before,
        after: { ...before, refundStatus: 'refunded', orderStatus: 'refunded' },
        ip: actor.ip,
      }),
  });
}
