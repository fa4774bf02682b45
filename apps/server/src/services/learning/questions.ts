import type { questionList, saveQuestion } from '@course/contracts/learning-extra';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, learnerQuestions } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** A learner's questions to the teacher (提问, 直播提问), answered later by the teacher. */

async function questionRows(
  db: AppDb,
  where: ReturnType<typeof and>,
  page?: { pageNum: number; pageSize: number },
) {
  const query = db
    .select({
      id: learnerQuestions.id,
      courseId: learnerQuestions.courseId,
      courseTitle: courses.title,
      sectionId: learnerQuestions.sectionId,
      isLive: learnerQuestions.isLive,
      content: learnerQuestions.content,
      answer: learnerQuestions.answer,
      answeredAt: learnerQuestions.answeredAt,
      createdAt: learnerQuestions.createdAt,
    })
    .from(learnerQuestions)
    .innerJoin(courses, eq(courses.id, learnerQuestions.courseId))
    .where(where)
    .orderBy(desc(learnerQuestions.createdAt), desc(learnerQuestions.id));
  const rows = page
    ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize)
    : await query;
  return rows.map((r) => ({
    ...r,
    answeredAt: r.answeredAt?.getTime() ?? null,
    createdAt: r.createdAt.getTime(),
  }));
}

/** Saves a question about an owned course and answers it as listed. */
export async function askQuestion(
  db: AppDb,
  input: CallInput<typeof saveQuestion> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  const [row] = await db
    .insert(learnerQuestions)
    .values({
      customerId,
      courseId: course.id,
      sectionId: input.sectionId ?? null,
      isLive: input.isLive,
      content: input.content.trim(),
      createdAt: input.now,
    })
    .returning({ id: learnerQuestions.id });
  const [question] = await questionRows(db, and(eq(learnerQuestions.id, row!.id)));
  return question!;
}

/** The learner's questions, newest first, a page at a time. */
export async function questionListOf(
  db: AppDb,
  input: CallInput<typeof questionList> & { customerId: number },
) {
  const { customerId } = input;
  const where = and(
    eq(learnerQuestions.customerId, customerId),
    input.courseId ? eq(learnerQuestions.courseId, input.courseId) : undefined,
    input.isLive === undefined ? undefined : eq(learnerQuestions.isLive, input.isLive),
  );
  const [total] = await db.select({ n: count() }).from(learnerQuestions).where(where);
  return { list: await questionRows(db, where, input), total: Number(total?.n ?? 0) };
}
