import {
  questionAll,
  questionAnswer,
  questionDetail,
  questionList,
  saveQuestion,
} from '@course/contracts/learning-extra';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import type { AuthedCustomer } from '../../http/session-store.ts';
import {
  allQuestionsOf,
  answerQuestion,
  askQuestion,
  questionDetailOf,
  questionListOf,
} from './questions.ts';
import { teacherOfRequest } from './teacher-session.ts';

/** Who reads questions: the signed-in learner (if any) and whether a teacher is signed in on the device. */
async function viewerOf(ctx: { db: AppDb; request: FastifyRequest; customer: AuthedCustomer | null }) {
  return {
    customerId: ctx.customer?.customerId ?? null,
    isTeacher: (await teacherOfRequest(ctx.db, ctx.request)) !== null,
  };
}

/** question/*: asking the teacher, the learner's questions, 全部问答, one question and the teacher's answer. */
export function registerQuestionRoutes(app: FastifyInstance): void {
  registerCall(app, saveQuestion, async (ctx) =>
    askQuestion(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, questionList, async (ctx) =>
    questionListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, questionAll, async (ctx) =>
    allQuestionsOf(ctx.db, { ...ctx.input, viewer: await viewerOf(ctx) }),
  );

  registerCall(app, questionDetail, async (ctx) =>
    questionDetailOf(ctx.db, { ...ctx.input, viewer: await viewerOf(ctx) }),
  );

  registerCall(app, questionAnswer, async (ctx) =>
    answerQuestion(ctx.db, {
      ...ctx.input,
      teacher: await teacherOfRequest(ctx.db, ctx.request),
      now: ctx.now(),
    }),
  );
}
