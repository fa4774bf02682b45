import { receiveCourse } from '@course/contracts/orders-receive';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { markOrderPaid } from './mark-paid.ts';
import { resolveItem } from './order-items.ts';
import { createOrder } from './orders.ts';

/** receive/course: taking a free course. */
export function registerReceiveCourseRoutes(app: FastifyInstance): void {
  // A free course: still an order (traceable), paid at once for nothing.
  registerCall(app, receiveCourse, async (ctx) => {
    const customerId = requireCustomer(ctx).customerId;
    const item = await resolveItem(
      ctx.db,
      customerId,
      ctx.body.productCode,
      { courseId: ctx.body.courseId },
      ctx.now(),
    );
    if (item.alreadyOwned) return { orderNo: '', alreadyOwned: true };
    if (item.payAmountCents !== 0) throw notFound('免费课程');
    const order = await createOrder(ctx.db, {
      customerId,
      brand: ctx.body.productCode,
      item,
      now: ctx.now(),
      expireMinutes: app.config.payment.orderExpireMinutes,
    });
    await ctx.db.transaction((tx) =>
      markOrderPaid(tx, order.id, { now: ctx.now(), payType: null, actor: 'system', detail: { free: true } }),
    );
    return { orderNo: order.orderNo, alreadyOwned: false };
  });
}
