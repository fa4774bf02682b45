import type { wechatFeedbackList } from '@course/contracts/messages-feedback';
import { startOfBeijingDay } from '@course/domain/beijing-time';
import { FEEDBACK_DAILY_LIMIT, feedbackContentError } from '@course/domain/customer-feedback';
import { ResponseCode } from '@course/domain/response-codes';
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customerFeedback, customers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { sendSiteMessage } from './site-messages.ts';

/**
 * Saves a message to customer service. The learner's row is locked while today's messages are counted, so
 * concurrent submissions cannot pass the daily limit together.
 */
export async function submitFeedback(
  db: AppDb,
  input: {
    customerId: number;
    type: (typeof customerFeedback.$inferInsert)['type'];
    content: string;
    now: Date;
  },
): Promise<{ id: number }> {
  const problem = feedbackContentError(input.content);
  if (problem) throw new AppError(ResponseCode.invalidParams, problem);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    const [today] = await tx
      .select({ n: count() })
      .from(customerFeedback)
      .where(
        and(
          eq(customerFeedback.customerId, input.customerId),
          gte(customerFeedback.createdAt, startOfBeijingDay(input.now)),
        ),
      );
    if (Number(today?.n ?? 0) >= FEEDBACK_DAILY_LIMIT) {
      throw new AppError(
        ResponseCode.tooManyRequests,
        `今天已留言 ${FEEDBACK_DAILY_LIMIT} 次，客服会尽快回复，请明天再试`,
      );
    }
    const [row] = await tx
      .insert(customerFeedback)
      .values({
        customerId: input.customerId,
        type: input.type,
        content: input.content.trim(),
        createdAt: input.now,
      })
      .returning({ id: customerFeedback.id });
    return { id: row!.id };
  });
}

/** Where a reply leads the learner back to: the customer service page with their messages and the replies. */
export const FEEDBACK_CONVERSATION_LINK = '/qiyu-common';

const EXCERPT_CHARS = 20;

/** The start of the learner's message, to say which one was answered. */
function excerptOf(content: string): string {
  const chars = [...content];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : content;
}

/**
 * Customer service's reply (the operator tool's action; the sandbox stands in for it). Only a message still
 * waiting is answered: a second reply changes nothing and answers false. The learner is told by a site message
 * written in the same transaction, so there is a notice exactly when there is a reply.
 */
export async function replyFeedback(
  db: AppDb,
  input: { id: number; reply: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(customerFeedback)
      .set({ reply: input.reply, repliedAt: input.now })
      .where(and(eq(customerFeedback.id, input.id), isNull(customerFeedback.reply)))
      .returning({ customerId: customerFeedback.customerId, content: customerFeedback.content });
    if (!answered) return false;
    await sendSiteMessage(tx, {
      customerId: answered.customerId,
      title: '客服回复了你的留言',
      content: `你的留言“${excerptOf(answered.content)}”有了回复：${input.reply}`,
      dedupeKey: `feedback-reply:${input.id}`,
      link: FEEDBACK_CONVERSATION_LINK,
      now: input.now,
    });
    return true;
  });
}

/** The learner's messages to customer service, newest first, a page at a time, with the replies. */
export async function feedbackListOf(
  db: AppDb,
  input: CallInput<typeof wechatFeedbackList> & { customerId: number },
) {
  const { customerId } = input;
  const mine = eq(customerFeedback.customerId, customerId);
  const [total] = await db.select({ n: count() }).from(customerFeedback).where(mine);
  const rows = await db
    .select()
    .from(customerFeedback)
    .where(mine)
    .orderBy(desc(customerFeedback.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
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
}
