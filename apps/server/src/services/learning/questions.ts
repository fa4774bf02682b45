import type {
  questionAll,
  questionAnswer,
  questionDetail,
  questionList,
  saveQuestion,
  TQuestion,
} from '@course/contracts/learning-extra';
import { startOfBeijingDay } from '@course/domain/beijing-time';
import { answerError, QUESTION_DAILY_LIMIT, questionContentError } from '@course/domain/live-lessons';
import { maskName } from '@course/domain/masking';
import { ResponseCode } from '@course/domain/response-codes';
import { and, count, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, customers, learnerQuestions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from '../catalogue/course-cards.ts';
import { assertOwned } from '../catalogue/outline.ts';
import { ownershipOf } from '../catalogue/ownership.ts';
import { sendSiteMessage } from '../messages/site-messages.ts';

/**
 * Learners' questions to the teacher (提问, 直播提问, 问答): asked about an owned course, public (全部问答) or
 * private, answered by a teacher (teacherLogin) with text and/or a video. A learner sees the public questions
 * of a course and their own; a teacher sees all.
 */

type Viewer = { customerId: number | null; isTeacher: boolean };

async function questionRows(
  db: AppDb,
  viewer: Viewer,
  where: SQL | undefined,
  opts: {
    order?: 'newest' | 'answered-first' | 'unanswered-first';
    page?: { pageNum: number; pageSize: number };
  },
): Promise<TQuestion[]> {
  const answered = sql`(${learnerQuestions.answeredAt} is not null)`;
  const order =
    opts.order === 'answered-first'
      ? [desc(answered), desc(learnerQuestions.answeredAt), desc(learnerQuestions.createdAt)]
      : opts.order === 'unanswered-first'
        ? [answered, desc(learnerQuestions.createdAt)]
        : [desc(learnerQuestions.createdAt)];
  const query = db
    .select({
      id: learnerQuestions.id,
      customerId: learnerQuestions.customerId,
      courseId: learnerQuestions.courseId,
      courseTitle: courses.title,
      sectionId: learnerQuestions.sectionId,
      isLive: learnerQuestions.isLive,
      content: learnerQuestions.content,
      answer: learnerQuestions.answer,
      answeredAt: learnerQuestions.answeredAt,
      createdAt: learnerQuestions.createdAt,
      isPublic: learnerQuestions.isPublic,
      imageUrl: learnerQuestions.imageUrl,
      answerVideoUrl: learnerQuestions.answerVideoUrl,
      answeredByName: learnerQuestions.answeredByName,
      nickname: customers.nickname,
    })
    .from(learnerQuestions)
    .innerJoin(courses, eq(courses.id, learnerQuestions.courseId))
    .innerJoin(customers, eq(customers.id, learnerQuestions.customerId))
    .where(where)
    .orderBy(...order, desc(learnerQuestions.id));
  const rows = opts.page
    ? await query.limit(opts.page.pageSize).offset((opts.page.pageNum - 1) * opts.page.pageSize)
    : await query;
  return rows.map(({ customerId, nickname, ...r }) => {
    const isMine = customerId === viewer.customerId;
    const name = nickname?.trim() || '学员';
    return {
      ...r,
      answeredAt: r.answeredAt?.getTime() ?? null,
      createdAt: r.createdAt.getTime(),
      askerName: isMine || viewer.isTeacher ? name : maskName(name),
      isMine,
    };
  });
}

/** What a viewer may see: a teacher everything, a learner the public questions and their own. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isTeacher) return undefined;
  if (viewer.customerId === null) return eq(learnerQuestions.isPublic, true);
  return or(eq(learnerQuestions.isPublic, true), eq(learnerQuestions.customerId, viewer.customerId));
}

/**
 * Saves a question about an owned course. The content is checked by the shared rule; at most
 * QUESTION_DAILY_LIMIT questions per learner and Beijing day, counted under the learner row's lock so that
 * concurrent asks cannot pass the limit together.
 */
export async function askQuestion(
  db: AppDb,
  input: CallInput<typeof saveQuestion> & { customerId: number; now: Date },
): Promise<TQuestion> {
  const { customerId } = input;
  const problem = questionContentError(input.content);
  if (problem) throw new AppError(ResponseCode.invalidParams, problem);
  const course = await courseRow(db, input.courseId);
  assertOwned(await ownershipOf(db, customerId, course.id));
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from customers where id = ${customerId} for update`);
    const [asked] = await tx
      .select({ n: count() })
      .from(learnerQuestions)
      .where(
        and(
          eq(learnerQuestions.customerId, customerId),
          gte(learnerQuestions.createdAt, startOfBeijingDay(input.now)),
        ),
      );
    if (Number(asked?.n ?? 0) >= QUESTION_DAILY_LIMIT)
      throw new AppError(
        ResponseCode.questionDailyLimit,
        `每天最多提问 ${QUESTION_DAILY_LIMIT} 次，今天的次数已用完，明天再来吧`,
      );
    const [row] = await tx
      .insert(learnerQuestions)
      .values({
        customerId,
        courseId: course.id,
        sectionId: input.sectionId ?? null,
        isLive: input.isLive,
        content: input.content.trim(),
        isPublic: input.isPublic,
        imageUrl: input.imageUrl ?? null,
        createdAt: input.now,
      })
      .returning({ id: learnerQuestions.id });
    return row!.id;
  });
  const [question] = await questionRows(
    db,
    { customerId, isTeacher: false },
    eq(learnerQuestions.id, id),
    {},
  );
  return question!;
}

/** The learner's questions, newest first, a page at a time. */
export async function questionListOf(
  db: AppDb,
  input: CallInput<typeof questionList> & { customerId: number },
) {
  const { customerId } = input;
  const where = and(
    eq(learnerQuestions.customerId, customerId),
    input.courseId ? eq(learnerQuestions.courseId, input.courseId) : undefined,
    input.isLive === undefined ? undefined : eq(learnerQuestions.isLive, input.isLive),
  );
  const [total] = await db.select({ n: count() }).from(learnerQuestions).where(where);
  return {
    list: await questionRows(db, { customerId, isTeacher: false }, where, { page: input }),
    total: Number(total?.n ?? 0),
  };
}

/** 全部问答 of a course: answered first for a learner, unanswered first for a teacher. */
export async function allQuestionsOf(db: AppDb, input: CallInput<typeof questionAll> & { viewer: Viewer }) {
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, input.courseId))
    .limit(1);
  if (!course) throw notFound('课程');
  const where = and(eq(learnerQuestions.courseId, input.courseId), visibleTo(input.viewer));
  const [total] = await db.select({ n: count() }).from(learnerQuestions).where(where);
  const list = await questionRows(db, input.viewer, where, {
    order: input.viewer.isTeacher ? 'unanswered-first' : 'answered-first',
    page: input,
  });
  return { list, total: Number(total?.n ?? 0), courseTitle: course.title, isTeacher: input.viewer.isTeacher };
}

/** One question the viewer may see (a question they may not see is reported as not found). */
export async function questionDetailOf(
  db: AppDb,
  input: CallInput<typeof questionDetail> & { viewer: Viewer },
) {
  const [question] = await questionRows(
    db,
    input.viewer,
    and(eq(learnerQuestions.id, input.questionId), visibleTo(input.viewer)),
    {},
  );
  if (!question) throw notFound('问题');
  return { question, isTeacher: input.viewer.isTeacher };
}

/**
 * A teacher answers (or corrects their answer to) a question: text and/or a video. The asker gets a site
 * message the first time their question is answered.
 */
export async function answerQuestion(
  db: AppDb,
  input: CallInput<typeof questionAnswer> & { teacher: { id: number; name: string } | null; now: Date },
): Promise<TQuestion> {
  if (!input.teacher) throw new AppError(ResponseCode.teacherRequired, '请先登录老师账号再回答问题');
  const videoUrl = input.videoUrl ?? null;
  const problem = answerError(input.answer, videoUrl);
  if (problem) throw new AppError(ResponseCode.invalidParams, problem);
  const [updated] = await db
    .update(learnerQuestions)
    .set({
      answer: input.answer.trim() || null,
      answerVideoUrl: videoUrl,
      answeredAt: input.now,
      answeredByTeacherId: input.teacher.id,
      answeredByName: input.teacher.name,
    })
    .where(eq(learnerQuestions.id, input.questionId))
    .returning({
      id: learnerQuestions.id,
      customerId: learnerQuestions.customerId,
      content: learnerQuestions.content,
    });
  if (!updated) throw notFound('问题');
  await sendSiteMessage(db, {
    customerId: updated.customerId,
    title: '老师回答了你的问题',
    content: `${input.teacher.name}回答了你的提问「${[...updated.content].slice(0, 20).join('')}」，快去问答详情查看吧。`,
    dedupeKey: `question-answered:${updated.id}`,
    now: input.now,
  });
  const [question] = await questionRows(
    db,
    { customerId: null, isTeacher: true },
    eq(learnerQuestions.id, updated.id),
    {},
  );
  return question!;
}
