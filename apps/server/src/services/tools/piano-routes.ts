import {
  pianoPromote,
  pianoVideoDetail,
  pianoVideos,
  practicePlanCheckIn,
  practicePlanDetail,
  practicePlanList,
  practicePlanStart,
} from '@course/contracts/tools-piano';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { pianoPromoteOf, pianoVideoList, pianoVideoOf } from './piano.ts';
import { checkInPlan, planDetailOf, planListOf, startPlan } from './piano-plans.ts';

export function registerPianoRoutes(app: FastifyInstance): void {
  registerCall(app, pianoVideos, async (ctx) =>
    pianoVideoList(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, pianoVideoDetail, async (ctx) =>
    pianoVideoOf(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, pianoPromote, async (ctx) =>
    pianoPromoteOf(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, practicePlanList, async (ctx) =>
    planListOf(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, practicePlanStart, async (ctx) =>
    startPlan(ctx.db, requireCustomer(ctx).customerId, ctx.input.templateCode, ctx.now()),
  );
  registerCall(app, practicePlanDetail, async (ctx) =>
    planDetailOf(ctx.db, requireCustomer(ctx).customerId, ctx.input.planId, ctx.now()),
  );
  registerCall(app, practicePlanCheckIn, async (ctx) =>
    checkInPlan(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
}
