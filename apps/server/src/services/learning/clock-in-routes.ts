import { clockIn, clockInfo } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { checkIn, ownClockSummary } from './clock-ins.ts';

/** clock/*: the check-in summary of a course and checking in today. */
export function registerClockInRoutes(app: FastifyInstance): void {
  registerCall(app, clockInfo, async (ctx) =>
    ownClockSummary(ctx.db, requireCustomer(ctx).customerId, ctx.input.courseId, ctx.now()),
  );

  registerCall(app, clockIn, async (ctx) =>
    checkIn(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
