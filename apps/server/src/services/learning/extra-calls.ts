import {
  getDaily,
  getPlan,
  questionList,
  saveQuestion,
  voiceCommentList,
  voiceCommentSave,
} from '@course/contracts/course-extra';
import { beijingDayKey } from '@course/domain/beijing-time';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { courses, customers, learnerQuestions, sectionComments, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf, courseRow } from '../catalogue/course-cards.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { assertOwned, assertSectionAccess, loadOutline, ownershipOf } from '../catalogue/outline.ts';

async function questionRows(
  db: AppDb,
  where: ReturnType<typeof and>,
  page?: { pageNum: number; pageSize: number },
) {
  const query = db
    .select({
      id: learnerQuestions.id,
      courseId: learnerQuestions.courseId,
      courseTitle: courses.title,
      sectionId: learnerQuestions.sectionId,
      isLive: learnerQuestions.isLive,
      content: learnerQuestions.content,
      answer: learnerQuestions.answer,
      answeredAt: learnerQuestions.answeredAt,
      createdAt: learnerQuestions.createdAt,
    })
    .from(learnerQuestions)
    .innerJoin(courses, eq(courses.id, learnerQuestions.courseId))
    .where(where)
    .orderBy(desc(learnerQuestions.createdAt), desc(learnerQuestions.id));
  const rows = page
    ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize)
    : await query;
  return rows.map((r) => ({
    ...r,
    answeredAt: r.answeredAt?.getTime() ?? null,
    createdAt: r.createdAt.getTime(),
  }));
}

const DAY_MS = 86_400_000;

export function registerExtraCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, saveQuestion, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    assertOwned(await ownershipOf(db(), customerId, course.id));
    const [row] = await db()
      .insert(learnerQuestions)
      .values({
        customerId,
        courseId: course.id,
        sectionId: ctx.body.sectionId ?? null,
        isLive: ctx.body.isLive,
        content: ctx.body.content.trim(),
        createdAt: now(),
      })
      .returning({ id: learnerQuestions.id });
    const [question] = await questionRows(db(), and(eq(learnerQuestions.id, row!.id)));
    return question!;
  });

  registerCall(app, questionList, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const where = and(
      eq(learnerQuestions.customerId, customerId),
      ctx.body.courseId ? eq(learnerQuestions.courseId, ctx.body.courseId) : undefined,
      ctx.body.isLive === undefined ? undefined : eq(learnerQuestions.isLive, ctx.body.isLive),
    );
    const [total] = await db().select({ n: count() }).from(learnerQuestions).where(where);
    return { list: await questionRows(db(), where, ctx.body), total: Number(total?.n ?? 0) };
  });

  registerCall(app, getPlan, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    const outline = await loadOutline(db(), { courseId: course.id, customerId, now: now() });
    const ownership = assertOwned(outline.ownership);
    const [camp] = await learnerCamps(db(), customerId, [course.id]);
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
  });

  registerCall(app, getDaily, async ({ body }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    const date = body.date ?? beijingDayKey(now());
    const rows = await db()
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
      .where(and(eq(sections.kind, 'audio'), eq(courses.brand, brand), eq(courses.status, 'published')))
      .orderBy(asc(sections.id));
    if (rows.length === 0) return { date, today: null, list: [] };
    // The date picks the section: day number modulo the number of audio sections, so each day has its own.
    const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    const start = ((dayNumber % rows.length) + rows.length) % rows.length;
    const list = Array.from(
      { length: Math.min(7, rows.length) },
      (_, i) => rows[(start - i + rows.length * 7) % rows.length]!,
    );
    return { date, today: list[0]!, list };
  });

  registerCall(app, voiceCommentList, async ({ body, customer }) => {
    const [section] = await db()
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.id, body.sectionId));
    if (!section) throw notFound('小节');
    const where = eq(sectionComments.sectionId, section.id);
    const [total] = await db().select({ n: count() }).from(sectionComments).where(where);
    const rows = await db()
      .select({
        id: sectionComments.id,
        customerId: sectionComments.customerId,
        nickname: customers.nickname,
        avatarUrl: customers.avatarUrl,
        content: sectionComments.content,
        createdAt: sectionComments.createdAt,
      })
      .from(sectionComments)
      .innerJoin(customers, eq(customers.id, sectionComments.customerId))
      .where(where)
      .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        nickname: r.nickname ?? '学员',
        avatarUrl: r.avatarUrl,
        content: r.content,
        createdAt: r.createdAt.getTime(),
        isMine: r.customerId === customer?.customerId,
      })),
      total: Number(total?.n ?? 0),
    };
  });

  registerCall(app, voiceCommentSave, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [section] = await db().select().from(sections).where(eq(sections.id, ctx.body.sectionId));
    if (!section) throw notFound('小节');
    const outline = await loadOutline(db(), { courseId: section.courseId, customerId, now: now() });
    assertSectionAccess(outline, section.id);
    const [row] = await db()
      .insert(sectionComments)
      .values({ sectionId: section.id, customerId, content: ctx.body.content.trim(), createdAt: now() })
      .returning();
    const [me] = await db().select().from(customers).where(eq(customers.id, customerId));
    return {
      id: row!.id,
      nickname: me?.nickname ?? '学员',
      avatarUrl: me?.avatarUrl ?? null,
      content: row!.content,
      createdAt: row!.createdAt.getTime(),
      isMine: true,
    };
  });
}
