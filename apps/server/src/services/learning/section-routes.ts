import { getSectionData, pageSectionData, reportLearnRecord } from '@course/contracts/course-course';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../db/like-pattern.ts';
import { chapters, courses, learnRecords, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf, courseRow } from '../catalogue/course-cards.ts';
import { assertSectionAccess, loadOutline } from '../catalogue/outline.ts';
import { milestonesOf, reportLearnRecord as report } from './learn-records.ts';

/** A section page (its media, siblings and the learner's record), the section search, and learn reports. */
export function registerSectionRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, getSectionData, async ({ body, customer }) => {
    const [section] = await db().select().from(sections).where(eq(sections.id, body.sectionId)).limit(1);
    if (!section) throw notFound('小节');
    const course = await courseRow(db(), section.courseId);
    const customerId = customer?.customerId ?? null;
    const outline = await loadOutline(db(), {
      courseId: course.id,
      customerId,
      now: now(),
      inNativeApp: body.inApp ?? false,
    });
    const access = assertSectionAccess(outline, section.id);
    const index = outline.sections.findIndex((s) => s.id === section.id);
    const item = outline.sections[index]!;
    const chapter = outline.chapters.find((c) => c.id === section.chapterId)!;
    const [record] =
      customerId === null
        ? []
        : await db()
            .select()
            .from(learnRecords)
            .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.sectionId, section.id)))
            .limit(1);
    return {
      section: { ...item, mediaUrl: section.mediaUrl, content: section.content },
      course: {
        id: course.id,
        title: course.title,
        coverUrl: course.coverUrl,
        teacherName: course.teacherName,
        isPaidCourse: course.priceCents > 0,
      },
      chapter: { id: chapter.id, title: chapter.title },
      siblings: outline.sections,
      prevId: outline.sections[index - 1]?.id ?? null,
      nextId: outline.sections[index + 1]?.id ?? null,
      access,
      record: {
        isLearned: record?.isLearned ?? false,
        maxPercent: record?.maxPercent ?? 0,
        positionSec: record?.positionSec ?? 0,
        milestones: customerId === null ? [] : await milestonesOf(db(), customerId, section.id),
      },
    };
  });

  registerCall(app, pageSectionData, async ({ body, customer }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
    if (body.courseId) conditions.push(eq(sections.courseId, body.courseId));
    if (body.chapterId) conditions.push(eq(sections.chapterId, body.chapterId));
    if (body.kind) conditions.push(eq(sections.kind, body.kind));
    if (body.keyword?.trim()) conditions.push(ilike(sections.title, `%${escapeLike(body.keyword.trim())}%`));
    const where = and(...conditions);
    const [total] = await db()
      .select({ n: count() })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(where);
    const rows = await db()
      .select({
        id: sections.id,
        courseId: sections.courseId,
        courseTitle: courses.title,
        chapterTitle: chapters.title,
      })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(where)
      .orderBy(asc(courses.sort), asc(chapters.sort), asc(sections.sort), asc(sections.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    const outlines = new Map<number, Awaited<ReturnType<typeof loadOutline>>>();
    for (const courseId of new Set(rows.map((r) => r.courseId))) {
      outlines.set(
        courseId,
        await loadOutline(db(), { courseId, customerId: customer?.customerId ?? null, now: now() }),
      );
    }
    return {
      list: rows.map((r) => ({
        ...outlines.get(r.courseId)!.sections.find((s) => s.id === r.id)!,
        courseTitle: r.courseTitle,
        chapterTitle: r.chapterTitle,
      })),
      total: Number(total?.n ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  registerCall(app, reportLearnRecord, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const { osName: _os, wechatType: _w, productCode: _p, ...reportFields } = ctx.body;
    return report(db(), { customerId, report: reportFields, now: now() });
  });
}
