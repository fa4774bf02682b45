import { virtualGoodsDetail } from '@course/contracts/orders-pay';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { virtualGoodsOf } from './virtual-goods.ts';

/** The virtual-good page (membership, e-book, data pack) with what the learner owns now. */
export function registerVirtualGoodsRoutes(app: FastifyInstance): void {
  registerCall(app, virtualGoodsDetail, async (ctx) =>
    virtualGoodsOf(ctx.db, {
      brand: ctx.body.productCode,
      goodsId: ctx.body.goodsId,
      type: ctx.body.type,
      customerId: ctx.customer?.customerId ?? null,
      now: ctx.now(),
    }),
  );
}
