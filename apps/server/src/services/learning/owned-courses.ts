import type { purchasedChapterDetail, purchasedCourseDetail } from '@course/contracts/learning-purchased';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { chapters } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCard, courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, loadOutline, noAccess } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** A bought course as its owner studies it: whether it is owned, its chapters with progress, one chapter. */

/** Whether the learner owns the (published) course, and how they came to. */
export async function paidState(db: AppDb, customerId: number, courseId: number) {
  await courseRow(db, courseId);
  const ownership = await ownershipOf(db, customerId, courseId);
  return { isPay: ownership !== null, source: ownership?.source ?? null };
}

/** An owned course with its chapters, progress and camp period. */
export async function ownedCourse(
  db: AppDb,
  input: CallInput<typeof purchasedCourseDetail> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseCard(db, input.courseId, input.now);
  const outline = await loadOutline(db, { courseId: course.id, customerId, now: input.now });
  assertOwned(outline.ownership);
  const [camp] = await learnerCamps(db, customerId, [course.id]);
  return {
    course,
    chapters: outline.chapters,
    progress: outline.progress,
    campDataId: camp?.campDataId ?? null,
  };
}

/** One open chapter of an owned course. */
export async function ownedChapter(
  db: AppDb,
  input: CallInput<typeof purchasedChapterDetail> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const [chapter] = await db
    .select({ courseId: chapters.courseId })
    .from(chapters)
    .where(eq(chapters.id, input.chapterId))
    .limit(1);
  if (!chapter) throw notFound('章节');
  const outline = await loadOutline(db, { courseId: chapter.courseId, customerId, now: input.now });
  assertOwned(outline.ownership);
  const item = outline.chapters.find((c) => c.id === input.chapterId)!;
  if (item.locked) throw noAccess(item.lockMessage ?? '该章节还未解锁');
  return item;
}
