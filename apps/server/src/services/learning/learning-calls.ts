import {
  admissionInfo,
  certificates as certificatesCall,
  claimCertificate,
  clockIn,
  clockInfo,
  completeExam,
  getExam,
  homeworkList,
  learnCalendar,
  learnCentreTab,
  noteList,
  saveNote,
  studyReport,
  submitHomework,
  type ZLearnCentreItem,
} from '@course/contracts/course-learning';
import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import {
  certificates,
  chapters,
  clockIns,
  courseOwnerships,
  courses,
  customers,
  examQuestions,
  examResults,
  exams,
  homeworkSubmissions,
  homeworks,
  learnRecords,
  notes,
  sectionBrowseLogs,
  sections,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { courseCards, courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, loadOutline, ownershipOf } from '../catalogue/outline.ts';

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

function serialNo(kind: 'citation' | 'diploma', customerId: number, courseId: number, at: Date): string {
  const prefix = kind === 'citation' ? 'JZ' : 'JY';
  return `${prefix}${beijingDayKey(at).replaceAll('-', '')}${String(courseId).padStart(4, '0')}${String(customerId).padStart(7, '0')}`;
}

/** Issues a certificate once (unique per learner, course and kind); answers its id. */
async function issueCertificate(
  db: AppDb,
  input: { customerId: number; courseId: number; kind: 'citation' | 'diploma'; now: Date },
): Promise<number> {
  await db
    .insert(certificates)
    .values({
      ...input,
      serialNo: serialNo(input.kind, input.customerId, input.courseId, input.now),
      issuedAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.customerId, input.customerId),
        eq(certificates.courseId, input.courseId),
        eq(certificates.kind, input.kind),
      ),
    );
  return row!.id;
}

async function certificateList(db: AppDb, customerId: number, id?: number) {
  const rows = await db
    .select({
      id: certificates.id,
      kind: certificates.kind,
      courseId: certificates.courseId,
      courseTitle: courses.title,
      teacherName: courses.teacherName,
      serialNo: certificates.serialNo,
      learnerName: customers.nickname,
      learnNumber: customers.learnNumber,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(customers, eq(customers.id, certificates.customerId))
    .where(and(eq(certificates.customerId, customerId), id ? eq(certificates.id, id) : undefined))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((r) => ({ ...r, learnerName: r.learnerName ?? '学员', issuedAt: r.issuedAt.getTime() }));
}

async function examFor(db: AppDb, courseId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(eq(exams.courseId, courseId))
    .orderBy(asc(exams.id))
    .limit(1);
  if (!exam) throw notFound('考试');
  const questions = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, exam.id))
    .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
  return { exam, questions };
}

/** Scores answers: a question counts when the chosen set equals the answer set. */
export function scoreExam(
  questions: readonly { id: number; answer: number[]; score: number }[],
  answers: Record<string, number[]>,
): number {
  let score = 0;
  for (const q of questions) {
    const chosen = [...new Set(answers[String(q.id)] ?? [])].sort((a, b) => a - b);
    const right = [...q.answer].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((c, i) => c === right[i])) score += q.score;
  }
  return score;
}

async function clockSummary(db: AppDb, customerId: number, courseId: number, now: Date) {
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

async function homeworkView(db: AppDb, customerId: number, courseId: number, homeworkId?: number) {
  const rows = await db
    .select({
      id: homeworks.id,
      courseId: homeworks.courseId,
      chapterTitle: chapters.title,
      title: homeworks.title,
      content: homeworks.content,
      analysis: homeworks.analysis,
      answer: homeworkSubmissions.answer,
      score: homeworkSubmissions.score,
      comment: homeworkSubmissions.comment,
      submittedAt: homeworkSubmissions.submittedAt,
    })
    .from(homeworks)
    .leftJoin(chapters, eq(chapters.id, homeworks.chapterId))
    .leftJoin(
      homeworkSubmissions,
      and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.customerId, customerId)),
    )
    .where(and(eq(homeworks.courseId, courseId), homeworkId ? eq(homeworks.id, homeworkId) : undefined))
    .orderBy(asc(homeworks.sort), asc(homeworks.id));
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    chapterTitle: r.chapterTitle,
    title: r.title,
    content: r.content,
    analysis: r.submittedAt ? r.analysis : null,
    submission: r.submittedAt
      ? { answer: r.answer!, score: r.score, comment: r.comment, submittedAt: r.submittedAt.getTime() }
      : null,
  }));
}

export function registerLearningCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, learnCentreTab, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const items = await learnCentreItems(db(), customerId, now());
    const finished = items.filter((i) => i.total > 0 && i.learned === i.total);
    const learning = items.filter((i) => !(i.total > 0 && i.learned === i.total));
    const list = ctx.body.tab === 'finished' ? finished : ctx.body.tab === 'all' ? items : learning;
    return {
      tabs: [
        { key: 'learning' as const, name: '学习中', count: learning.length },
        { key: 'finished' as const, name: '已完成', count: finished.length },
        { key: 'all' as const, name: '全部', count: items.length },
      ],
      list,
      summary: await learnTotals(db(), customerId),
    };
  });

  registerCall(app, saveNote, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    assertOwned(await ownershipOf(db(), customerId, course.id));
    let sectionTitle: string | null = null;
    if (ctx.body.sectionId) {
      const [section] = await db()
        .select({ title: sections.title })
        .from(sections)
        .where(and(eq(sections.id, ctx.body.sectionId), eq(sections.courseId, course.id)));
      if (!section) throw notFound('小节');
      sectionTitle = section.title;
    }
    const [row] = await db()
      .insert(notes)
      .values({
        customerId,
        courseId: course.id,
        sectionId: ctx.body.sectionId ?? null,
        content: ctx.body.content.trim(),
        createdAt: now(),
      })
      .returning();
    return {
      id: row!.id,
      courseId: course.id,
      courseTitle: course.title,
      sectionId: row!.sectionId,
      sectionTitle,
      content: row!.content,
      createdAt: row!.createdAt.getTime(),
    };
  });

  registerCall(app, noteList, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const where = and(
      eq(notes.customerId, customerId),
      ctx.body.courseId ? eq(notes.courseId, ctx.body.courseId) : undefined,
    );
    const [total] = await db().select({ n: count() }).from(notes).where(where);
    const rows = await db()
      .select({
        id: notes.id,
        courseId: notes.courseId,
        courseTitle: courses.title,
        sectionId: notes.sectionId,
        sectionTitle: sections.title,
        content: notes.content,
        createdAt: notes.createdAt,
      })
      .from(notes)
      .innerJoin(courses, eq(courses.id, notes.courseId))
      .leftJoin(sections, eq(sections.id, notes.sectionId))
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(ctx.body.pageSize)
      .offset((ctx.body.pageNum - 1) * ctx.body.pageSize);
    return {
      list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
      total: Number(total?.n ?? 0),
    };
  });

  registerCall(app, getExam, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    assertOwned(await ownershipOf(db(), customerId, course.id));
    const { exam, questions } = await examFor(db(), course.id);
    const [result] = await db()
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), eq(examResults.customerId, customerId)));
    const totalScore = questions.reduce((n, q) => n + q.score, 0);
    return {
      id: exam.id,
      courseId: course.id,
      courseTitle: course.title,
      title: exam.title,
      passScore: exam.passScore,
      totalScore,
      questions: questions.map((q) => ({
        id: q.id,
        kind: q.kind,
        stem: q.stem,
        options: q.options,
        score: q.score,
        answer: result ? q.answer : null,
        explanation: result ? q.explanation : null,
      })),
      result: result
        ? {
            score: result.score,
            totalScore,
            passed: result.passed,
            attempts: result.attempts,
            answers: result.answers,
            completedAt: result.completedAt.getTime(),
          }
        : null,
    };
  });

  registerCall(app, completeExam, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [exam] = await db().select().from(exams).where(eq(exams.id, ctx.body.examId));
    if (!exam) throw notFound('考试');
    assertOwned(await ownershipOf(db(), customerId, exam.courseId));
    const { questions } = await examFor(db(), exam.courseId);
    const known = new Set(questions.map((q) => q.id));
    const answers: Record<string, number[]> = {};
    for (const a of ctx.body.answers) {
      if (!known.has(a.questionId))
        throw new AppError(ResponseCode.invalidParams, '参数错误：答案中有不属于本考试的题目');
      answers[String(a.questionId)] = [...new Set(a.choices)].sort((x, y) => x - y);
    }
    const score = scoreExam(questions, answers);
    const totalScore = questions.reduce((n, q) => n + q.score, 0);
    const passed = score >= exam.passScore;
    const at = now();
    // The best attempt stays: a lower score only counts the attempt.
    const [row] = await db()
      .insert(examResults)
      .values({ examId: exam.id, customerId, answers, score, passed, attempts: 1, completedAt: at })
      .onConflictDoUpdate({
        target: [examResults.examId, examResults.customerId],
        set: {
          attempts: sql`${examResults.attempts} + 1`,
          answers: sql`case when excluded.score >= ${examResults.score} then excluded.answers else ${examResults.answers} end`,
          completedAt: sql`case when excluded.score >= ${examResults.score} then excluded.completed_at else ${examResults.completedAt} end`,
          passed: sql`${examResults.passed} or excluded.passed`,
          score: sql`greatest(${examResults.score}, excluded.score)`,
        },
      })
      .returning();
    const certificateId = row!.passed
      ? await issueCertificate(db(), { customerId, courseId: exam.courseId, kind: 'citation', now: at })
      : null;
    return {
      result: {
        score: row!.score,
        totalScore,
        passed: row!.passed,
        attempts: row!.attempts,
        answers: row!.answers,
        completedAt: row!.completedAt.getTime(),
      },
      certificateId,
    };
  });

  registerCall(app, certificatesCall, async (ctx) => certificateList(db(), requireCustomer(ctx).customerId));

  registerCall(app, claimCertificate, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    const outline = await loadOutline(db(), { courseId: course.id, customerId, now: now() });
    assertOwned(outline.ownership);
    if (ctx.body.kind === 'diploma') {
      if (outline.progress.total === 0 || outline.progress.learned < outline.progress.total) {
        throw new AppError(
          ResponseCode.conflict,
          `还需学完全部课程才能领取结业证书（已学 ${outline.progress.learned}/${outline.progress.total}）`,
        );
      }
    } else {
      const [passed] = await db()
        .select({ id: examResults.id })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(
          and(
            eq(exams.courseId, course.id),
            eq(examResults.customerId, customerId),
            eq(examResults.passed, true),
          ),
        );
      if (!passed) throw new AppError(ResponseCode.conflict, '通过结课考试后才能领取奖状');
    }
    const id = await issueCertificate(db(), {
      customerId,
      courseId: course.id,
      kind: ctx.body.kind,
      now: now(),
    });
    const [certificate] = await certificateList(db(), customerId, id);
    return certificate!;
  });

  registerCall(app, learnCalendar, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [year, month] = ctx.body.month.split('-').map(Number) as [number, number];
    const first = `${ctx.body.month}-01`;
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const stays = await db()
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
    const learned = await db().execute<{ day: string; n: number }>(sql`
      select to_char(${learnRecords.learnedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, count(*)::int as n
      from ${learnRecords}
      where ${learnRecords.customerId} = ${customerId} and ${learnRecords.learnedAt} is not null
      group by 1`);
    const clocks = await db()
      .selectDistinct({ day: clockIns.day })
      .from(clockIns)
      .where(and(eq(clockIns.customerId, customerId), gte(clockIns.day, first), lt(clockIns.day, next)));
    const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const days = Array.from({ length: dayCount }, (_, i) => {
      const date = `${ctx.body.month}-${String(i + 1).padStart(2, '0')}`;
      return {
        date,
        learnedSections: Number(learned.rows.find((r) => r.day === date)?.n ?? 0),
        stayMinutes: Math.floor(Number(stays.find((s) => s.day === date)?.ms ?? 0) / 60_000),
        clockedIn: clocks.some((c) => c.day === date),
      };
    });
    // Today's lessons: the next unlearned open section of each owned course.
    const items = await learnCentreItems(db(), customerId, now());
    const today = [];
    for (const item of items) {
      const outline = await loadOutline(db(), { courseId: item.course.id, customerId, now: now() });
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
    return { month: ctx.body.month, days, today };
  });

  registerCall(app, clockInfo, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    return clockSummary(db(), customerId, ctx.body.courseId, now());
  });

  registerCall(app, clockIn, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    assertOwned(await ownershipOf(db(), customerId, course.id));
    await db()
      .insert(clockIns)
      .values({
        customerId,
        courseId: course.id,
        day: beijingDayKey(now()),
        content: ctx.body.content.trim(),
        createdAt: now(),
      })
      .onConflictDoNothing();
    return clockSummary(db(), customerId, course.id, now());
  });

  registerCall(app, homeworkList, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    assertOwned(await ownershipOf(db(), customerId, course.id));
    return { courseTitle: course.title, list: await homeworkView(db(), customerId, course.id) };
  });

  registerCall(app, submitHomework, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [homework] = await db().select().from(homeworks).where(eq(homeworks.id, ctx.body.homeworkId));
    if (!homework) throw notFound('作业');
    assertOwned(await ownershipOf(db(), customerId, homework.courseId));
    const answer = ctx.body.answer.trim();
    // Revisions are allowed until a teacher scores it; the conditional update keeps a scored answer.
    await db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: homework.id, customerId, answer, submittedAt: now() })
      .onConflictDoUpdate({
        target: [homeworkSubmissions.homeworkId, homeworkSubmissions.customerId],
        set: { answer: sql`excluded.answer`, submittedAt: sql`excluded.submitted_at` },
        setWhere: sql`${homeworkSubmissions.score} is null`,
      });
    const [view] = await homeworkView(db(), customerId, homework.courseId, homework.id);
    if (view?.submission && view.submission.score !== null && view.submission.answer !== answer) {
      throw new AppError(ResponseCode.conflict, '作业已批改，不能再修改');
    }
    return view!;
  });

  registerCall(app, studyReport, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [me] = await db().select().from(customers).where(eq(customers.id, customerId));
    let items = await learnCentreItems(db(), customerId, now());
    if (ctx.body.courseId) {
      items = items.filter((i) => i.course.id === ctx.body.courseId);
      if (items.length === 0) assertOwned(null);
    }
    const totals = await learnTotals(db(), customerId);
    const ids = items.map((i) => i.course.id);
    const [noteCount] = await db()
      .select({ n: count() })
      .from(notes)
      .where(and(eq(notes.customerId, customerId), ids.length ? inArray(notes.courseId, ids) : undefined));
    const [clockCount] = await db()
      .select({ n: count() })
      .from(clockIns)
      .where(
        and(eq(clockIns.customerId, customerId), ids.length ? inArray(clockIns.courseId, ids) : undefined),
      );
    const [exam] = ids.length
      ? await db()
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
      const others = await db().execute<{ below: number; total: number }>(sql`
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
  });

  registerCall(app, admissionInfo, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    const ownership = assertOwned(await ownershipOf(db(), customerId, course.id));
    const [me] = await db().select().from(customers).where(eq(customers.id, customerId));
    const [camp] = await learnerCamps(db(), customerId, [course.id]);
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
  });
}
