import { welfareContentInfo, welfareDetail, welfareGiftCourse } from '@course/contracts/course-course';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { courseOwnerships, courses, courseWelfares, customerMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { courseCard, courseRow } from './course-cards.ts';
import { assertOwned, ownershipOf } from './outline.ts';

type OwnershipSource = 'bought' | 'gifted' | 'zero_yuan';

/**
 * The site message a learner gets when a course opens for them, `{course}` standing for its title. The landing's
 * one-statement sign-up fills the zero-yuan one in SQL (`replace`), everything else through grantCourse.
 */
export const COURSE_OPENED_MESSAGE: Record<OwnershipSource, { title: string; content: string }> = {
  bought: { title: '课程开通成功', content: '您购买的《{course}》已开通，进入“学习中心”即可开始学习。' },
  gifted: { title: '赠课已到账', content: '《{course}》已放入您的学习中心，快去学习吧！' },
  zero_yuan: { title: '报名成功', content: '《{course}》已开通，请添加班主任进入班级群，按时上课。' },
};
/** One message per learner and course, whichever way it opened. */
export const courseOpenedKey = (courseId: number) => `course-opened:${courseId}`;
/**
 * Grants a course (insert … on conflict do nothing) and, when this call granted it, tells the learner in their
 * site messages (once per course). Answers whether this call granted it.
 */
export async function grantCourse(
  db: AppDb,
  input: {
    customerId: number;
    courseId: number;
    source: OwnershipSource;
    grantRef: string;
    grantedAt?: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(courseOwnerships)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: courseOwnerships.id });
  if (rows.length === 0) return false;
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, input.courseId));
  const message = COURSE_OPENED_MESSAGE[input.source];
  await db
    .insert(customerMessages)
    .values({
      customerId: input.customerId,
      title: message.title,
      content: message.content.replace('{course}', course?.title ?? ''),
      dedupeKey: courseOpenedKey(input.courseId),
    })
    .onConflictDoNothing();
  return true;
}

export function registerWelfareCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, welfareDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    await courseRow(db(), ctx.body.courseId);
    const [welfare] = await db()
      .select()
      .from(courseWelfares)
      .where(eq(courseWelfares.courseId, ctx.body.courseId));
    if (!welfare) return null;
    const owned = (await ownershipOf(db(), customerId, welfare.courseId)) !== null;
    const claimed =
      welfare.giftCourseId !== null && (await ownershipOf(db(), customerId, welfare.giftCourseId)) !== null;
    return {
      id: welfare.id,
      courseId: welfare.courseId,
      title: welfare.title,
      content: welfare.content,
      giftCourse: welfare.giftCourseId ? await courseCard(db(), welfare.giftCourseId, now()) : null,
      canClaim: owned && welfare.giftCourseId !== null && !claimed,
      claimed,
    };
  });

  registerCall(app, welfareContentInfo, async (ctx) => {
    requireCustomer(ctx);
    const [welfare] = await db()
      .select()
      .from(courseWelfares)
      .where(eq(courseWelfares.id, ctx.body.welfareId));
    if (!welfare) throw notFound('福利');
    return { id: welfare.id, title: welfare.title, content: welfare.content };
  });

  registerCall(app, welfareGiftCourse, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [welfare] = await db()
      .select()
      .from(courseWelfares)
      .where(eq(courseWelfares.id, ctx.body.welfareId));
    if (!welfare || welfare.giftCourseId === null) throw notFound('赠送课程');
    assertOwned(await ownershipOf(db(), customerId, welfare.courseId));
    const giftCourseId = welfare.giftCourseId;
    const granted = await db().transaction((tx) =>
      grantCourse(tx, {
        customerId,
        courseId: giftCourseId,
        source: 'gifted',
        grantRef: `welfare:${welfare.id}`,
      }),
    );
    return { courseId: giftCourseId, granted };
  });
}
