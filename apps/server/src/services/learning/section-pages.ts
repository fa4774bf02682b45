import type { getSectionData, pageSectionData } from '@course/contracts/learning-section';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { type BrandCode, chapters, courses, learnRecords, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertSectionAccess, loadOutline } from '../catalogue/outline.ts';
import { milestonesOf } from './learn-records.ts';

/** A section page (its media, siblings and the learner's record) and the section search of a brand. */

/** A section page as this learner (or a visitor) sees it: the media when open, the siblings, the record. */
export async function sectionPage(
  db: AppDb,
  input: CallInput<typeof getSectionData> & { customerId: number | null; now: Date },
) {
  const [section] = await db.select().from(sections).where(eq(sections.id, input.sectionId)).limit(1);
  if (!section) throw notFound('小节');
  const course = await courseRow(db, section.courseId);
  const customerId = input.customerId;
  const outline = await loadOutline(db, {
    courseId: course.id,
    customerId,
    now: input.now,
    inNativeApp: input.inApp ?? false,
  });
  const access = assertSectionAccess(outline, section.id);
  const index = outline.sections.findIndex((s) => s.id === section.id);
  const item = outline.sections[index]!;
  const chapter = outline.chapters.find((c) => c.id === section.chapterId)!;
  const [record] =
    customerId === null
      ? []
      : await db
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
      milestones: customerId === null ? [] : await milestonesOf(db, customerId, section.id),
    },
  };
}

/** Sections of a brand's published courses by course, chapter, kind or title, a page at a time. */
export async function searchSections(
  db: AppDb,
  input: CallInput<typeof pageSectionData> & { customerId: number | null; brand: BrandCode; now: Date },
) {
  const { brand } = input;
  const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
  if (input.courseId) conditions.push(eq(sections.courseId, input.courseId));
  if (input.chapterId) conditions.push(eq(sections.chapterId, input.chapterId));
  if (input.kind) conditions.push(eq(sections.kind, input.kind));
  if (input.keyword?.trim()) conditions.push(ilike(sections.title, `%${escapeLike(input.keyword.trim())}%`));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(where);
  const rows = await db
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
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const outlines = new Map<number, Awaited<ReturnType<typeof loadOutline>>>();
  for (const courseId of new Set(rows.map((r) => r.courseId))) {
    outlines.set(courseId, await loadOutline(db, { courseId, customerId: input.customerId, now: input.now }));
  }
  return {
    list: rows.map((r) => ({
      ...outlines.get(r.courseId)!.sections.find((s) => s.id === r.id)!,
      courseTitle: r.courseTitle,
      chapterTitle: r.chapterTitle,
    })),
    total: Number(total?.n ?? 0),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
