import {
  collectedInfoDetail,
  collectedInfoItem,
  collectedInfoList,
  dailySign,
  dailySignStatus,
  thirdShareList,
} from '@course/contracts/identity-privacy';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { collectedEntries, collectedItem, countText } from './collected-data.ts';
import { signStatus, signToday } from './daily-sign.ts';
import { collectedCategories, collectedCategory, thirdParties } from './privacy-lists.ts';

/** The privacy lists (collectedList, its detail pages, thirdShareList) and the daily check-in (app-sign). */
export function registerPrivacyRoutes(app: FastifyInstance): void {
  registerCall(app, collectedInfoList, async (ctx) => {
    requireCustomer(ctx);
    return { categories: await collectedCategories(ctx.db) };
  });

  registerCall(app, collectedInfoDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const category = await collectedCategory(ctx.db, ctx.body.category);
    const { count, entries } = await collectedEntries(ctx.db, category.key, customerId);
    return { category, count, countText: countText(category.key, count), entries };
  });

  registerCall(app, collectedInfoItem, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const category = await collectedCategory(ctx.db, ctx.body.category);
    return { category, ...(await collectedItem(ctx.db, category.key, customerId, ctx.body.id)) };
  });

  registerCall(app, thirdShareList, async (ctx) => {
    requireCustomer(ctx);
    return { parties: await thirdParties(ctx.db, app.config, app.deps) };
  });

  registerCall(app, dailySignStatus, async (ctx) =>
    signStatus(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now().getTime(),
      month: ctx.body.month,
    }),
  );

  registerCall(app, dailySign, async (ctx) =>
    signToday(ctx.db, { customerId: requireCustomer(ctx).customerId, now: ctx.now().getTime() }),
  );
}
