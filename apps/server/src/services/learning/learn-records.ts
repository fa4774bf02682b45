import type { TCourseProgress } from '@course/contracts/catalogue-shared';
import { beijingDayKey } from '@course/domain/beijing-time';
import { LEARN_PROGRESS_MILESTONES } from '@course/domain/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { learnMilestones, learnRecords, sectionBrowseLogs, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { assertSectionAccess, loadOutline } from '../catalogue/outline.ts';
import { sendSiteMessage } from '../messages/site-messages.ts';
import { emitSectionLearned } from './learning-hooks.ts';

/**
 * Learn records. A report only raises what is known (greatest percent, learned stays learned), each
 * milestone is stored once (primary key, insert … on conflict do nothing), and both happen in one upsert per
 * table, so repeated or concurrent reports of the same thing leave the same rows.
 */

export type LearnReport = {
  life: 'canplay' | 'progress' | 'pause' | 'ended';
  sectionId: number;
  isLearned: 0 | 1;
  learnTime: number;
  audioTime: number;
  type: 1 | 2 | 3;
  time: number;
};

const isMilestone = (n: number): boolean => (LEARN_PROGRESS_MILESTONES as readonly number[]).includes(n);

export async function reportLearnRecord(
  db: AppDb,
  input: {
    customerId: number;
    report: LearnReport;
    now: Date;
    onHookError?: (hook: string, error: unknown) => void;
  },
): Promise<{
  newMilestone: boolean;
  isLearned: boolean;
  maxPercent: number;
  courseProgress: TCourseProgress;
}> {
  const { customerId, report, now } = input;
  const [section] = await db
    .select({ id: sections.id, courseId: sections.courseId })
    .from(sections)
    .where(eq(sections.id, report.sectionId))
    .limit(1);
  if (!section) throw notFound('小节');
  const outline = await loadOutline(db, { courseId: section.courseId, customerId, now });
  assertSectionAccess(outline, section.id);

  const learned = report.isLearned === 1 || report.time >= 100 || report.life === 'ended';
  const percent = learned ? 100 : report.time;
  const milestone = report.life === 'ended' ? 100 : report.life === 'progress' ? report.time : null;

  const [record] = await db
    .insert(learnRecords)
    .values({
      customerId,
      courseId: section.courseId,
      sectionId: section.id,
      isLearned: learned,
      maxPercent: percent,
      positionSec: Math.min(report.learnTime, report.audioTime),
      durationSec: report.audioTime,
      learnedAt: learned ? now : null,
      firstAt: now,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [learnRecords.customerId, learnRecords.sectionId],
      set: {
        isLearned: sql`${learnRecords.isLearned} or excluded.is_learned`,
        maxPercent: sql`greatest(${learnRecords.maxPercent}, excluded.max_percent)`,
        positionSec: sql`excluded.position_sec`,
        durationSec: sql`excluded.duration_sec`,
        learnedAt: sql`coalesce(${learnRecords.learnedAt}, excluded.learned_at)`,
        lastAt: sql`greatest(${learnRecords.lastAt}, excluded.last_at)`,
      },
    })
    .returning({
      isLearned: learnRecords.isLearned,
      maxPercent: learnRecords.maxPercent,
      learnedAt: learnRecords.learnedAt,
    });
  // learned by this report (learned_at keeps the first time): the section-learned hooks (growth's class task)
  if (record?.learnedAt && record.learnedAt.getTime() === now.getTime()) {
    await emitSectionLearned(
      db,
      { customerId, courseId: section.courseId, sectionId: section.id },
      now,
      input.onHookError,
    );
  }

  let newMilestone = false;
  if (milestone !== null && isMilestone(milestone)) {
    const inserted = await db
      .insert(learnMilestones)
      .values({ customerId, sectionId: section.id, milestone, reachedAt: now })
      .onConflictDoNothing()
      .returning({ milestone: learnMilestones.milestone });
    newMilestone = inserted.length > 0;
  }

  const after = await loadOutline(db, { courseId: section.courseId, customerId, now });
  if (after.ownership && after.progress.total > 0 && after.progress.learned === after.progress.total) {
    await sendSiteMessage(db, {
      customerId,
      title: '恭喜完成全部课程',
      content: '您已学完本课程的全部小节，可以在学习中心领取结业证书啦！',
      dedupeKey: `course-finished:${section.courseId}`,
      now,
    });
  }
  return {
    newMilestone,
    isLearned: record!.isLearned,
    maxPercent: record!.maxPercent,
    courseProgress: after.progress,
  };
}

/** The milestones a learner has reached in a section. */
export async function milestonesOf(db: AppDb, customerId: number, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ milestone: learnMilestones.milestone })
    .from(learnMilestones)
    .where(and(eq(learnMilestones.customerId, customerId), eq(learnMilestones.sectionId, sectionId)));
  return rows.map((r) => r.milestone).sort((a, b) => a - b);
}

/** Adds a minute (stayTime ms) spent on a section page to today's total. */
export async function addSectionStay(
  db: AppDb,
  input: { customerId: number; sectionId: number; stayMs: number; osName: string; now: Date },
): Promise<{ todayStayMs: number }> {
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.id, input.sectionId))
    .limit(1);
  if (!section) throw notFound('小节');
  const [row] = await db
    .insert(sectionBrowseLogs)
    .values({
      customerId: input.customerId,
      sectionId: input.sectionId,
      day: beijingDayKey(input.now),
      stayMs: input.stayMs,
      osName: input.osName,
    })
    .onConflictDoUpdate({
      target: [sectionBrowseLogs.customerId, sectionBrowseLogs.sectionId, sectionBrowseLogs.day],
      set: { stayMs: sql`${sectionBrowseLogs.stayMs} + excluded.stay_ms`, osName: sql`excluded.os_name` },
    })
    .returning({ stayMs: sectionBrowseLogs.stayMs });
  return { todayStayMs: row!.stayMs };
}
