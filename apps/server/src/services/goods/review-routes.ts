import { goodsReviewCreate, goodsReviewPending, goodsReviews } from '@course/contracts/goods-reviews';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { ownOrder } from '../orders/orders.ts';
import { reviewPage } from './goods-page.ts';
import { createReview, pendingReviews } from './goods-reviews.ts';

/** Reviews of goods: the review page, the learner's orders waiting for a review, writing one. */
export function registerReviewRoutes(app: FastifyInstance): void {
  registerCall(app, goodsReviews, async ({ body, db }) => reviewPage(db, body));

  registerCall(app, goodsReviewPending, async (ctx) =>
    pendingReviews(ctx.db, requireCustomer(ctx).customerId, ctx.body.goodsId),
  );

  registerCall(app, goodsReviewCreate, async (ctx) => {
    const order = await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now());
    return createReview(ctx.db, order, { ...ctx.body, now: ctx.now() });
  });
}
