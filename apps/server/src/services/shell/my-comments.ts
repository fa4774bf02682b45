import type { myCommentList } from '@course/contracts/shell-content';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, sectionComments, sections } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * myComment: the learner's own comments under lessons (the learning data's section_comments: text comments and
 * voice comments, a deleted voice comment left out), across courses, newest first, with the lesson and course
 * each belongs to.
 */
export async function myCommentsOf(db: AppDb, customerId: number, input: CallInput<typeof myCommentList>) {
  const mine = and(eq(sectionComments.customerId, customerId), isNull(sectionComments.deletedAt));
  const [total] = await db.select({ n: count() }).from(sectionComments).where(mine);
  const rows = await db
    .select({
      id: sectionComments.id,
      kind: sectionComments.kind,
      content: sectionComments.content,
      voiceUrl: sectionComments.voiceUrl,
      durationSeconds: sectionComments.durationSeconds,
      createdAt: sectionComments.createdAt,
      sectionId: sections.id,
      sectionTitle: sections.title,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(sectionComments)
    .innerJoin(sections, eq(sections.id, sectionComments.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(mine)
    .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
  };
}
