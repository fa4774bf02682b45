import type { TCourseCard } from '@course/contracts/catalogue-shared';
import { subjectName } from '@course/domain/course-subjects';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  BRAND_CODES,
  type BrandCode,
  courseOffers,
  courseOwnerships,
  courses,
  sections,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** Course cards and rows: the catalogue queries every course call shares. */

export type CourseRow = typeof courses.$inferSelect;

/** The brand of a request: its productCode when that names a brand, else the server's brand. */
export function brandOf(productCode: string | undefined, fallback: BrandCode): BrandCode {
  return (BRAND_CODES as readonly string[]).includes(productCode ?? '')
    ? (productCode as BrandCode)
    : fallback;
}

/** Whether this app (its brand) sells the course: the checkout's rule, which the detail page tells in advance. */
export const soldInApp = (course: Pick<CourseRow, 'status' | 'brand'>, brand: string): boolean =>
  course.status === 'published' && course.brand === brand;

export async function courseRow(db: AppDb, courseId: number): Promise<CourseRow> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
    .limit(1);
  if (!row) throw notFound('课程');
  return row;
}

/** The cards of the given courses, in the order of `ids` (unknown or unpublished ids are left out). */
export async function courseCards(db: AppDb, ids: readonly number[], now: Date): Promise<TCourseCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), eq(courses.status, 'published')));
  const [sectionCounts, learnerCounts, offers] = await Promise.all([
    db
      .select({ courseId: sections.courseId, n: sql<number>`count(*)::int` })
      .from(sections)
      .where(inArray(sections.courseId, [...ids]))
      .groupBy(sections.courseId),
    db
      .select({ courseId: courseOwnerships.courseId, n: sql<number>`count(*)::int` })
      .from(courseOwnerships)
      .where(inArray(courseOwnerships.courseId, [...ids]))
      .groupBy(courseOwnerships.courseId),
    runningOffers(db, ids, now),
  ]);
  const sectionsBy = new Map(sectionCounts.map((r) => [r.courseId, Number(r.n)]));
  const learnersBy = new Map(learnerCounts.map((r) => [r.courseId, Number(r.n)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const offer = offers.get(id);
    return [
      toCard(
        row,
        sectionsBy.get(id) ?? 0,
        learnersBy.get(id) ?? 0,
        offer ? { priceCents: offer.priceCents, endsAt: offer.endsAt } : null,
      ),
    ];
  });
}

export async function courseCard(db: AppDb, courseId: number, now: Date): Promise<TCourseCard> {
  const [card] = await courseCards(db, [courseId], now);
  if (!card) throw notFound('课程');
  return card;
}

function toCard(
  row: CourseRow,
  sectionCount: number,
  learnerCount: number,
  offer: { priceCents: number; endsAt: number } | null,
): TCourseCard {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    coverUrl: row.coverUrl,
    subject: row.subject,
    subjectName: subjectName(row.subject),
    teacherName: row.teacherName,
    teacherAvatarUrl: row.teacherAvatarUrl,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    isZeroYuan: row.isZeroYuan,
    sectionCount,
    learnerCount,
    offer,
  };
}

/** The running offer of each course (the one ending first when several run). */
export async function runningOffers(
  db: AppDb,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, { priceCents: number; startsAt: number; endsAt: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(courseOffers)
    .where(
      and(
        inArray(courseOffers.courseId, [...ids]),
        lte(courseOffers.startsAt, now),
        gt(courseOffers.endsAt, now),
      ),
    )
    .orderBy(asc(courseOffers.endsAt));
  const out = new Map<number, { priceCents: number; startsAt: number; endsAt: number }>();
  for (const r of rows) {
    if (!out.has(r.courseId))
      out.set(r.courseId, {
        priceCents: r.priceCents,
        startsAt: r.startsAt.getTime(),
        endsAt: r.endsAt.getTime(),
      });
  }
  return out;
}

/** Published course ids of a brand in catalogue order. */
export async function brandCourseIds(db: AppDb, brand: BrandCode): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.brand, brand), eq(courses.status, 'published')))
    .orderBy(asc(courses.sort), asc(courses.id));
  return rows.map((r) => r.id);
}
