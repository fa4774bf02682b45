import { beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { certificates, courses, customers, examResults, exams } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned, loadOutline } from '../catalogue/outline.ts';

/** Certificates: 奖状 (citation, for a passed exam) and 结业证书 (diploma, every section learned), issued once. */

function serialNo(kind: 'citation' | 'diploma', customerId: number, courseId: number, at: Date): string {
  const prefix = kind === 'citation' ? 'JZ' : 'JY';
  return `${prefix}${beijingDayKey(at).replaceAll('-', '')}${String(courseId).padStart(4, '0')}${String(customerId).padStart(7, '0')}`;
}

/** Issues a certificate once (unique per learner, course and kind); answers its id. */
export async function issueCertificate(
  db: AppDb,
  input: { customerId: number; courseId: number; kind: 'citation' | 'diploma'; now: Date },
): Promise<number> {
  await db
    .insert(certificates)
    .values({
      ...input,
      serialNo: serialNo(input.kind, input.customerId, input.courseId, input.now),
      issuedAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.customerId, input.customerId),
        eq(certificates.courseId, input.courseId),
        eq(certificates.kind, input.kind),
      ),
    );
  return row!.id;
}

/** The learner's certificates, newest first (or the one with this id). */
export async function certificateList(db: AppDb, customerId: number, id?: number) {
  const rows = await db
    .select({
      id: certificates.id,
      kind: certificates.kind,
      courseId: certificates.courseId,
      courseTitle: courses.title,
      teacherName: courses.teacherName,
      serialNo: certificates.serialNo,
      learnerName: customers.nickname,
      learnNumber: customers.learnNumber,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(customers, eq(customers.id, certificates.customerId))
    .where(and(eq(certificates.customerId, customerId), id ? eq(certificates.id, id) : undefined))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((r) => ({ ...r, learnerName: r.learnerName ?? '学员', issuedAt: r.issuedAt.getTime() }));
}

/** Claims a certificate of an owned course once its condition holds; answers it. */
export async function claimCourseCertificate(
  db: AppDb,
  input: { customerId: number; courseId: number; kind: 'citation' | 'diploma'; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  const outline = await loadOutline(db, { courseId: course.id, customerId, now: input.now });
  assertOwned(outline.ownership);
  if (input.kind === 'diploma') {
    if (outline.progress.total === 0 || outline.progress.learned < outline.progress.total) {
      throw new AppError(
        ResponseCode.conflict,
        `还需学完全部课程才能领取结业证书（已学 ${outline.progress.learned}/${outline.progress.total}）`,
      );
    }
  } else {
    const [passed] = await db
      .select({ id: examResults.id })
      .from(examResults)
      .innerJoin(exams, eq(exams.id, examResults.examId))
      .where(
        and(
          eq(exams.courseId, course.id),
          eq(examResults.customerId, customerId),
          eq(examResults.passed, true),
        ),
      );
    if (!passed) throw new AppError(ResponseCode.conflict, '通过结课考试后才能领取奖状');
  }
  const id = await issueCertificate(db, {
    customerId,
    courseId: course.id,
    kind: input.kind,
    now: input.now,
  });
  const [certificate] = await certificateList(db, customerId, id);
  return certificate!;
}
