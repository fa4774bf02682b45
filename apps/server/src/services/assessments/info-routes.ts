import { studyBooklet, studyProfileDetail, studyProfileSave } from '@course/contracts/assessments-info';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf } from '../catalogue/course-cards.ts';
import { saveStudyProfile, studyBookletOf, studyProfileOf } from './info.ts';

export function registerInfoRoutes(app: FastifyInstance): void {
  registerCall(app, studyProfileSave, async (ctx) =>
    saveStudyProfile(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, studyProfileDetail, async (ctx) =>
    studyProfileOf(ctx.db, requireCustomer(ctx).customerId),
  );
  registerCall(app, studyBooklet, async (ctx) =>
    studyBookletOf(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: brandOf(ctx.body.productCode, app.config.brand),
      now: ctx.now(),
    }),
  );
}
