import { getDaily, getPlan } from '@course/contracts/learning-extra';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf } from '../catalogue/course-cards.ts';
import { dailyOf, studyPlanOf } from './study-plan.ts';

/** plan/* and daily/*: the study plan of a course and the daily audio section. */
export function registerStudyPlanRoutes(app: FastifyInstance): void {
  registerCall(app, getPlan, async (ctx) =>
    studyPlanOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, getDaily, async (ctx) =>
    dailyOf(ctx.db, { ...ctx.input, brand: brandOf(ctx.body.productCode, app.config.brand), now: ctx.now() }),
  );
}
