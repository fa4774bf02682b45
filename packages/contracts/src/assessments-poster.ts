import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/**
 * The course-opening poster (openingPoster, issue 18): what the page draws into one <img> — the learner, the course
 * they own, the day it opened for them (Beijing date) and the QR of the course's page.
 */
export const openingPosterData = defineCall({
  name: 'openingPosterData',
  summary:
    'The opening poster of a course the learner owns: learner, course, opening day, QR of the course page',
  path: '/course/api/v1/openingPoster',
  auth: 'required',
  request: z.object({ courseId: zId() }),
  response: z.object({
    nickname: z.string(),
    avatar: z.string(),
    learnNumber: z.string().nullable(),
    courseTitle: z.string(),
    teacherName: z.string(),
    /** the Beijing date the course opened for the learner, 2026年1月5日 */
    openedOn: z.string(),
    courseUrl: z.string(),
    qrDataUrl: z.string(),
  }),
});
