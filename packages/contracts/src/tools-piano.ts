import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Piano tools (issue 19): the demonstration videos (the piano course's video lessons), the piano course
 * promotion and the practice plans with daily check-ins (customizedPlan).
 * The tuner and the metronome run in the page only (microphone, Web Audio). The further reading and listening
 * (extracurricular_expansion) is the content library's `expansion` family (tools-content.ts).
 */

const ZVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  chapterTitle: z.string(),
  durationSec: z.number().int(),
  isTrial: z.boolean(),
  /** Trial lessons for everyone, the others for owners of the course. */
  playable: z.boolean(),
});

export const pianoVideos = defineCall({
  name: 'pianoVideos',
  summary: 'The demonstration videos: the piano course’s video lessons, which the learner may play',
  path: '/course-market/api/v1/tools/piano/videos',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    course: z.object({ id: z.number().int(), title: z.string(), owned: z.boolean() }).nullable(),
    list: z.array(ZVideo),
  }),
});

export const pianoVideoDetail = defineCall({
  name: 'pianoVideoDetail',
  summary: 'One demonstration video; its media address only when the learner may play it',
  path: '/course-market/api/v1/tools/piano/video',
  auth: 'required',
  request: z.object({ id: zId() }),
  response: ZVideo.extend({
    courseId: z.number().int(),
    mediaUrl: z.string().nullable(),
    posterUrl: z.string(),
    others: z.array(ZVideo),
  }),
});

export const pianoPromote = defineCall({
  name: 'pianoPromote',
  summary:
    'The piano course promotion: the course to open in the catalogue, its price, and facts and chapters read from its catalogue data',
  path: '/course-market/api/v1/tools/piano/promote',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    course: z
      .object({
        id: z.number().int(),
        title: z.string(),
        subtitle: z.string(),
        intro: z.string(),
        teacherName: z.string(),
        coverUrl: z.string(),
        priceCents: z.number().int(),
        originalPriceCents: z.number().int().nullable(),
        /** A running limited-time offer's price, else null. */
        offerPriceCents: z.number().int().nullable(),
        owned: z.boolean(),
      })
      .nullable(),
    /** Counted from the course's sections and owners: lessons, video demonstrations, trial lessons, length, learners. */
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    /** The course's chapters with their lesson titles (what the learner will learn). */
    chapters: z.array(z.object({ title: z.string(), lessons: z.array(z.string()) })),
  }),
});

const ZPlan = z.object({
  id: z.number().int(),
  templateCode: z.string(),
  title: z.string(),
  minutesPerDay: z.number().int(),
  totalDays: z.number().int(),
  /** Beijing day the plan started, 'YYYY-MM-DD'. */
  startDay: z.string(),
  /** Today's day of the plan, 1-based (greater than totalDays once it has ended). */
  dayIndex: z.number().int(),
  checkedDays: z.number().int(),
  /** Consecutive checked-in days up to today (or yesterday while today is still open). */
  streak: z.number().int(),
  checkedToday: z.boolean(),
  ended: z.boolean(),
});

export const practicePlanList = defineCall({
  name: 'practicePlanList',
  summary: 'The practice plan templates and the learner’s plans',
  path: '/course-market/api/v1/tools/piano/plans',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    templates: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        intro: z.string(),
        minutesPerDay: z.number().int(),
        totalDays: z.number().int(),
        started: z.boolean(),
      }),
    ),
    plans: z.array(ZPlan),
  }),
});

export const practicePlanStart = defineCall({
  name: 'practicePlanStart',
  summary: 'Starts a plan from a template today (Beijing day); starting one already started returns it',
  path: '/course-market/api/v1/tools/piano/plan/start',
  auth: 'required',
  request: z.object({ templateCode: zText(40).min(1) }),
  response: ZPlan,
});

export const practicePlanDetail = defineCall({
  name: 'practicePlanDetail',
  summary: 'One plan: its days with the task of each and the check-ins',
  path: '/course-market/api/v1/tools/piano/plan/detail',
  auth: 'required',
  request: z.object({ planId: zId() }),
  response: ZPlan.extend({
    days: z.array(
      z.object({
        index: z.number().int(),
        dayKey: z.string(),
        task: z.string(),
        checked: z.boolean(),
        minutes: z.number().int().nullable(),
      }),
    ),
  }),
});

export const practicePlanCheckIn = defineCall({
  name: 'practicePlanCheckIn',
  summary:
    'Today’s check-in of a plan (once per Beijing day; 2501 when done already, 2502 after the plan ended)',
  path: '/course-market/api/v1/tools/piano/plan/check-in',
  auth: 'required',
  request: z.object({
    planId: zId(),
    minutes: z.number().int().min(1, '练习时长至少 1 分钟').max(600, '练习时长不超过 600 分钟'),
    note: zText(200).optional(),
  }),
  response: ZPlan,
});
