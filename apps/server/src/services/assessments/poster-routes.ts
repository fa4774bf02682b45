import { openingPosterData } from '@course/contracts/assessments-poster';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { openingPosterOf } from './opening-poster.ts';

export function registerPosterRoutes(app: FastifyInstance): void {
  registerCall(app, openingPosterData, async (ctx) =>
    openingPosterOf(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      courseId: ctx.input.courseId,
      origin: publicOrigin(app.config, ctx.request),
      now: ctx.now(),
    }),
  );
}
