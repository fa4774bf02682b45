import type { myCommentList } from '@course/contracts/shell-content';
import { count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, sectionComments, sections } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * myComment: the learner's own comments under lessons (the learning data's section_comments), across courses,
 * newest first, with the lesson and course each belongs to.
 */
export async function myCommentsOf(db: AppDb, customerId: number, input: CallInput<typeof myCommentList>) {
  const mine = eq(sectionComments.customerId, customerId);
  const [total] = await db.select({ n: count() }).from(sectionComments).where(mine);
  const rows = await db
    .select({
      id: sectionComments.id,
      content: sectionComments.content,
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
