import { welfareContentInfo, welfareDetail, welfareGiftCourse } from '@course/contracts/course-course';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { courseOwnerships, courseWelfares, customerMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { courseCard, courseRow } from './catalogue.ts';
import { assertOwned, ownershipOf } from './outline.ts';

/** Grants a course (insert … on conflict do nothing): answers whether this call granted it. */
export async function grantCourse(
  db: AppDb,
  input: {
    customerId: number;
    courseId: number;
    source: 'bought' | 'gifted' | 'zero_yuan';
    grantRef: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(courseOwnerships)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: courseOwnerships.id });
  return rows.length > 0;
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
    const granted = await db().transaction(async (tx) => {
      const fresh = await grantCourse(tx, {
        customerId,
        courseId: giftCourseId,
        source: 'gifted',
        grantRef: `welfare:${welfare.id}`,
      });
      if (fresh) {
        const gift = await courseRow(tx, giftCourseId);
        await tx
          .insert(customerMessages)
          .values({
            customerId,
            title: '赠课已到账',
            content: `《${gift.title}》已放入您的学习中心，快去学习吧！`,
            dedupeKey: `gift:${giftCourseId}`,
          })
          .onConflictDoNothing();
      }
      return fresh;
    });
    return { courseId: giftCourseId, granted };
  });
}
