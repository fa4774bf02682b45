import { memberCenter } from '@course/contracts/identity-member';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf } from '../catalogue/course-cards.ts';
import { memberCenterOf } from './member-center.ts';

export function registerMemberRoutes(app: FastifyInstance): void {
  registerCall(app, memberCenter, async (ctx) =>
    memberCenterOf(ctx.db, {
      brand: brandOf(ctx.body.productCode, app.config.brand),
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
}
