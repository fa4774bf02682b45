import { getPackCourseInfo, listPackages } from '@course/contracts/catalogue-course';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { brandOf } from './course-cards.ts';
import { packageOf, packagesOf } from './packages.ts';

/** Course packages: one package and a brand's list. */
export function registerPackageRoutes(app: FastifyInstance): void {
  registerCall(app, getPackCourseInfo, async (ctx) =>
    packageOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null, now: ctx.now() }),
  );

  registerCall(app, listPackages, async (ctx) =>
    packagesOf(ctx.db, { ...ctx.input, brand: brandOf(ctx.body.productCode, app.config.brand) }),
  );
}
