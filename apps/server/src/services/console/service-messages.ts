import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleServiceMessageList } from '@course/contracts/console-inbox';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import { customerFeedback, customers, type StaffRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { replyFeedback } from '../messages/customer-feedback.ts';
import { writeAudit } from './audit.ts';

/**
 * Customer-service messages (the learner's 留言, messages area): the operators' queue and their reply, written
 * through the messages area's reply path so the learner's 我的留言 page shows it. This is the operators' way to
 * answer; the sandbox endpoint stays only for the messages e2e spec, which has no console.
 */

export async function listServiceMessages(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleServiceMessageList>,
) {
  const pending = input.state === 'pending';
  // waiting messages oldest first (answer in order); answered ones newest first
  const order = pending ? 'asc' : 'desc';
  const rows = await db
    .select({
      cursorId: customerFeedback.id,
      id: customerFeedback.id,
      customerId: customerFeedback.customerId,
      nickname: customers.nickname,
      type: customerFeedback.type,
      content: customerFeedback.content,
      reply: customerFeedback.reply,
      createdAt: customerFeedback.createdAt,
      repliedAt: customerFeedback.repliedAt,
    })
    .from(customerFeedback)
    .innerJoin(customers, eq(customers.id, customerFeedback.customerId))
    .where(
      and(
        pending ? isNull(customerFeedback.reply) : isNotNull(customerFeedback.reply),
        afterCursor(customerFeedback.id, order, input.cursor),
      ),
    )
    .orderBy(order === 'asc' ? asc(customerFeedback.id) : desc(customerFeedback.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(rows, input.pageSize);
  return {
    nextCursor: page.nextCursor,
    list: page.rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      repliedAt: r.repliedAt?.toISOString() ?? null,
    })),
  };
}

export async function replyServiceMessage(
  db: AppDb,
  viewer: StaffRow,
  input: { id: number; reply: string; ip: string; now: Date },
): Promise<{ replied: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: customerFeedback.id,
        customerId: customerFeedback.customerId,
        reply: customerFeedback.reply,
      })
      .from(customerFeedback)
      .where(eq(customerFeedback.id, input.id))
      .limit(1);
    if (!before) throw notFound('留言');
    const replied = await replyFeedback(tx, { id: input.id, reply: input.reply, now: input.now });
    if (!replied) return { replied: false };
    await writeAudit(tx, {
      staffId: viewer.id,
      action: 'service_message.reply',
      targetType: 'customer_feedback',
      targetId: input.id,
      before,
      after: { ...before, reply: input.reply },
      ip: input.ip,
    });
    return { replied: true };
  });
}
