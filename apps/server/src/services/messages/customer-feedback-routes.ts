import { wechatFeedbackList, wechatFeedbackSubmit } from '@course/contracts/messages-feedback';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { feedbackListOf, submitFeedback } from './customer-feedback.ts';

export function registerCustomerFeedbackRoutes(app: FastifyInstance): void {
  registerCall(app, wechatFeedbackSubmit, async (ctx) =>
    submitFeedback(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      type: ctx.body.type,
      content: ctx.body.content,
      now: ctx.now(),
    }),
  );

  registerCall(app, wechatFeedbackList, async (ctx) =>
    feedbackListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
