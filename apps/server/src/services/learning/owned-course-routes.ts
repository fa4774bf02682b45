import { isPay } from '@course/contracts/course-course';
import { purchasedChapterDetail, purchasedCourseDetail } from '@course/contracts/course-goods';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chapters, courseOwnerships } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { courseCard, courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, loadOutline, noAccess } from '../catalogue/outline.ts';

/** A bought course as its owner studies it: whether it is owned, its chapters with progress, one chapter. */
export function registerOwnedCourseRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, isPay, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    await courseRow(db(), ctx.body.courseId);
    const [row] = await db()
      .select({ source: courseOwnerships.source })
      .from(courseOwnerships)
      .where(
        and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, ctx.body.courseId)),
      );
    return { isPay: row !== undefined, source: row?.source ?? null };
  });

  registerCall(app, purchasedCourseDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseCard(db(), ctx.body.courseId, now());
    const outline = await loadOutline(db(), { courseId: course.id, customerId, now: now() });
    assertOwned(outline.ownership);
    const [camp] = await learnerCamps(db(), customerId, [course.id]);
    return {
      course,
      chapters: outline.chapters,
      progress: outline.progress,
      campDataId: camp?.campDataId ?? null,
    };
  });

  registerCall(app, purchasedChapterDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [chapter] = await db()
      .select({ courseId: chapters.courseId })
      .from(chapters)
      .where(eq(chapters.id, ctx.body.chapterId))
      .limit(1);
    if (!chapter) throw notFound('章节');
    const outline = await loadOutline(db(), { courseId: chapter.courseId, customerId, now: now() });
    assertOwned(outline.ownership);
    const item = outline.chapters.find((c) => c.id === ctx.body.chapterId)!;
    if (item.locked) throw noAccess(item.lockMessage ?? '该章节还未解锁');
    return item;
  });
}
