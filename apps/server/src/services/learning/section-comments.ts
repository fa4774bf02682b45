import type { voiceCommentList, voiceCommentSave } from '@course/contracts/learning-extra';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, sectionComments, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { assertSectionAccess, loadOutline } from '../catalogue/outline.ts';

/**
 * Comments under an audio section (voiceCourse comments): the text rows of `section_comments`; the voice rows
 * (commentVoice) are voice-comments.ts's.
 */

/** A section's text comments, newest first, a page at a time; the learner's own are marked. */
export async function commentsOf(
  db: AppDb,
  input: CallInput<typeof voiceCommentList> & { customerId: number | null },
) {
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.id, input.sectionId));
  if (!section) throw notFound('小节');
  const where = and(eq(sectionComments.sectionId, section.id), eq(sectionComments.kind, 'text'));
  const [total] = await db.select({ n: count() }).from(sectionComments).where(where);
  const rows = await db
    .select({
      id: sectionComments.id,
      customerId: sectionComments.customerId,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
      content: sectionComments.content,
      createdAt: sectionComments.createdAt,
    })
    .from(sectionComments)
    .innerJoin(customers, eq(customers.id, sectionComments.customerId))
    .where(where)
    .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname ?? '学员',
      avatarUrl: r.avatarUrl,
      content: r.content,
      createdAt: r.createdAt.getTime(),
      isMine: r.customerId === input.customerId,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Saves a comment under a section the learner may open. */
export async function saveComment(
  db: AppDb,
  input: CallInput<typeof voiceCommentSave> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const [section] = await db.select().from(sections).where(eq(sections.id, input.sectionId));
  if (!section) throw notFound('小节');
  const outline = await loadOutline(db, { courseId: section.courseId, customerId, now: input.now });
  assertSectionAccess(outline, section.id);
  const [row] = await db
    .insert(sectionComments)
    .values({ sectionId: section.id, customerId, content: input.content.trim(), createdAt: input.now })
    .returning();
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  return {
    id: row!.id,
    nickname: me?.nickname ?? '学员',
    avatarUrl: me?.avatarUrl ?? null,
    content: row!.content,
    createdAt: row!.createdAt.getTime(),
    isMine: true,
  };
}
