import { customerMessageList, customerMessageRead } from '@course/contracts/course-extra';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';

/** Site messages: the learner's list (with the unread count) and marking one read. */
export function registerSiteMessageRoutes(app: FastifyInstance): void {
  const messageView = (r: typeof customerMessages.$inferSelect) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    isRead: r.readAt !== null,
    createdAt: r.createdAt.getTime(),
  });

  registerCall(app, customerMessageList, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const where = eq(customerMessages.customerId, customerId);
    const [total] = await ctx.db.select({ n: count() }).from(customerMessages).where(where);
    const [unread] = await ctx.db
      .select({ n: count() })
      .from(customerMessages)
      .where(and(where, isNull(customerMessages.readAt)));
    const rows = await ctx.db
      .select()
      .from(customerMessages)
      .where(where)
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(ctx.body.pageSize)
      .offset((ctx.body.pageNum - 1) * ctx.body.pageSize);
    return { list: rows.map(messageView), total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
  });

  registerCall(app, customerMessageRead, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const mine = and(eq(customerMessages.id, ctx.body.id), eq(customerMessages.customerId, customerId));
    await ctx.db
      .update(customerMessages)
      .set({ readAt: ctx.now() })
      .where(and(mine, isNull(customerMessages.readAt)));
    const [row] = await ctx.db.select().from(customerMessages).where(mine);
    if (!row) throw notFound('消息');
    return messageView(row);
  });
}
