import { discQuestions, discResult, submitDiscQuestion } from '@course/contracts/assessments-disc';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { discQuestionsOf, discResultOf, submitDisc } from './disc.ts';

export function registerDiscRoutes(app: FastifyInstance): void {
  registerCall(app, discQuestions, async (ctx) => discQuestionsOf(ctx.db, requireCustomer(ctx).customerId));
  registerCall(app, submitDiscQuestion, async (ctx) =>
    submitDisc(ctx.db, requireCustomer(ctx).customerId, ctx.input),
  );
  registerCall(app, discResult, async (ctx) =>
    discResultOf(ctx.db, requireCustomer(ctx).customerId, ctx.input),
  );
}
