import type { getDaily, getPlan } from '@course/contracts/learning-extra';
import { beijingDayKey } from '@course/domain/beijing-time';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { BrandCode } from '../../db/schema/index.ts';
import { courses, sections } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, loadOutline } from '../catalogue/outline.ts';

/** The study plan of an owned course (a chapter a day) and the daily audio section of a brand. */

const DAY_MS = 86_400_000;

/** The study plan of an owned course: one chapter a day from the start, or on its own unlock day when later. */
export async function studyPlanOf(
  db: AppDb,
  input: CallInput<typeof getPlan> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  const outline = await loadOutline(db, { courseId: course.id, customerId, now: input.now });
  const ownership = assertOwned(outline.ownership);
  const [camp] = await learnerCamps(db, customerId, [course.id]);
  const startsAt = camp?.startsAt ?? ownership.grantedAt.getTime();
  // One chapter a day from the start, or on its own unlock day when that is later.
  return {
    courseId: course.id,
    courseTitle: course.title,
    startsAt,
    days: outline.chapters.map((chapter, index) => {
      const at = Math.max(startsAt + index * DAY_MS, chapter.unlocksAt ?? 0);
      return {
        day: index + 1,
        date: beijingDayKey(at),
        chapterId: chapter.id,
        chapterTitle: chapter.title,
        locked: chapter.locked,
        sections: chapter.sections.map((s) => ({
          id: s.id,
          title: s.title,
          kind: s.kind,
          isLearned: s.isLearned,
        })),
      };
    }),
  };
}

/**
 * The daily audio section of a brand (and the six before it): the date picks it, so each day has its own. Only trial
 * sections: 每日一听 promises a listen to anyone who taps ▶, and any other section sends a learner who has not bought
 * its course to the course's paywall instead.
 */
export async function dailyOf(
  db: AppDb,
  input: CallInput<typeof getDaily> & { brand: BrandCode; now: Date },
) {
  const { brand } = input;
  const date = input.date ?? beijingDayKey(input.now);
  const rows = await db
    .select({
      sectionId: sections.id,
      title: sections.title,
      courseId: courses.id,
      courseTitle: courses.title,
      coverUrl: courses.coverUrl,
      durationSec: sections.durationSec,
      isTrial: sections.isTrial,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(
      and(
        eq(sections.kind, 'audio'),
        eq(sections.isTrial, true),
        eq(courses.brand, brand),
        eq(courses.status, 'published'),
      ),
    )
    .orderBy(asc(sections.id));
  if (rows.length === 0) return { date, today: null, list: [] };
  // The date picks the section: day number modulo the number of trial audio sections, so each day has its own.
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const start = ((dayNumber % rows.length) + rows.length) % rows.length;
  const list = Array.from(
    { length: Math.min(7, rows.length) },
    (_, i) => rows[(start - i + rows.length * 7) % rows.length]!,
  );
  return { date, today: list[0]!, list };
}
