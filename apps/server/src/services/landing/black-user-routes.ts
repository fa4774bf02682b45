import { checkBlackUser, resolveSuperFansParam } from '@course/contracts/landing-visitor';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { isBlackUser, superFanLink } from './black-user.ts';

/** checkBlackUser (by the learner's row or device model) and the super-fan link's short parameter. */
export function registerBlackUserRoutes(app: FastifyInstance): void {
  registerCall(app, checkBlackUser, async (ctx) =>
    isBlackUser(ctx.db, requireCustomer(ctx).customerId, ctx.input.phoneModel),
  );

  registerCall(app, resolveSuperFansParam, async (ctx) => superFanLink(ctx.db, ctx.input));
}
