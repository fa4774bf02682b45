import { customerMessageList, customerMessageRead } from '@course/contracts/messages-site';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { messageListOf, readMessage } from './site-messages.ts';

/** Site messages: the learner's list (with the unread count) and marking one read. */
export function registerSiteMessageRoutes(app: FastifyInstance): void {
  registerCall(app, customerMessageList, async (ctx) =>
    messageListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, customerMessageRead, async (ctx) =>
    readMessage(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
