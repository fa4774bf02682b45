import { prizeCheck, prizeRedeem } from '@course/contracts/goods-prizes';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { checkPrize, redeemPrize } from './goods-prizes.ts';

/** Prize exchange (兑奖): checking a code and redeeming it for a good that ships. */
export function registerPrizeRoutes(app: FastifyInstance): void {
  registerCall(app, prizeCheck, async (ctx) =>
    checkPrize(ctx.db, {
      brand: ctx.body.productCode,
      code: ctx.body.code,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );

  registerCall(app, prizeRedeem, async (ctx) =>
    redeemPrize(ctx.db, {
      brand: ctx.body.productCode,
      code: ctx.body.code,
      customerId: requireCustomer(ctx).customerId,
      addressId: ctx.body.addressId,
      now: ctx.now(),
    }),
  );
}
