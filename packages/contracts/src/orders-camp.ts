import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/** Camp (class-time) stability calls of the course service, used when a learner picks a class time. */

const ZCampQuery = z.object({
  customerId: zId(),
  /** Comma-separated course ids. */
  courseIds: z.string().regex(/^\d{1,10}(,\d{1,10}){0,49}$/),
});

export const ZStableCamp = z.object({
  courseId: z.number(),
  campDataId: z.number(),
  campName: z.string(),
  startsAt: z.number(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  teacherName: z.string().nullable(),
  teacherQrUrl: z.string().nullable(),
  groupQrUrl: z.string().nullable(),
  isStable: z.boolean(),
});

export type TStableCamp = z.infer<typeof ZStableCamp>;

export const campStableList = defineCall({
  name: 'campStableList',
  summary: 'The learner’s camp period and class for each of the given courses',
  method: 'GET',
  path: '/course/api/v1/camp/stable/list',
  auth: 'required',
  request: ZCampQuery,
  response: z.array(ZStableCamp),
});

export const campIsStable = defineCall({
  name: 'campIsStable',
  summary: 'Whether the learner has a settled class in a camp of every given course',
  method: 'GET',
  path: '/course/api/v1/camp/stable/isStable',
  auth: 'required',
  request: ZCampQuery,
  response: z.object({ isStable: z.boolean() }),
});
