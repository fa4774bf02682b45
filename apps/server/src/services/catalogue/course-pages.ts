import type {
  chapterBasic,
  courseBasicV1,
  courseDetail,
  courseExtend,
  limitedTimeOffer,
} from '@course/contracts/catalogue-course';
import { COURSE_REFUND_NOTICE } from '@course/domain/refund-rule';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  chapters,
  courseOwnerships,
  courseWelfares,
  customers,
  exams,
  homeworks,
  sections,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { type CourseRow, courseCard, courseRow, soldInApp } from './course-cards.ts';
import { isMemberOnly } from './membership.ts';
import { loadOutline } from './outline.ts';
import { courseQuote } from './pricing.ts';

/** The course pages: detail (with the learner's price, ownership and outline), basics, extension, a chapter. */

/** A published course's card and intro. */
export async function courseInfo(db: AppDb, courseId: number, now: Date, known?: CourseRow) {
  const row = known ?? (await courseRow(db, courseId));
  return { ...(await courseCard(db, courseId, now)), intro: row.intro };
}

/** The course detail page: the course, what this learner (or a visitor) pays, ownership, outline and what it has. */
export async function courseDetailOf(
  db: AppDb,
  input: CallInput<typeof courseDetail> & { customerId: number | null; now: Date; brand: string },
) {
  const row = await courseRow(db, input.courseId);
  const course = await courseInfo(db, row.id, input.now, row);
  const outline = await loadOutline(db, {
    courseId: course.id,
    customerId: input.customerId,
    now: input.now,
  });
  const [[welfare], [exam], [homework], memberOnly] = await Promise.all([
    db.select({ id: courseWelfares.id }).from(courseWelfares).where(eq(courseWelfares.courseId, course.id)),
    db.select({ id: exams.id }).from(exams).where(eq(exams.courseId, course.id)).limit(1),
    db.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.courseId, course.id)).limit(1),
    isMemberOnly(db, course.id),
  ]);
  return {
    course,
    price: await courseQuote(db, course, input.customerId, input.now),
    ownership: { isPay: outline.ownership !== null, source: outline.ownership?.source ?? null },
    memberOnly,
    soldHere: soldInApp(row, input.brand),
    chapters: outline.chapters,
    progress: outline.progress,
    hasWelfare: welfare !== undefined,
    hasExam: exam !== undefined,
    hasHomework: homework !== undefined,
  };
}

/** A course with the learner's ownership and progress. */
export async function courseOfLearner(
  db: AppDb,
  input: CallInput<typeof courseBasicV1> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseInfo(db, input.courseId, input.now);
  const outline = await loadOutline(db, { courseId: course.id, customerId, now: input.now });
  return {
    course,
    ownership: { isPay: outline.ownership !== null, source: outline.ownership?.source ?? null },
    progress: outline.progress,
  };
}

/** What the detail page shows below the fold: teacher, counts, recent learners, the refund notice. */
export async function courseExtension(db: AppDb, input: CallInput<typeof courseExtend>) {
  const row = await courseRow(db, input.courseId);
  const [stats] = await db
    .select({
      sectionCount: sql<number>`count(*)::int`,
      totalDurationSec: sql<number>`coalesce(sum(${sections.durationSec}), 0)::int`,
    })
    .from(sections)
    .where(eq(sections.courseId, row.id));
  const [chapterStats] = await db.select({ n: count() }).from(chapters).where(eq(chapters.courseId, row.id));
  const learners = await db
    .select({ nickname: customers.nickname, avatarUrl: customers.avatarUrl })
    .from(courseOwnerships)
    .innerJoin(customers, eq(customers.id, courseOwnerships.customerId))
    .where(eq(courseOwnerships.courseId, row.id))
    .orderBy(desc(courseOwnerships.grantedAt))
    .limit(8);
  const [learnerCount] = await db
    .select({ n: count() })
    .from(courseOwnerships)
    .where(eq(courseOwnerships.courseId, row.id));
  return {
    teacher: {
      name: row.teacherName,
      avatarUrl: row.teacherAvatarUrl,
      intro: row.subtitle ? `${row.teacherName}老师，${row.subtitle}` : `${row.teacherName}老师`,
    },
    chapterCount: Number(chapterStats?.n ?? 0),
    sectionCount: Number(stats?.sectionCount ?? 0),
    totalDurationSec: Number(stats?.totalDurationSec ?? 0),
    learnerCount: Number(learnerCount?.n ?? 0),
    recentLearners: learners.map((l) => ({ nickname: l.nickname ?? '学员', avatarUrl: l.avatarUrl ?? '' })),
    notice: COURSE_REFUND_NOTICE,
  };
}

/** One chapter of a published course as this learner (or a visitor) sees it. */
export async function chapterOf(
  db: AppDb,
  input: CallInput<typeof chapterBasic> & { customerId: number | null; now: Date },
) {
  const [chapter] = await db
    .select({ courseId: chapters.courseId })
    .from(chapters)
    .where(eq(chapters.id, input.chapterId))
    .limit(1);
  if (!chapter) throw notFound('章节');
  await courseRow(db, chapter.courseId);
  const outline = await loadOutline(db, {
    courseId: chapter.courseId,
    customerId: input.customerId,
    now: input.now,
  });
  return outline.chapters.find((c) => c.id === input.chapterId)!;
}

/** The running offer of a course and its prices. */
export async function offerOf(db: AppDb, input: CallInput<typeof limitedTimeOffer> & { now: Date }) {
  const card = await courseCard(db, input.courseId, input.now);
  return { offer: card.offer, originalPriceCents: card.originalPriceCents, priceCents: card.priceCents };
}
