import {
  coupletRecords,
  getCoupletActivityInfo,
  getCoupletResult,
  listFirstCouplet,
  shareCouplet,
  submitCouplet as submitCall,
} from '@course/contracts/contests-couplets';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import {
  activityState,
  coupletActivity,
  coupletPage,
  coupletView,
  firstLines,
  learnerToday,
  ownCouplet,
  recordShare,
  submitCouplet,
} from './couplets.ts';
import type { UploadDeps } from './uploads.ts';

/** The six springFestival/ calls of the spring-couplet activity. */
export function registerCoupletRoutes(app: FastifyInstance, uploads: UploadDeps): void {
  registerCall(app, getCoupletActivityInfo, async (ctx) => {
    const activity = await coupletActivity(ctx.db, ctx.body.productCode);
    const now = ctx.now();
    const customerId = ctx.customer?.customerId;
    const mine = customerId ? await learnerToday(ctx.db, activity.id, customerId, now) : null;
    return {
      title: activity.title,
      subtitle: activity.subtitle,
      rules: activity.rules,
      startsAt: activity.startsAt.getTime(),
      endsAt: activity.endsAt.getTime(),
      state: activityState(activity, now),
      perDay: activity.perDay,
      madeToday: mine?.madeToday ?? null,
      madeTotal: mine?.madeTotal ?? null,
      sharedToday: mine?.sharedToday ?? null,
      serverNow: now.getTime(),
    };
  });

  registerCall(app, listFirstCouplet, async (ctx) => {
    const activity = await coupletActivity(ctx.db, ctx.body.productCode);
    return { list: await firstLines(ctx.db, activity.id) };
  });

  registerCall(app, submitCall, async (ctx) =>
    submitCouplet(ctx.db, uploads, {
      brand: ctx.body.productCode,
      customerId: requireCustomer(ctx).customerId,
      firstLineId: ctx.input.firstLineId,
      secondLine: ctx.input.secondLine,
      now: ctx.now(),
    }),
  );

  registerCall(app, getCoupletResult, async (ctx) =>
    coupletView(await ownCouplet(ctx.db, requireCustomer(ctx).customerId, ctx.input.coupletId)),
  );

  registerCall(app, coupletRecords, async (ctx) => {
    const activity = await coupletActivity(ctx.db, ctx.body.productCode);
    return coupletPage(
      ctx.db,
      activity.id,
      requireCustomer(ctx).customerId,
      ctx.input.pageNum,
      ctx.input.pageSize,
    );
  });

  registerCall(app, shareCouplet, async (ctx) => {
    const activity = await coupletActivity(ctx.db, ctx.body.productCode);
    const customerId = requireCustomer(ctx).customerId;
    const couplet = ctx.input.coupletId ? await ownCouplet(ctx.db, customerId, ctx.input.coupletId) : null;
    return recordShare(ctx.db, {
      activityId: activity.id,
      customerId,
      coupletId: couplet?.id ?? null,
      now: ctx.now(),
    });
  });
}
