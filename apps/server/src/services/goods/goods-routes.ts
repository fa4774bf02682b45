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
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, goodsDetail, async ({ body }) => goodsPage(db(), body.productCode, body.goodsId));
  registerCall(app, goodsReviews, async ({ body }) => reviewPage(db(), body));
  registerCall(app, goodsReviewPending, async (ctx) =>
    pendingReviews(db(), requireCustomer(ctx).customerId, ctx.body.goodsId),
  );
  registerCall(app, goodsReviewCreate, async (ctx) => {
    const order = await ownOrder(db(), requireCustomer(ctx).customerId, ctx.body.orderNo, now());
    return createReview(db(), order, { ...ctx.body, now: now() });
  });

  registerCall(app, prizeCheck, async (ctx) =>
    checkPrize(db(), {
      brand: ctx.body.productCode,
      code: ctx.body.code,
      customerId: requireCustomer(ctx).customerId,
      now: now(),
    }),
  );
  registerCall(app, prizeRedeem, async (ctx) =>
    redeemPrize(db(), {
      brand: ctx.body.productCode,
      code: ctx.body.code,
      customerId: requireCustomer(ctx).customerId,
      addressId: ctx.body.addressId,
      now: now(),
    }),
  );
}
