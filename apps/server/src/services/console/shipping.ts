import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, type StaffRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { shipOrder } from '../goods/shipments.ts';
import { writeAudit } from './audit.ts';

/**
 * An operator marks a goods order shipped with the carrier and tracking number, through the goods area's
 * shipping path (the learner's logistics page reads the same columns and traces); audited in the same
 * transaction.
 */
export async function shipOrderAsStaff(
  db: AppDb,
  viewer: StaffRow,
  input: { orderNo: string; company: string; trackingNo: string; ip: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        orderNo: orders.orderNo,
        kind: orders.kind,
        status: orders.status,
        fulfilment: orders.fulfilment,
        logisticsCompany: orders.logisticsCompany,
        logisticsNo: orders.logisticsNo,
      })
      .from(orders)
      .where(eq(orders.orderNo, input.orderNo))
      .limit(1);
    if (!before) throw notFound('订单');
    if (before.kind === 'course' || before.kind === 'package') throw conflict('课程订单无需发货');
    const shipped = await shipOrder(tx, input.orderNo, input.now, {
      company: input.company,
      no: input.trackingNo,
      staffId: viewer.id,
    });
    await writeAudit(tx, {
      staffId: viewer.id,
      action: 'order.ship',
      targetType: 'order',
      targetId: input.orderNo,
      before,
      after: {
        ...before,
        fulfilment: 'shipped',
        logisticsCompany: input.company,
        logisticsNo: input.trackingNo,
      },
      ip: input.ip,
    });
    return shipped;
  });
}
