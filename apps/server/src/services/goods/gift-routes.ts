import { giftClaim, giftList } from '@course/contracts/goods-gifts';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { claimGift, listGifts } from './gifts.ts';

/** gift/*: the gifts owed to the learner and claiming one. */
export function registerGiftRoutes(app: FastifyInstance): void {
  registerCall(app, giftList, async (ctx) => listGifts(ctx.db, requireCustomer(ctx).customerId));

  registerCall(app, giftClaim, async (ctx) =>
    claimGift(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      giftId: ctx.body.giftId,
      addressId: ctx.body.addressId,
      now: ctx.now(),
    }),
  );
}
