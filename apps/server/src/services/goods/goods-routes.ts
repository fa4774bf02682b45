import {
  goodsDetail,
  goodsReviewCreate,
  goodsReviewPending,
  goodsReviews,
  prizeCheck,
  prizeRedeem,
} from '@course/contracts/course-retail';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { ownOrder } from '../orders/orders.ts';
import { goodsPage, reviewPage } from './goods-catalogue.ts';
import { checkPrize, redeemPrize } from './goods-prizes.ts';
import { createReview, pendingReviews } from './goods-reviews.ts';

/** The goods pages' calls: the goods page, reviews (read and write) and prize exchange. */
export function registerGoodsRoutes(app: FastifyInstance): void {
  registerCall(app, goodsDetail, async ({ body, db }) => goodsPage(db, body.productCode, body.goodsId));
  registerCall(app, goodsReviews, async ({ body, db }) => reviewPage(db, body));
  registerCall(app, goodsReviewPending, async (ctx) =>
    pendingReviews(ctx.db, requireCustomer(ctx).customerId, ctx.body.goodsId),
  );
  registerCall(app, goodsReviewCreate, async (ctx) => {
    const order = await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now());
    return createReview(ctx.db, order, { ...ctx.body, now: ctx.now() });
  });

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
