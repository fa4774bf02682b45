import { helpArticles } from '@course/contracts/messages-help';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { helpArticlesOf } from './help-articles.ts';

export function registerHelpRoutes(app: FastifyInstance): void {
  registerCall(app, helpArticles, async (ctx) => helpArticlesOf(ctx.db, ctx.input.topic));
}
