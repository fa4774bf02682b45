import { randomBytes } from 'node:crypto';
import type { appraisalSubmit } from '@course/contracts/assessments-appraisal';
import { APPRAISAL_TAGS } from '@course/contracts/assessments-appraisal';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courseAppraisals, customers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCard, courseRow } from '../catalogue/course-cards.ts';
import { ownsCourse } from '../catalogue/ownership.ts';

/**
 * Course appraisals: one per learner and course (unique key), written only by a learner who owns the course
 * (the catalogue's ownership, a membership's member-only course included); writing again updates it and keeps
 * its share token, so a shared card shows the latest words.
 */

type Row = typeof courseAppraisals.$inferSelect;

const toAppraisal = (row: Row) => ({
  id: row.id,
  variant: row.variant as 'v0' | 'v1' | 'v2',
  courseRating: row.courseRating,
  teacherRating: row.teacherRating,
  tags: row.tags,
  content: row.content,
  shareToken: row.shareToken,
  updatedAt: row.updatedAt.toISOString(),
});

async function appraisalRow(db: AppDb, customerId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(courseAppraisals)
    .where(and(eq(courseAppraisals.customerId, customerId), eq(courseAppraisals.courseId, courseId)));
  return row ?? null;
}

export async function appraisalFormOf(db: AppDb, customerId: number, courseId: number, now: Date) {
  const course = await courseCard(db, courseId, now);
  const row = await courseRow(db, courseId);
  const [owned, appraisal] = await Promise.all([
    ownsCourse(db, customerId, courseId, now),
    appraisalRow(db, customerId, courseId),
  ]);
  return {
    course,
    teacherName: row.teacherName,
    owned,
    appraisal: appraisal ? toAppraisal(appraisal) : null,
    tags: [...APPRAISAL_TAGS],
  };
}

export async function submitAppraisal(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof appraisalSubmit>,
  now: Date,
) {
  await courseRow(db, input.courseId);
  if (!(await ownsCourse(db, customerId, input.courseId, now))) {
    throw new AppError(ResponseCode.noAccess, '购买课程后才能评价');
  }
  const values = {
    variant: input.variant,
    courseRating: input.courseRating,
    teacherRating: input.teacherRating,
    tags: [...new Set(input.tags)],
    content: input.content.trim(),
    updatedAt: now,
  };
  const [row] = await db
    .insert(courseAppraisals)
    .values({
      customerId,
      courseId: input.courseId,
      shareToken: randomBytes(16).toString('hex'),
      ...values,
    })
    .onConflictDoUpdate({ target: [courseAppraisals.customerId, courseAppraisals.courseId], set: values })
    .returning({ id: courseAppraisals.id, shareToken: courseAppraisals.shareToken });
  return row!;
}

export async function sharedAppraisalOf(db: AppDb, shareToken: string, now: Date) {
  const [found] = await db
    .select({ appraisal: courseAppraisals, nickname: customers.nickname, avatarUrl: customers.avatarUrl })
    .from(courseAppraisals)
    .innerJoin(customers, eq(customers.id, courseAppraisals.customerId))
    .where(eq(courseAppraisals.shareToken, shareToken));
  if (!found) throw notFound('评价');
  const row = await courseRow(db, found.appraisal.courseId);
  return {
    nickname: found.nickname ?? '学员',
    avatarUrl: found.avatarUrl ?? '',
    course: await courseCard(db, found.appraisal.courseId, now),
    teacherName: row.teacherName,
    courseRating: found.appraisal.courseRating,
    teacherRating: found.appraisal.teacherRating,
    tags: found.appraisal.tags,
    content: found.appraisal.content,
    updatedAt: found.appraisal.updatedAt.toISOString(),
  };
}
