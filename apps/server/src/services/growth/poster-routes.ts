import { invitePoster } from '@course/contracts/growth-poster';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { posterOf } from './posters.ts';

export function registerPosterRoutes(app: FastifyInstance): void {
  registerCall(app, invitePoster, async (ctx) =>
    posterOf(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      origin: publicOrigin(app.config, ctx.request),
      now: ctx.now(),
    }),
  );
}
