import type {
  admissionInfo,
  learnCalendar,
  learnCentreTab,
  studyReport,
  ZLearnCentreItem,
} from '@course/contracts/learning-study';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import {
  clockIns,
  courseOwnerships,
  courses,
  customers,
  examResults,
  exams,
  learnRecords,
  notes,
  sectionBrowseLogs,
} from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCards, courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, loadOutline } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';

/** The learning centre: the learner's owned courses with progress, the tabs, the calendar, the study report. */

type LearnCentreItem = z.infer<typeof ZLearnCentreItem>;

/** Every owned course of a learner with its progress, most recently learned first. */
export async function learnCentreItems(db: AppDb, customerId: number, now: Date): Promise<LearnCentreItem[]> {
  const owned = await db
    .select({
      courseId: courseOwnerships.courseId,
      source: courseOwnerships.source,
      grantedAt: courseOwnerships.grantedAt,
    })
    .from(courseOwnerships)
    .innerJoin(courses, eq(courses.id, courseOwnerships.courseId))
    .where(and(eq(courseOwnerships.customerId, customerId), eq(courses.status, 'published')))
    .orderBy(desc(courseOwnerships.grantedAt));
  const ids = owned.map((o) => o.courseId);
  const [cards, camps, lastRows] = await Promise.all([
    courseCards(db, ids, now),
    learnerCamps(db, customerId, ids),
    ids.length
      ? db
          .select({ courseId: learnRecords.courseId, lastAt: sql<Date>`max(${learnRecords.lastAt})` })
          .from(learnRecords)
          .where(and(eq(learnRecords.customerId, customerId), inArray(learnRecords.courseId, ids)))
          .groupBy(learnRecords.courseId)
      : Promise.resolve([]),
  ]);
  const lastBy = new Map(lastRows.map((r) => [r.courseId, new Date(r.lastAt).getTime()]));
  const items: LearnCentreItem[] = [];
  for (const [i, card] of cards.entries()) {
    const outline = await loadOutline(db, { courseId: card.id, customerId, now });
    items.push({
      course: card,
      percent: outline.progress.percent,
      learned: outline.progress.learned,
      total: outline.progress.total,
      lastSectionId: outline.progress.lastSectionId,
      lastSectionTitle: outline.progress.lastSectionTitle,
      lastLearnedAt: lastBy.get(card.id) ?? null,
      campDataId: camps.find((c) => c.courseId === card.id)?.campDataId ?? null,
      source: owned[i]!.source,
    });
  }
  return items.sort((a, b) => (b.lastLearnedAt ?? 0) - (a.lastLearnedAt ?? 0));
}

async function learnTotals(db: AppDb, customerId: number) {
  const [learned] = await db
    .select({ n: count() })
    .from(learnRecords)
    .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.isLearned, true)));
  const [stay] = await db
    .select({ ms: sql<number>`coalesce(sum(${sectionBrowseLogs.stayMs}), 0)::bigint` })
    .from(sectionBrowseLogs)
    .where(eq(sectionBrowseLogs.customerId, customerId));
  const days = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select ${sectionBrowseLogs.day}::text as d from ${sectionBrowseLogs} where ${sectionBrowseLogs.customerId} = ${customerId}
      union
      select to_char(${learnRecords.lastAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') from ${learnRecords}
        where ${learnRecords.customerId} = ${customerId}
    ) days`);
  return {
    learnedSections: Number(learned?.n ?? 0),
    stayMinutes: Math.floor(Number(stay?.ms ?? 0) / 60_000),
    learnDays: Number(days.rows[0]?.n ?? 0),
  };
}

/** The learning centre tab: owned courses learning, finished or all, with the counts and totals. */
export async function learnCentreTabOf(
  db: AppDb,
  input: CallInput<typeof learnCentreTab> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const items = await learnCentreItems(db, customerId, input.now);
  const finished = items.filter((i) => i.total > 0 && i.learned === i.total);
  const learning = items.filter((i) => !(i.total > 0 && i.learned === i.total));
  const list = input.tab === 'finished' ? finished : input.tab === 'all' ? items : learning;
  return {
    tabs: [
      { key: 'learning' as const, name: '学习中', count: learning.length },
      { key: 'finished' as const, name: '已完成', count: finished.length },
      { key: 'all' as const, name: '全部', count: items.length },
    ],
    list,
    summary: await learnTotals(db, customerId),
  };
}

/** A month of learning days (sections learned, minutes, check-ins) and today's next lessons. */
export async function learnCalendarOf(
  db: AppDb,
  input: CallInput<typeof learnCalendar> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  const first = `${input.month}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const stays = await db
    .select({ day: sectionBrowseLogs.day, ms: sql<number>`sum(${sectionBrowseLogs.stayMs})::bigint` })
    .from(sectionBrowseLogs)
    .where(
      and(
        eq(sectionBrowseLogs.customerId, customerId),
        gte(sectionBrowseLogs.day, first),
        lt(sectionBrowseLogs.day, next),
      ),
    )
    .groupBy(sectionBrowseLogs.day);
  const learned = await db.execute<{ day: string; n: number }>(sql`
      select to_char(${learnRecords.learnedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, count(*)::int as n
      from ${learnRecords}
      where ${learnRecords.customerId} = ${customerId} and ${learnRecords.learnedAt} is not null
      group by 1`);
  const clocks = await db
    .selectDistinct({ day: clockIns.day })
    .from(clockIns)
    .where(and(eq(clockIns.customerId, customerId), gte(clockIns.day, first), lt(clockIns.day, next)));
  const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: dayCount }, (_, i) => {
    const date = `${input.month}-${String(i + 1).padStart(2, '0')}`;
    return {
      date,
      learnedSections: Number(learned.rows.find((r) => r.day === date)?.n ?? 0),
      stayMinutes: Math.floor(Number(stays.find((s) => s.day === date)?.ms ?? 0) / 60_000),
      clockedIn: clocks.some((c) => c.day === date),
    };
  });
  // Today's lessons: the next unlearned open section of each owned course.
  const items = await learnCentreItems(db, customerId, input.now);
  const today = [];
  for (const item of items) {
    const outline = await loadOutline(db, { courseId: item.course.id, customerId, now: input.now });
    const nextSection = outline.sections.find((s) => !s.locked && !s.isLearned);
    if (nextSection) {
      today.push({
        courseId: item.course.id,
        courseTitle: item.course.title,
        sectionId: nextSection.id,
        sectionTitle: nextSection.title,
        kind: nextSection.kind,
        isLearned: false,
      });
    }
  }
  return { month: input.month, days, today };
}

/** The study report of all owned courses (or one): totals and how many fellow learners it beats. */
export async function studyReportOf(
  db: AppDb,
  input: CallInput<typeof studyReport> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  let items = await learnCentreItems(db, customerId, input.now);
  if (input.courseId) {
    items = items.filter((i) => i.course.id === input.courseId);
    if (items.length === 0) assertOwned(null);
  }
  const totals = await learnTotals(db, customerId);
  const ids = items.map((i) => i.course.id);
  const [noteCount] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.customerId, customerId), ids.length ? inArray(notes.courseId, ids) : undefined));
  const [clockCount] = await db
    .select({ n: count() })
    .from(clockIns)
    .where(
      and(eq(clockIns.customerId, customerId), ids.length ? inArray(clockIns.courseId, ids) : undefined),
    );
  const [exam] = ids.length
    ? await db
        .select({ score: sql<number>`max(${examResults.score})` })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(and(eq(examResults.customerId, customerId), inArray(exams.courseId, ids)))
    : [];
  const learnedSections = items.reduce((n, i) => n + i.learned, 0);
  const totalSections = items.reduce((n, i) => n + i.total, 0);
  // Beat percent: the share of learners of these courses who learned fewer sections than this learner.
  let beatPercent = 0;
  if (ids.length) {
    const others = await db.execute<{ below: number; total: number }>(sql`
        select count(*) filter (where coalesce(l.n, 0) < ${learnedSections})::int as below, count(*)::int as total
        from (select distinct ${courseOwnerships.customerId} as cid from ${courseOwnerships}
              where ${inArray(courseOwnerships.courseId, ids)} and ${courseOwnerships.customerId} <> ${customerId}) o
        left join (select ${learnRecords.customerId} as cid, count(*) as n from ${learnRecords}
                   where ${learnRecords.isLearned} and ${inArray(learnRecords.courseId, ids)} group by 1) l on l.cid = o.cid`);
    const row = others.rows[0];
    beatPercent =
      row && Number(row.total) > 0 ? Math.round((Number(row.below) / Number(row.total)) * 100) : 100;
  }
  return {
    nickname: me?.nickname ?? '学员',
    learnNumber: me?.learnNumber ?? null,
    avatarUrl: me?.avatarUrl ?? null,
    learnDays: totals.learnDays,
    stayMinutes: totals.stayMinutes,
    learnedSections,
    totalSections,
    notes: Number(noteCount?.n ?? 0),
    clockIns: Number(clockCount?.n ?? 0),
    examScore: exam?.score === null || exam?.score === undefined ? null : Number(exam.score),
    beatPercent,
    courses: items.map((i) => ({ courseId: i.course.id, title: i.course.title, percent: i.percent })),
  };
}

/** The admission notice of an owned course: the learner, the camp period and class. */
export async function admissionOf(
  db: AppDb,
  input: CallInput<typeof admissionInfo> & { customerId: number },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  const ownership = assertOwned(await ownershipOf(db, customerId, course.id));
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  const [camp] = await learnerCamps(db, customerId, [course.id]);
  return {
    nickname: me?.nickname ?? '学员',
    learnNumber: me?.learnNumber ?? null,
    courseTitle: course.title,
    teacherName: camp?.teacherName ?? course.teacherName,
    campName: camp?.campName ?? null,
    startsAt: camp?.startsAt ?? null,
    className: camp?.className ?? null,
    grantedAt: ownership.grantedAt.getTime(),
  };
}
