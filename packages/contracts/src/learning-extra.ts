import { z } from 'zod';
import { ZPageRequest, zCourseId } from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** question/*, plan/*, daily/* and voiceCourse comments of the course service. */

export const ZQuestion = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  sectionId: z.number().nullable(),
  isLive: z.boolean(),
  content: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.number().nullable(),
  createdAt: z.number(),
});

export const saveQuestion = defineCall({
  name: 'saveQuestion',
  summary: 'Ask the teacher a question about an owned course (also during a live lesson)',
  path: '/course/api/v1/question/save',
  auth: 'required',
  request: z.object({
    courseId: zCourseId(),
    sectionId: zId().optional(),
    isLive: z.boolean().default(false),
    content: zText(1000).min(2),
  }),
  response: ZQuestion,
});

export const questionList = defineCall({
  name: 'questionList',
  summary: 'The learner’s questions with the teacher’s answers, newest first',
  path: '/course/api/v1/question/list',
  auth: 'required',
  request: z.object({ courseId: zCourseId().optional(), isLive: z.boolean().optional(), ...ZPageRequest }),
  response: z.object({ list: z.array(ZQuestion), total: z.number() }),
});

export const getPlan = defineCall({
  name: 'getPlan',
  summary: 'The day-by-day plan of an owned course (from the camp start or the grant date)',
  path: '/course/api/v1/plan/getPlan',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({
    courseId: z.number(),
    courseTitle: z.string(),
    startsAt: z.number(),
    days: z.array(
      z.object({
        day: z.number(),
        date: z.string(),
        chapterId: z.number(),
        chapterTitle: z.string(),
        locked: z.boolean(),
        sections: z.array(
          z.object({
            id: z.number(),
            title: z.string(),
            kind: z.enum(['audio', 'video', 'text']),
            isLearned: z.boolean(),
          }),
        ),
      }),
    ),
  }),
});

export const ZDailyItem = z.object({
  sectionId: z.number(),
  title: z.string(),
  courseId: z.number(),
  courseTitle: z.string(),
  coverUrl: z.string(),
  durationSec: z.number(),
  isTrial: z.boolean(),
});

export const getDaily = defineCall({
  name: 'getDaily',
  summary: 'Today’s listen (每日一听): one audio section picked by the date, and the recent ones',
  path: '/course/api/v1/daily/getDaily',
  auth: 'none',
  request: z.object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  response: z.object({ date: z.string(), today: ZDailyItem.nullable(), list: z.array(ZDailyItem) }),
});

export const ZComment = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  content: z.string(),
  createdAt: z.number(),
  isMine: z.boolean(),
});

export const voiceCommentList = defineCall({
  name: 'voiceCommentList',
  summary: 'Comments under an audio section, newest first',
  path: '/course/api/v1/voiceCourse/comment/list',
  auth: 'optional',
  request: z.object({ sectionId: zId(), ...ZPageRequest }),
  response: z.object({ list: z.array(ZComment), total: z.number() }),
});

export const voiceCommentSave = defineCall({
  name: 'voiceCommentSave',
  summary: 'Comment under an audio section the learner may open',
  path: '/course/api/v1/voiceCourse/comment/save',
  auth: 'required',
  request: z.object({ sectionId: zId(), content: zText(500).min(1) }),
  response: ZComment,
});
