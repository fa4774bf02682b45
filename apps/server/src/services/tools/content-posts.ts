import type { contentPostSave, contentPosts } from '@course/contracts/tools-content';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, toolContentPosts } from '../../db/schema/index.ts';
import { AppError, invalidParams, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { cardsByIds, openItem, requireFamilyAccess } from './content-library.ts';

/**
 * Notes and questions on a content item (courseNotes, questionDetail, the resource pages). A note is the
 * learner's own (only they read it and may edit it); a question is public on its item and answered by a teacher
 * (the demo seeds answered ones; a new one waits for its answer).
 */

type PostRow = typeof toolContentPosts.$inferSelect;

function postOf(row: PostRow, customerId: number, itemTitle: string) {
  return {
    id: row.id,
    itemId: row.itemId,
    itemTitle,
    kind: row.kind,
    text: row.text,
    askerName: row.askerName,
    mine: row.customerId === customerId,
    answer: row.answer,
    answeredBy: row.answeredBy,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function saveContentPost(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof contentPostSave>,
  now: Date,
) {
  const text = input.text.trim();
  if (!text) throw invalidParams(input.kind === 'note' ? '请先写下笔记内容' : '请先写下你的问题');
  const item = await openItem(db, input.itemId);
  await requireFamilyAccess(db, customerId, item.family, now);
  if (input.postId !== undefined) {
    if (input.kind !== 'note') throw new AppError(ResponseCode.conflict, '提问发出后不能修改');
    const [row] = await db
      .update(toolContentPosts)
      .set({ text, updatedAt: now })
      .where(
        and(
          eq(toolContentPosts.id, input.postId),
          eq(toolContentPosts.customerId, customerId),
          eq(toolContentPosts.itemId, item.id),
          eq(toolContentPosts.kind, 'note'),
        ),
      )
      .returning();
    if (!row) throw notFound('笔记');
    return postOf(row, customerId, item.title);
  }
  const [me] = await db
    .select({ nickname: customers.nickname })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [row] = await db
    .insert(toolContentPosts)
    .values({
      itemId: item.id,
      customerId,
      kind: input.kind,
      text,
      askerName: me?.nickname || '学员',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return postOf(row!, customerId, item.title);
}

export async function contentPostsOf(db: AppDb, customerId: number, input: CallInput<typeof contentPosts>) {
  const conditions: SQL[] = [eq(toolContentPosts.kind, input.kind)];
  if (input.kind === 'note') conditions.push(eq(toolContentPosts.customerId, customerId));
  else if (input.itemId === undefined) throw invalidParams('请指定要查看提问的内容');
  if (input.itemId !== undefined) conditions.push(eq(toolContentPosts.itemId, input.itemId));
  const rows = await db
    .select()
    .from(toolContentPosts)
    .where(and(...conditions))
    .orderBy(desc(toolContentPosts.updatedAt), desc(toolContentPosts.id))
    .limit(100);
  const cards = await cardsByIds(db, [...new Set(rows.map((r) => r.itemId))]);
  return { list: rows.map((r) => postOf(r, customerId, cards.get(r.itemId)?.title ?? '')) };
}

export async function contentPostDetailOf(db: AppDb, customerId: number, postId: number) {
  const [row] = await db.select().from(toolContentPosts).where(eq(toolContentPosts.id, postId)).limit(1);
  if (!row) throw notFound(postId ? '提问' : '内容');
  if (row.kind === 'note' && row.customerId !== customerId) {
    throw new AppError(ResponseCode.noAccess, '这是其他学员的笔记，无法查看');
  }
  const card = (await cardsByIds(db, [row.itemId])).get(row.itemId);
  if (!card) throw notFound('内容');
  return { post: postOf(row, customerId, card.title), item: card };
}
