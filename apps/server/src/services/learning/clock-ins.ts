import type { clockIn } from '@course/contracts/learning-study';
import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { clockIns } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** Practice check-ins (练习打卡): one a day per course, the streak counted in Beijing days. */
/** A course's check-in days of a learner: total, streak (back from today or yesterday), today, the latest ten. */
export async function clockSummary(db: AppDb, customerId: number, courseId: number, now: Date) {
  const course = await courseRow(db, courseId);
  const rows = await db
    .select({ day: clockIns.day, content: clockIns.content })
    .from(clockIns)
    .where(and(eq(clockIns.customerId, customerId), eq(clockIns.courseId, courseId)))
    .orderBy(desc(clockIns.day));
  const today = beijingDayKey(now);
  const days = new Set(rows.map((r) => r.day));
  // The streak counts back from today (or from yesterday when today is not checked in yet).
  let streak = 0;
  let cursor = days.has(today) ? today : addDaysToDayKey(today, -1);
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDaysToDayKey(cursor, -1);
  }
  return {
    courseId,
    courseTitle: course.title,
    totalDays: rows.length,
    streakDays: streak,
    todayDone: days.has(today),
    recent: rows.slice(0, 10),
  };
}

/**
 * The summary for a learner who owns the course. Anyone else is refused as checking in refuses them (您还未购买课程),
 * before they write a day's reflection that cannot be saved.
 */
export async function ownClockSummary(db: AppDb, customerId: number, courseId: number, now: Date) {
  const course = await courseRow(db, courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  return clockSummary(db, customerId, course.id, now);
}

/** Checks in today (once a day; a second check-in changes nothing) and answers the summary. */
export async function checkIn(
  db: AppDb,
  input: CallInput<typeof clockIn> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  await db
    .insert(clockIns)
    .values({
      customerId,
      courseId: course.id,
      day: beijingDayKey(input.now),
      content: input.content.trim(),
      createdAt: input.now,
    })
    .onConflictDoNothing();
  return clockSummary(db, customerId, course.id, input.now);
}
