import type { customerMessageList, customerMessageRead } from '@course/contracts/messages-site';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customerMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * Site messages to a learner (siteInformation): writing one, the list with the unread count, and marking one read.
 */

const messageView = (r: typeof customerMessages.$inferSelect) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  isRead: r.readAt !== null,
  createdAt: r.createdAt.getTime(),
  link: r.link,
});

/**
 * Writes a site message to a learner, once per `dedupeKey` (the same event again writes nothing), inside the
 * caller's transaction when given one. Answers whether it was written. The one writer of site messages for every
 * area; only the group sign-up and the course opening write theirs inside their own larger statements.
 */
export async function sendSiteMessage(
  db: AppDb,
  message: {
    customerId: number;
    title: string;
    content: string;
    dedupeKey: string;
    link?: string | null;
    /** the event's time; the database's clock when not given */
    now?: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(customerMessages)
    .values({
      customerId: message.customerId,
      title: message.title,
      content: message.content,
      dedupeKey: message.dedupeKey,
      link: message.link ?? null,
      ...(message.now ? { createdAt: message.now } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: customerMessages.id });
  return rows.length > 0;
}

/** The learner's site messages, newest first, a page at a time, with the unread count. */
export async function messageListOf(
  db: AppDb,
  input: CallInput<typeof customerMessageList> & { customerId: number },
) {
  const { customerId } = input;
  const where = eq(customerMessages.customerId, customerId);
  const [total] = await db.select({ n: count() }).from(customerMessages).where(where);
  const [unread] = await db
    .select({ n: count() })
    .from(customerMessages)
    .where(and(where, isNull(customerMessages.readAt)));
  const rows = await db
    .select()
    .from(customerMessages)
    .where(where)
    .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { list: rows.map(messageView), total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

/** Marks one of the learner's messages read (once) and answers it. */
export async function readMessage(
  db: AppDb,
  input: CallInput<typeof customerMessageRead> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const mine = and(eq(customerMessages.id, input.id), eq(customerMessages.customerId, customerId));
  await db
    .update(customerMessages)
    .set({ readAt: input.now })
    .where(and(mine, isNull(customerMessages.readAt)));
  const [row] = await db.select().from(customerMessages).where(mine);
  if (!row) throw notFound('消息');
  return messageView(row);
}
