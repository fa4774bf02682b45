import { liveDetail, liveList, liveSubscribe } from '@course/contracts/learning-live';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { liveDetailOf, liveListOf, subscribeLive } from './lives.ts';

/** live/*: a course's live lessons, one live (notice and room) and the reminder. */
export function registerLiveRoutes(app: FastifyInstance): void {
  registerCall(app, liveList, async (ctx) =>
    liveListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
  registerCall(app, liveDetail, async (ctx) =>
    liveDetailOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
  registerCall(app, liveSubscribe, async (ctx) =>
    subscribeLive(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
