import { z } from 'zod';
import { zCourseId } from './catalogue-shared.ts';
import { defineCall, zId } from './define-call.ts';

/**
 * live/* of the course service (issue 18): a course's live lessons, one live (the notice and the live room) and
 * the reminder for an upcoming live. The status comes from the schedule and the server clock
 * (`liveStatusAt`, @course/domain/live-lessons); the stream address is given only while the live is on and the
 * replay only after it, both only to a learner who may watch (the course's owners, or anyone signed in for a
 * public live).
 */

const BASE = '/course/api/v1/live';

export const ZLive = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  title: z.string(),
  teacherName: z.string(),
  intro: z.string(),
  coverUrl: z.string(),
  /** 'owners' (learners of the course) or 'public' (any signed-in visitor: the live-stream landing pages). */
  audience: z.enum(['owners', 'public']),
  startsAt: z.number(),
  endsAt: z.number(),
  status: z.enum(['upcoming', 'live', 'ended']),
  /** 未开始 / 直播中 / 已结束 */
  statusText: z.string(),
  canWatch: z.boolean(),
  subscribed: z.boolean(),
  /** While the live is on and the learner may watch: the HLS playlist. */
  streamUrl: z.string().nullable(),
  /** After the live, when it has a replay and the learner may watch. */
  replayUrl: z.string().nullable(),
});

export type TLive = z.infer<typeof ZLive>;

export const liveList = defineCall({
  name: 'liveList',
  summary: 'The live lessons of a course, in the order of their start',
  path: `${BASE}/list`,
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({ list: z.array(ZLive), serverNow: z.number() }),
});

export const liveDetail = defineCall({
  name: 'liveDetail',
  summary: 'One live lesson (notice and live room) with the rest of its course’s schedule',
  path: `${BASE}/detail`,
  auth: 'required',
  request: z.object({ liveId: zId() }),
  response: z.object({ live: ZLive, schedule: z.array(ZLive), serverNow: z.number() }),
});

export const liveSubscribe = defineCall({
  name: 'liveSubscribe',
  summary: 'Reminds the learner of an upcoming live (a site message now; once per learner and live)',
  path: `${BASE}/subscribe`,
  auth: 'required',
  request: z.object({ liveId: zId() }),
  response: z.object({ subscribed: z.literal(true), live: ZLive }),
});
