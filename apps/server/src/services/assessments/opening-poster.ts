import { formatBeijing } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { renderQrPngDataUrl } from '../../db/qr-image.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/**
 * The opening poster's data: only for a course the learner owns (bought, gifted, zero-yuan or opened by a
 * membership); the QR leads to the course's detail page, so a friend who scans it sees the course.
 */
export async function openingPosterOf(
  db: AppDb,
  input: { customerId: number; courseId: number; origin: string; now: Date },
) {
  const course = await courseRow(db, input.courseId);
  const ownership = await ownershipOf(db, input.customerId, course.id, input.now);
  if (!ownership) throw new AppError(ResponseCode.noAccess, '开通课程后才能生成开学海报');
  const [who] = await db
    .select({ nickname: customers.nickname, avatar: customers.avatarUrl, learnNumber: customers.learnNumber })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const courseUrl = `${input.origin}/detail?course=${course.id}`;
  return {
    nickname: who?.nickname ?? '学员',
    avatar: who?.avatar ?? '',
    learnNumber: who?.learnNumber ?? null,
    courseTitle: course.title,
    teacherName: course.teacherName,
    openedOn: formatBeijing(ownership.grantedAt, 'YYYY年M月D日'),
    courseUrl,
    qrDataUrl: await renderQrPngDataUrl(courseUrl),
  };
}
