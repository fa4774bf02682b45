import type {
  welfareContentInfo,
  welfareDetail,
  welfareGiftCourse,
} from '@course/contracts/catalogue-course';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courseWelfares } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCard, courseRow } from './course-cards.ts';
import { assertOwned } from './outline.ts';
import { grantCourse, ownershipOf, ownsCourse } from './ownership.ts';

/** A course's welfare (福利): its content and the gift course an owner claims once. */

/** The welfare of a course for this learner: its gift course and whether they can claim it or did. */
export async function welfareOf(
  db: AppDb,
  input: CallInput<typeof welfareDetail> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  await courseRow(db, input.courseId);
  const [welfare] = await db.select().from(courseWelfares).where(eq(courseWelfares.courseId, input.courseId));
  if (!welfare) return null;
  const owned = await ownsCourse(db, customerId, welfare.courseId);
  const claimed = welfare.giftCourseId !== null && (await ownsCourse(db, customerId, welfare.giftCourseId));
  return {
    id: welfare.id,
    courseId: welfare.courseId,
    title: welfare.title,
    content: welfare.content,
    giftCourse: welfare.giftCourseId ? await courseCard(db, welfare.giftCourseId, input.now) : null,
    canClaim: owned && welfare.giftCourseId !== null && !claimed,
    claimed,
  };
}

/** A welfare's title and content. */
export async function welfareContent(db: AppDb, input: CallInput<typeof welfareContentInfo>) {
  const [welfare] = await db.select().from(courseWelfares).where(eq(courseWelfares.id, input.welfareId));
  if (!welfare) throw notFound('福利');
  return { id: welfare.id, title: welfare.title, content: welfare.content };
}

/** Claims the gift course of a welfare of an owned course (once: a second claim grants nothing). */
export async function claimWelfareGift(
  db: AppDb,
  input: CallInput<typeof welfareGiftCourse> & { customerId: number },
) {
  const { customerId } = input;
  const [welfare] = await db.select().from(courseWelfares).where(eq(courseWelfares.id, input.welfareId));
  if (!welfare || welfare.giftCourseId === null) throw notFound('赠送课程');
  assertOwned(await ownershipOf(db, customerId, welfare.courseId));
  const giftCourseId = welfare.giftCourseId;
  const granted = await db.transaction((tx) =>
    grantCourse(tx, {
      customerId,
      courseId: giftCourseId,
      source: 'gifted',
      grantRef: `welfare:${welfare.id}`,
    }),
  );
  return { courseId: giftCourseId, granted };
}
