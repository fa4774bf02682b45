import { z } from 'zod';
import { ZCourseCard } from './catalogue-shared.ts';
import { defineCall, zText } from './define-call.ts';

/** Info collection (issue 18, item 5): the study profile (infoIndex) and the booklet made from it (infoBook). */

// The option keys; their Chinese labels and the booklet rule are @course/domain/study-profile (contracts import no
// package of ours, so the keys are listed here).
const AGE_GROUP_KEYS = ['18-30', '31-45', '46-60', '60+'] as const;
const LEVEL_KEYS = ['beginner', 'some', 'advanced'] as const;
const GOAL_KEYS = ['hobby', 'skill', 'health', 'family'] as const;
const TIME_KEYS = ['morning', 'noon', 'evening', 'weekend'] as const;
const ZSubject = z.enum(['memory', 'calligraphy', 'piano', 'short-video', 'health', 'finance']);

export const ZStudyProfile = z.object({
  learnerName: zText(20).trim().min(1, '请填写称呼'),
  ageGroup: z.enum(AGE_GROUP_KEYS),
  level: z.enum(LEVEL_KEYS),
  goal: z.enum(GOAL_KEYS),
  weeklyHours: z.number().int().min(1).max(21),
  preferredTime: z.enum(TIME_KEYS),
  interests: z.array(ZSubject).min(1, '请至少选择一个感兴趣的方向').max(6),
  note: zText(200),
});

export const studyProfileSave = defineCall({
  name: 'studyProfileSave',
  summary: 'Saves the learner’s study profile (the last submission wins)',
  path: '/user/api/v1/info/save',
  auth: 'required',
  request: ZStudyProfile,
  response: z.object({ updatedAt: z.string() }),
});

export const studyProfileDetail = defineCall({
  name: 'studyProfileDetail',
  summary: 'The learner’s saved study profile, or null',
  path: '/user/api/v1/info/detail',
  auth: 'required',
  request: z.object({}),
  response: z.object({ profile: ZStudyProfile.nullable(), updatedAt: z.string().nullable() }),
});

export const studyBooklet = defineCall({
  name: 'studyBooklet',
  summary:
    'The study booklet made from the saved profile: rhythm, a four-week plan, tips, courses of its subjects',
  path: '/user/api/v1/info/book',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    title: z.string(),
    rhythm: z.string(),
    sessionsPerWeek: z.number().int(),
    minutesPerSession: z.number().int(),
    weeks: z.array(z.string()),
    tips: z.array(z.string()),
    profileLines: z.array(z.object({ label: z.string(), value: z.string() })),
    courses: z.array(ZCourseCard),
    updatedAt: z.string(),
  }),
});
