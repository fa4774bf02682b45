import { refundApply } from '@course/contracts/orders-user';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { ownOrder } from './orders.ts';
import { applyRefund } from './refunds.ts';

/** user/refund/apply: the learner asks for a refund of a paid order. */
export function registerRefundRoutes(app: FastifyInstance): void {
  registerCall(app, refundApply, async (ctx) =>
    applyRefund(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.body.reason,
      ctx.now(),
    ),
  );
}
