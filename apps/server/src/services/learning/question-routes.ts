import { questionList, saveQuestion } from '@course/contracts/learning-extra';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { askQuestion, questionListOf } from './questions.ts';

/** question/*: asking the teacher and the learner's questions. */
export function registerQuestionRoutes(app: FastifyInstance): void {
  registerCall(app, saveQuestion, async (ctx) =>
    askQuestion(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, questionList, async (ctx) =>
    questionListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
