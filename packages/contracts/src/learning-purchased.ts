import { z } from 'zod';
import { ZChapterItem, ZCourseCard, ZCourseProgress, zCourseId } from './catalogue-shared.ts';
import { defineCall, zId } from './define-call.ts';

/** A bought course and chapter as the learner studies them. */

export const purchasedCourseDetail = defineCall({
  name: 'purchasedCourseDetail',
  summary: 'An owned course with chapters and progress (refused with 1010 when not owned)',
  path: '/course/api/v1/goods/purchasedCourseDetail',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({
    course: ZCourseCard,
    chapters: z.array(ZChapterItem),
    progress: ZCourseProgress,
    campDataId: z.number().nullable(),
  }),
});

export const purchasedChapterDetail = defineCall({
  name: 'purchasedChapterDetail',
  summary: 'A chapter of an owned course, when it is open (refused with 1010 otherwise)',
  path: '/course/api/v1/goods/purchasedChapterDetail',
  auth: 'required',
  request: z.object({ chapterId: zId() }),
  response: ZChapterItem,
});
