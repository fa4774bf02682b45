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
  /** Shown in 全部问答 to every learner of the course; else only to its asker (and the teachers). */
  isPublic: z.boolean(),
  imageUrl: z.string().nullable(),
  /** The teacher's video answer (queAnswerVideo). */
  answerVideoUrl: z.string().nullable(),
  answeredByName: z.string().nullable(),
  /** The asker's nickname, masked (李**) for others' questions. */
  askerName: z.string(),
  isMine: z.boolean(),
});

export type TQuestion = z.infer<typeof ZQuestion>;

/** A picture already on our site (the uploads folder). */
const zQuestionImage = () =>
  z
    .string()
    .max(300)
    .regex(/^\/uploads\/(?!.*\.\.)[\w\-./]+$/, '图片地址无效');

/** A video of the teacher's answer: an upload of our site or an http(s) address. */
const zAnswerVideo = () =>
  z
    .string()
    .max(500)
    .regex(/^(https?:\/\/|\/uploads\/)[^\s]+$/, '视频地址无效');

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
    isPublic: z.boolean().default(true),
    imageUrl: zQuestionImage().optional(),
  }),
  response: ZQuestion,
});

export const questionAll = defineCall({
  name: 'questionAll',
  summary:
    'All questions of a course a learner may see (public ones and their own), answered first; a teacher (teacherToken) sees every question, unanswered first',
  path: '/course/api/v1/question/all',
  auth: 'optional',
  request: z.object({ courseId: zCourseId(), ...ZPageRequest }),
  response: z.object({
    list: z.array(ZQuestion),
    total: z.number(),
    courseTitle: z.string(),
    isTeacher: z.boolean(),
  }),
});

export const questionDetail = defineCall({
  name: 'questionDetail',
  summary: 'One question with the teacher’s answer (public, the learner’s own, or any for a teacher)',
  path: '/course/api/v1/question/detail',
  auth: 'optional',
  request: z.object({ questionId: zId() }),
  response: z.object({ question: ZQuestion, isTeacher: z.boolean() }),
});

export const questionAnswer = defineCall({
  name: 'questionAnswer',
  summary:
    'A teacher (teacherToken of teacherLogin) answers a question with text and/or a video; 2602 without',
  path: '/course/api/v1/question/answer',
  auth: 'optional',
  request: z.object({
    questionId: zId(),
    answer: zText(2000).default(''),
    videoUrl: zAnswerVideo().optional(),
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
