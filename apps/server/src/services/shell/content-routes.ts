import { contentPage, myCommentList } from '@course/contracts/shell-content';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { contentPageOf } from './content-pages.ts';
import { myCommentsOf } from './my-comments.ts';

export function registerContentRoutes(app: FastifyInstance): void {
  registerCall(app, contentPage, async (ctx) => contentPageOf(ctx.db, ctx.input.key));
  registerCall(app, myCommentList, async (ctx) =>
    myCommentsOf(ctx.db, requireCustomer(ctx).customerId, ctx.input),
  );
}
