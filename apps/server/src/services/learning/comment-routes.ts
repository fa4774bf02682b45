import { voiceCommentList, voiceCommentSave } from '@course/contracts/learning-extra';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { commentsOf, saveComment } from './section-comments.ts';

/** voiceComment/*: the comments of a section and writing one. */
export function registerCommentRoutes(app: FastifyInstance): void {
  registerCall(app, voiceCommentList, async (ctx) =>
    commentsOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null }),
  );

  registerCall(app, voiceCommentSave, async (ctx) =>
    saveComment(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
