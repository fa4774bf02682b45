import {
  retailConfirmReceipt,
  retailLogistics,
  retailModifyAddress,
  retailOrderList,
} from '@course/contracts/goods-retail';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { listOrders } from '../orders/order-queries.ts';
import { ownOrder } from '../orders/orders.ts';
import { confirmReceipt, logisticsOf, modifyOrderAddress } from './shipments.ts';

/** retail/order*: the learner's goods orders, their logistics, confirming receipt, changing the address. */
export function registerRetailOrderRoutes(app: FastifyInstance): void {
  registerCall(app, retailOrderList, async (ctx) =>
    listOrders(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      tab: 'all',
      ...ctx.body,
      kinds: ['goods', 'gift'],
    }),
  );

  registerCall(app, retailLogistics, async (ctx) =>
    logisticsOf(ctx.db, await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now())),
  );

  registerCall(app, retailConfirmReceipt, async (ctx) =>
    confirmReceipt(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.now(),
    ),
  );

  registerCall(app, retailModifyAddress, async (ctx) =>
    modifyOrderAddress(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.body.addressId,
      ctx.now(),
    ),
  );
}
