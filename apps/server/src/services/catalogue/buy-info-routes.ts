import { hasStockCourse } from '@course/contracts/catalogue-course';
import { checkBuyAuth, getCommitInfo, getGoodsInfo } from '@course/contracts/catalogue-listing';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { buyCheck, commitInfo, ownedCourses, saleItemInfo } from './buy-info.ts';

/** Before buying: the item's info, whether the learner may buy it, the order lines, whether they own any course. */
export function registerBuyInfoRoutes(app: FastifyInstance): void {
  registerCall(app, getGoodsInfo, async (ctx) =>
    saleItemInfo(ctx.db, ctx.input, ctx.customer?.customerId ?? null, ctx.now()),
  );

  registerCall(app, checkBuyAuth, async (ctx) =>
    buyCheck(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, getCommitInfo, async (ctx) =>
    commitInfo(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, hasStockCourse, async (ctx) =>
    ownedCourses(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
