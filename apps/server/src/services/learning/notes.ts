import type { noteList, saveNote } from '@course/contracts/learning-study';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, notes, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** Notes a learner writes on a course or a section. */

/** Saves a note on an owned course (or one of its sections). */
export async function saveCourseNote(
  db: AppDb,
  input: CallInput<typeof saveNote> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  let sectionTitle: string | null = null;
  if (input.sectionId) {
    const [section] = await db
      .select({ title: sections.title })
      .from(sections)
      .where(and(eq(sections.id, input.sectionId), eq(sections.courseId, course.id)));
    if (!section) throw notFound('小节');
    sectionTitle = section.title;
  }
  const [row] = await db
    .insert(notes)
    .values({
      customerId,
      courseId: course.id,
      sectionId: input.sectionId ?? null,
      content: input.content.trim(),
      createdAt: input.now,
    })
    .returning();
  return {
    id: row!.id,
    courseId: course.id,
    courseTitle: course.title,
    sectionId: row!.sectionId,
    sectionTitle,
    content: row!.content,
    createdAt: row!.createdAt.getTime(),
  };
}

/** The learner's notes, newest first, a page at a time. */
export async function noteListOf(db: AppDb, input: CallInput<typeof noteList> & { customerId: number }) {
  const { customerId } = input;
  const where = and(
    eq(notes.customerId, customerId),
    input.courseId ? eq(notes.courseId, input.courseId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(notes).where(where);
  const rows = await db
    .select({
      id: notes.id,
      courseId: notes.courseId,
      courseTitle: courses.title,
      sectionId: notes.sectionId,
      sectionTitle: sections.title,
      content: notes.content,
      createdAt: notes.createdAt,
    })
    .from(notes)
    .innerJoin(courses, eq(courses.id, notes.courseId))
    .leftJoin(sections, eq(sections.id, notes.sectionId))
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
    total: Number(total?.n ?? 0),
  };
}
