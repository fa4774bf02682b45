import {
  chapterBasic,
  courseBasic,
  courseBasicV1,
  courseDetail,
  courseExtend,
  limitedTimeOffer,
} from '@course/contracts/catalogue-course';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import {
  chapterOf,
  courseDetailOf,
  courseExtension,
  courseInfo,
  courseOfLearner,
  offerOf,
} from './course-pages.ts';

/** course/*: the course pages (detail, basics, extension, a chapter, the running offer). */
export function registerCourseRoutes(app: FastifyInstance): void {
  registerCall(app, courseDetail, async (ctx) =>
    courseDetailOf(ctx.db, {
      ...ctx.input,
      customerId: ctx.customer?.customerId ?? null,
      now: ctx.now(),
      brand: app.config.brand,
    }),
  );

  registerCall(app, courseBasicV1, async (ctx) =>
    courseOfLearner(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, courseExtend, async (ctx) => courseExtension(ctx.db, ctx.input));

  registerCall(app, chapterBasic, async (ctx) =>
    chapterOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null, now: ctx.now() }),
  );

  registerCall(app, limitedTimeOffer, async (ctx) => offerOf(ctx.db, { ...ctx.input, now: ctx.now() }));

  registerCall(app, courseBasic, async (ctx) => courseInfo(ctx.db, ctx.input.courseId, ctx.now()));
}
