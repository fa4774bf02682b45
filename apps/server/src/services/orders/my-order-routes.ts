import { userOrderCancel, userOrderDetail, userOrderList } from '@course/contracts/orders-user';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { listOrders, orderDetail } from './order-queries.ts';
import { closeOrder, ownOrder } from './orders.ts';

/** The learner's orders (user/order*): the detail, the list, cancelling an unpaid one. */
export function registerMyOrderRoutes(app: FastifyInstance): void {
  registerCall(app, userOrderDetail, async (ctx) =>
    orderDetail(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.params.id, ctx.now()),
      ctx.now(),
    ),
  );

  registerCall(app, userOrderList, async (ctx) =>
    listOrders(ctx.db, { customerId: requireCustomer(ctx).customerId, ...ctx.body }),
  );

  registerCall(app, userOrderCancel, async (ctx) => {
    const order = await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now());
    if (order.status === 'created')
      await closeOrder(ctx.db, order.id, { now: ctx.now(), actor: 'customer', reason: 'cancelled' });
    else if (order.status !== 'closed') throw conflict('订单已支付，无法取消');
    const after = await ownOrder(ctx.db, order.customerId, order.orderNo, ctx.now());
    return { orderNo: after.orderNo, status: after.status };
  });
}
