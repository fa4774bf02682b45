import { wechatFeedbackList, wechatFeedbackSubmit } from '@course/contracts/user-feedback';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerFeedback } from '../../db/schema/index.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { submitFeedback } from './customer-feedback.ts';

export function registerCustomerFeedbackRoutes(app: FastifyInstance): void {
  registerCall(app, wechatFeedbackSubmit, async (ctx) =>
    submitFeedback(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      type: ctx.body.type,
      content: ctx.body.content,
      now: ctx.now(),
    }),
  );

  registerCall(app, wechatFeedbackList, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const mine = eq(customerFeedback.customerId, customerId);
    const [total] = await ctx.db.select({ n: count() }).from(customerFeedback).where(mine);
    const rows = await ctx.db
      .select()
      .from(customerFeedback)
      .where(mine)
      .orderBy(desc(customerFeedback.id))
      .limit(ctx.body.pageSize)
      .offset((ctx.body.pageNum - 1) * ctx.body.pageSize);
    return {
      total: Number(total?.n ?? 0),
      list: rows.map((r) => ({
        id: r.id,
        type: r.type,
        content: r.content,
        status: r.reply === null ? ('pending' as const) : ('replied' as const),
        reply: r.reply,
        createdAt: r.createdAt.getTime(),
        repliedAt: r.repliedAt?.getTime() ?? null,
      })),
    };
  });
}
