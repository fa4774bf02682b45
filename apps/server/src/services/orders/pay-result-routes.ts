import { payResult } from '@course/contracts/orders-checkout';
import { livePayResult } from '@course/contracts/orders-receive';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { campTeacherQr, needsCampChoice } from './order-queries.ts';
import { ownOrder } from './orders.ts';
import { refreshPayment } from './payments.ts';
import { isMembershipOrder } from './virtual-goods.ts';

/** The pay result pages: the order's state (asking the provider when still unpaid) and the live landing's. */
export function registerPayResultRoutes(app: FastifyInstance): void {
  registerCall(app, payResult, async (ctx) => {
    const order = await refreshPayment(
      ctx.db,
      app.deps.payments,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.now(),
    );
    return {
      orderNo: order.orderNo,
      kind: order.kind,
      status: order.status,
      paid: order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded',
      title: order.title,
      payAmountCents: order.payAmountCents,
      courseId: order.courseId,
      goodsId: order.goodsId,
      packageId: order.packageId,
      fulfilment: order.fulfilment,
      needsCampChoice: await needsCampChoice(ctx.db, order),
      membership: await isMembershipOrder(ctx.db, order),
    };
  });

  registerCall(app, livePayResult, async (ctx) => {
    const order = await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.params.id, ctx.now());
    const paid = order.status === 'paid';
    const teacherQrUrl =
      paid && order.courseId !== null ? await campTeacherQr(ctx.db, order.courseId, order.campId) : null;
    return {
      orderNo: order.orderNo,
      paid,
      status: order.status,
      courseId: order.courseId,
      title: order.title,
      teacherQrUrl,
    };
  });
}
