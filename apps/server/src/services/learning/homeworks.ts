import type { homeworkList, submitHomework } from '@course/contracts/learning-study';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { chapters, homeworkSubmissions, homeworks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** Homework of a course's chapters: the learner's answers, revisable until a teacher scores them. */
/** The homework of a course (or one of it) with the learner's submission; the analysis once submitted. */
export async function homeworkView(db: AppDb, customerId: number, courseId: number, homeworkId?: number) {
  const rows = await db
    .select({
      id: homeworks.id,
      courseId: homeworks.courseId,
      chapterTitle: chapters.title,
      title: homeworks.title,
      content: homeworks.content,
      analysis: homeworks.analysis,
      answer: homeworkSubmissions.answer,
      score: homeworkSubmissions.score,
      comment: homeworkSubmissions.comment,
      submittedAt: homeworkSubmissions.submittedAt,
    })
    .from(homeworks)
    .leftJoin(chapters, eq(chapters.id, homeworks.chapterId))
    .leftJoin(
      homeworkSubmissions,
      and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.customerId, customerId)),
    )
    .where(and(eq(homeworks.courseId, courseId), homeworkId ? eq(homeworks.id, homeworkId) : undefined))
    .orderBy(asc(homeworks.sort), asc(homeworks.id));
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    chapterTitle: r.chapterTitle,
    title: r.title,
    content: r.content,
    analysis: r.submittedAt ? r.analysis : null,
    submission: r.submittedAt
      ? { answer: r.answer!, score: r.score, comment: r.comment, submittedAt: r.submittedAt.getTime() }
      : null,
  }));
}

/** The homework of an owned course with the learner's submissions. */
export async function courseHomework(
  db: AppDb,
  input: CallInput<typeof homeworkList> & { customerId: number },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  return { courseTitle: course.title, list: await homeworkView(db, customerId, course.id) };
}

/** Submits (or revises, until scored) an answer to a homework of an owned course. */
export async function submitCourseHomework(
  db: AppDb,
  input: CallInput<typeof submitHomework> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const [homework] = await db.select().from(homeworks).where(eq(homeworks.id, input.homeworkId));
  if (!homework) throw notFound('作业');
  assertOwned(await ownershipOf(db, customerId, homework.courseId));
  const answer = input.answer.trim();
  // Revisions are allowed until a teacher scores it; the conditional update keeps a scored answer.
  await db
    .insert(homeworkSubmissions)
    .values({ homeworkId: homework.id, customerId, answer, submittedAt: input.now })
    .onConflictDoUpdate({
      target: [homeworkSubmissions.homeworkId, homeworkSubmissions.customerId],
      set: { answer: sql`excluded.answer`, submittedAt: sql`excluded.submitted_at` },
      setWhere: sql`${homeworkSubmissions.score} is null`,
    });
  const [view] = await homeworkView(db, customerId, homework.courseId, homework.id);
  if (view?.submission && view.submission.score !== null && view.submission.answer !== answer) {
    throw new AppError(ResponseCode.conflict, '作业已批改，不能再修改');
  }
  return view!;
}
