import { purchasedChapterDetail, purchasedCourseDetail } from '@course/contracts/learning-purchased';
import { isPay } from '@course/contracts/learning-section';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { ownedChapter, ownedCourse, paidState } from './owned-courses.ts';

/** A bought course as its owner studies it: whether it is owned, its chapters with progress, one chapter. */
export function registerOwnedCourseRoutes(app: FastifyInstance): void {
  registerCall(app, isPay, async (ctx) =>
    paidState(ctx.db, requireCustomer(ctx).customerId, ctx.input.courseId),
  );

  registerCall(app, purchasedCourseDetail, async (ctx) =>
    ownedCourse(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, purchasedChapterDetail, async (ctx) =>
    ownedChapter(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
