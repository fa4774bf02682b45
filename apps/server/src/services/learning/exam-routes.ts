import { completeExam, getExam } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { completeExamAttempt, examPage } from './exams.ts';

/** exam/*: the exam page of a course and completing an attempt. */
export function registerExamRoutes(app: FastifyInstance): void {
  registerCall(app, getExam, async (ctx) =>
    examPage(ctx.db, requireCustomer(ctx).customerId, ctx.input.courseId),
  );

  registerCall(app, completeExam, async (ctx) =>
    completeExamAttempt(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      examId: ctx.input.examId,
      answers: ctx.input.answers,
      now: ctx.now(),
    }),
  );
}
