import { homeworkList, submitHomework } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { courseHomework, submitCourseHomework } from './homeworks.ts';

/** homework/*: a course's homework list and submitting an answer. */
export function registerHomeworkRoutes(app: FastifyInstance): void {
  registerCall(app, homeworkList, async (ctx) =>
    courseHomework(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, submitHomework, async (ctx) =>
    submitCourseHomework(ctx.db, {
      ...ctx.input,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
}
