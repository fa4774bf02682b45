// Over 300 lines: the catalogue's one write path for course content (courses, outline, media, packages).
import { mediaDurationSec } from '@course/domain/course-subjects';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type BrandCode,
  type CourseSubject,
  chapters,
  chapterUnlockRules,
  coursePackageItems,
  coursePackages,
  courses,
  type SectionKind,
  sections,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';

/**
 * The catalogue's write path for course content (issue 17 item 8, called by the console): courses, chapters
 * with their unlock rule (chapter_unlock_rules, evaluated by packages/domain chapter-access), sections with
 * their media, the outline's order, and packages. Each function works in the transaction it is given (the
 * caller writes its audit row in the same one) and answers the rows before and after.
 *
 * Caches: no course data is cached on the server (every learner call reads these tables; the landing's cache
 * holds template layouts and a course's marquee avatars, not course fields), and learner calls carry no HTTP
 * cache headers, so a committed write is what the next learner request reads. If a cache of course rows is
 * ever added, its keys are deleted here, in the one write path.
 */

export type CourseFields = {
  brand: BrandCode;
  title: string;
  subtitle: string;
  subject: CourseSubject;
  coverUrl: string;
  teacherName: string;
  teacherAvatarUrl: string;
  intro: string;
  priceCents: number;
  originalPriceCents: number | null;
  isZeroYuan: boolean;
  sort: number;
};

type CourseRow = typeof courses.$inferSelect;
type Change<T> = { before: T | null; after: T };

const priceInvalid = (message: string) => new AppError(ResponseCode.coursePriceInvalid, message);

/** The price rules of a course or package: a zero-yuan course costs 0; the list price is not below the sale price. */
export function checkPrices(p: {
  priceCents: number;
  originalPriceCents: number | null;
  isZeroYuan?: boolean;
}) {
  if (p.isZeroYuan && p.priceCents !== 0) throw priceInvalid('0 元课程的售价必须为 0');
  if (p.originalPriceCents !== null && p.originalPriceCents < p.priceCents) {
    throw priceInvalid('划线价不能低于售价');
  }
}

async function lockedCourse(db: AppDb, courseId: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).for('update');
  if (!row) throw notFound('课程');
  return row;
}

/** Creates (as a draft: not on sale) or changes a course's basic info and prices. */
export async function writeCourse(
  db: AppDb,
  courseId: number | undefined,
  fields: CourseFields,
): Promise<Change<CourseRow>> {
  checkPrices(fields);
  if (courseId === undefined) {
    const [after] = await db
      .insert(courses)
      .values({ ...fields, status: 'draft' })
      .returning();
    return { before: null, after: after! };
  }
  const before = await lockedCourse(db, courseId);
  const [after] = await db.update(courses).set(fields).where(eq(courses.id, courseId)).returning();
  return { before, after: after! };
}

/**
 * Puts a course on sale (published) or takes it off (draft). On sale needs at least one section, every audio or
 * video section's file and a cover, so a learner never meets an empty course, a silent section or a broken image.
 */
export async function writeCourseStatus(
  db: AppDb,
  courseId: number,
  status: 'published' | 'draft',
): Promise<Change<CourseRow>> {
  const before = await lockedCourse(db, courseId);
  if (status === 'published') {
    const rows = await db
      .select({ title: sections.title, kind: sections.kind, mediaUrl: sections.mediaUrl })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.sort), asc(sections.id));
    if (rows.length === 0) throw new AppError(ResponseCode.courseNotReady, '课程还没有小节，不能上架');
    const silent = rows.find((r) => r.kind !== 'text' && !r.mediaUrl);
    if (silent) {
      throw new AppError(ResponseCode.courseNotReady, `小节「${silent.title}」还没有上传音视频，不能上架`);
    }
    if (!before.coverUrl) throw new AppError(ResponseCode.courseNotReady, '请先上传课程封面，再上架');
  }
  const [after] = await db.update(courses).set({ status }).where(eq(courses.id, courseId)).returning();
  return { before, after: after! };
}

export type UnlockRuleInput = { kind: 'none' | 'days_after_grant' | 'after_previous'; days: number };
type ChapterState = typeof chapters.$inferSelect & { rule: { kind: string; days: number } | null };

async function chapterState(db: AppDb, chapterId: number): Promise<ChapterState | null> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId)).for('update');
  if (!row) return null;
  const [rule] = await db
    .select({ kind: chapterUnlockRules.kind, days: chapterUnlockRules.days })
    .from(chapterUnlockRules)
    .where(eq(chapterUnlockRules.chapterId, chapterId));
  return { ...row, rule: rule ?? null };
}

/** Creates (at the end of the course) or changes a chapter: title, own unlock time, unlock rule. */
export async function writeChapter(
  db: AppDb,
  input: {
    courseId: number;
    chapterId?: number;
    title: string;
    unlockAt: Date | null;
    rule: UnlockRuleInput;
  },
): Promise<Change<ChapterState>> {
  await lockedCourse(db, input.courseId);
  let before: ChapterState | null = null;
  let chapterId = input.chapterId;
  if (chapterId !== undefined) {
    before = await chapterState(db, chapterId);
    if (!before || before.courseId !== input.courseId) throw notFound('章节');
    await db
      .update(chapters)
      .set({ title: input.title, unlockAt: input.unlockAt })
      .where(eq(chapters.id, chapterId));
  } else {
    const [{ next }] = (await db
      .select({ next: sql<number>`coalesce(max(${chapters.sort}), 0) + 1` })
      .from(chapters)
      .where(eq(chapters.courseId, input.courseId))) as [{ next: number }];
    const [row] = await db
      .insert(chapters)
      .values({ courseId: input.courseId, title: input.title, unlockAt: input.unlockAt, sort: Number(next) })
      .returning({ id: chapters.id });
    chapterId = row!.id;
  }
  if (input.rule.kind === 'none') {
    await db.delete(chapterUnlockRules).where(eq(chapterUnlockRules.chapterId, chapterId));
  } else {
    const days = input.rule.kind === 'days_after_grant' ? input.rule.days : 0;
    await db
      .insert(chapterUnlockRules)
      .values({ chapterId, kind: input.rule.kind, days })
      .onConflictDoUpdate({ target: chapterUnlockRules.chapterId, set: { kind: input.rule.kind, days } });
  }
  return { before, after: (await chapterState(db, chapterId))! };
}

type SectionRow = typeof sections.$inferSelect;

/** Creates (at the end of the chapter) or changes a section: title, kind, free preview, text content. */
export async function writeSection(
  db: AppDb,
  input: {
    chapterId: number;
    sectionId?: number;
    title: string;
    kind: SectionKind;
    isTrial: boolean;
    content: string | null;
  },
): Promise<Change<SectionRow>> {
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, input.chapterId));
  if (!chapter) throw notFound('章节');
  await lockedCourse(db, chapter.courseId);
  const values = { title: input.title, kind: input.kind, isTrial: input.isTrial, content: input.content };
  if (input.sectionId !== undefined) {
    const [before] = await db.select().from(sections).where(eq(sections.id, input.sectionId)).for('update');
    if (!before || before.chapterId !== input.chapterId) throw notFound('小节');
    const [after] = await db.update(sections).set(values).where(eq(sections.id, before.id)).returning();
    return { before, after: after! };
  }
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${sections.sort}), 0) + 1` })
    .from(sections)
    .where(eq(sections.chapterId, input.chapterId))) as [{ next: number }];
  const [after] = await db
    .insert(sections)
    .values({ ...values, chapterId: input.chapterId, courseId: chapter.courseId, sort: Number(next) })
    .returning();
  return { before: null, after: after! };
}

/** Sets a section's media (an upload checked by content): its kind, address and duration in seconds. */
export async function writeSectionMedia(
  db: AppDb,
  sectionId: number,
  media: { kind: 'audio' | 'video'; mediaUrl: string; durationSec: number },
): Promise<Change<SectionRow>> {
  const [before] = await db.select().from(sections).where(eq(sections.id, sectionId)).for('update');
  if (!before) throw notFound('小节');
  const [after] = await db
    .update(sections)
    .set({ kind: media.kind, mediaUrl: media.mediaUrl, durationSec: mediaDurationSec(media.durationSec) })
    .where(eq(sections.id, sectionId))
    .returning();
  return { before, after: after! };
}

type Outline = { chapterId: number; sectionIds: number[] }[];

/**
 * Puts the course's chapters and sections in the given order; a section may move to another chapter of the
 * same course. The order must name exactly the course's chapters and sections (a stale editor is refused
 * rather than losing what another operator added).
 */
export async function writeOutlineOrder(
  db: AppDb,
  courseId: number,
  order: Outline,
): Promise<Change<Outline>> {
  await lockedCourse(db, courseId);
  const chapterRows = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const sectionRows = await db
    .select({ id: sections.id, chapterId: sections.chapterId })
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.sort), asc(sections.id));
  const before = chapterRows.map((c) => ({
    chapterId: c.id,
    sectionIds: sectionRows.filter((s) => s.chapterId === c.id).map((s) => s.id),
  }));
  const same = (a: number[], b: number[]) =>
    a.length === b.length &&
    [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
  const givenSections = order.flatMap((c) => c.sectionIds);
  if (
    !same(
      order.map((c) => c.chapterId),
      chapterRows.map((c) => c.id),
    ) ||
    !same(
      givenSections,
      sectionRows.map((s) => s.id),
    ) ||
    new Set(givenSections).size !== givenSections.length
  ) {
    throw new AppError(ResponseCode.outlineMismatch, '目录已被修改，请刷新后重新排序');
  }
  for (const [i, chapter] of order.entries()) {
    await db
      .update(chapters)
      .set({ sort: i + 1 })
      .where(eq(chapters.id, chapter.chapterId));
    for (const [j, sectionId] of chapter.sectionIds.entries()) {
      await db
        .update(sections)
        .set({ chapterId: chapter.chapterId, sort: j + 1 })
        .where(and(eq(sections.id, sectionId), eq(sections.courseId, courseId)));
    }
  }
  return { before, after: order };
}

type PackageState = typeof coursePackages.$inferSelect & { courseIds: number[] };

async function packageState(db: AppDb, packageId: number): Promise<PackageState | null> {
  const [row] = await db.select().from(coursePackages).where(eq(coursePackages.id, packageId)).for('update');
  if (!row) return null;
  const items = await db
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, packageId))
    .orderBy(asc(coursePackageItems.sort));
  return { ...row, courseIds: items.map((i) => i.courseId) };
}

/** Creates or changes a package of courses: its fields, prices and its courses in order (of its brand). */
export async function writePackage(
  db: AppDb,
  packageId: number | undefined,
  input: {
    brand: BrandCode;
    title: string;
    intro: string;
    coverUrl: string;
    priceCents: number;
    originalPriceCents: number | null;
    courseIds: number[];
  },
): Promise<Change<PackageState>> {
  checkPrices(input);
  const ids = [...new Set(input.courseIds)];
  if (ids.length !== input.courseIds.length) {
    throw new AppError(ResponseCode.invalidParams, '套餐中有重复的课程');
  }
  const found = await db
    .select({ id: courses.id, brand: courses.brand })
    .from(courses)
    .where(inArray(courses.id, ids));
  if (found.length !== ids.length) throw notFound('课程');
  if (found.some((c) => c.brand !== input.brand)) {
    throw new AppError(ResponseCode.invalidParams, '套餐只能包含同一品牌的课程');
  }
  const { courseIds: _, ...fields } = input;
  let before: PackageState | null = null;
  let id = packageId;
  if (id !== undefined) {
    before = await packageState(db, id);
    if (!before) throw notFound('套餐');
    await db.update(coursePackages).set(fields).where(eq(coursePackages.id, id));
    await db.delete(coursePackageItems).where(eq(coursePackageItems.packageId, id));
  } else {
    const [row] = await db.insert(coursePackages).values(fields).returning({ id: coursePackages.id });
    id = row!.id;
  }
  await db
    .insert(coursePackageItems)
    .values(ids.map((courseId, i) => ({ packageId: id, courseId, sort: i + 1 })));
  return { before, after: (await packageState(db, id))! };
}
