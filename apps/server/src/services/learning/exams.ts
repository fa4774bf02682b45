import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { examQuestions, examResults, exams } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';
import { issueCertificate } from './certificates.ts';

/** A course's final exam: the page (answers shown once attempted), scoring on the server, the best attempt kept. */

async function examFor(db: AppDb, courseId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(eq(exams.courseId, courseId))
    .orderBy(asc(exams.id))
    .limit(1);
  if (!exam) throw notFound('考试');
  const questions = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, exam.id))
    .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
  return { exam, questions };
}

/** Scores answers: a question counts when the chosen set equals the answer set. */
export function scoreExam(
  questions: readonly { id: number; answer: number[]; score: number }[],
  answers: Record<string, number[]>,
): number {
  let score = 0;
  for (const q of questions) {
    const chosen = [...new Set(answers[String(q.id)] ?? [])].sort((a, b) => a - b);
    const right = [...q.answer].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((c, i) => c === right[i])) score += q.score;
  }
  return score;
}

/** The exam page of an owned course: its questions, and the learner's result with answers once attempted. */
export async function examPage(db: AppDb, customerId: number, courseId: number) {
  const course = await courseRow(db, courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  const { exam, questions } = await examFor(db, course.id);
  const [result] = await db
    .select()
    .from(examResults)
    .where(and(eq(examResults.examId, exam.id), eq(examResults.customerId, customerId)));
  const totalScore = questions.reduce((n, q) => n + q.score, 0);
  return {
    id: exam.id,
    courseId: course.id,
    courseTitle: course.title,
    title: exam.title,
    passScore: exam.passScore,
    totalScore,
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      stem: q.stem,
      options: q.options,
      score: q.score,
      answer: result ? q.answer : null,
      explanation: result ? q.explanation : null,
    })),
    result: result
      ? {
          score: result.score,
          totalScore,
          passed: result.passed,
          attempts: result.attempts,
          answers: result.answers,
          completedAt: result.completedAt.getTime(),
        }
      : null,
  };
}

/**
 * Scores an attempt and keeps the best one (a lower score only counts the attempt); a pass issues the citation
 * (奖状) once.
 */
export async function completeExamAttempt(
  db: AppDb,
  input: {
    customerId: number;
    examId: number;
    answers: { questionId: number; choices: number[] }[];
    now: Date;
  },
) {
  const { customerId } = input;
  const [exam] = await db.select().from(exams).where(eq(exams.id, input.examId));
  if (!exam) throw notFound('考试');
  assertOwned(await ownershipOf(db, customerId, exam.courseId));
  const { questions } = await examFor(db, exam.courseId);
  const known = new Set(questions.map((q) => q.id));
  const answers: Record<string, number[]> = {};
  for (const a of input.answers) {
    if (!known.has(a.questionId))
      throw new AppError(ResponseCode.invalidParams, '参数错误：答案中有不属于本考试的题目');
    answers[String(a.questionId)] = [...new Set(a.choices)].sort((x, y) => x - y);
  }
  const score = scoreExam(questions, answers);
  const totalScore = questions.reduce((n, q) => n + q.score, 0);
  const passed = score >= exam.passScore;
  const at = input.now;
  // The best attempt stays: a lower score only counts the attempt.
  const [row] = await db
    .insert(examResults)
    .values({ examId: exam.id, customerId, answers, score, passed, attempts: 1, completedAt: at })
    .onConflictDoUpdate({
      target: [examResults.examId, examResults.customerId],
      set: {
        attempts: sql`${examResults.attempts} + 1`,
        answers: sql`case when excluded.score >= ${examResults.score} then excluded.answers else ${examResults.answers} end`,
        completedAt: sql`case when excluded.score >= ${examResults.score} then excluded.completed_at else ${examResults.completedAt} end`,
        passed: sql`${examResults.passed} or excluded.passed`,
        score: sql`greatest(${examResults.score}, excluded.score)`,
      },
    })
    .returning();
  const certificateId = row!.passed
    ? await issueCertificate(db, { customerId, courseId: exam.courseId, kind: 'citation', now: at })
    : null;
  return {
    result: {
      score: row!.score,
      totalScore,
      passed: row!.passed,
      attempts: row!.attempts,
      answers: row!.answers,
      completedAt: row!.completedAt.getTime(),
    },
    certificateId,
  };
}
