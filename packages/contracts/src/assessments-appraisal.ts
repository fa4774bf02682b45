import { z } from 'zod';
import { ZCourseCard } from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Course appraisals (issue 18, item 5): a learner who owns a course rates it and its teacher (toAppraisal, V1, V2:
 * one engine, three configurations) and shares the card (shareAppraisal, V1) by its token.
 */

export const APPRAISAL_TAGS = [
  '讲得清楚',
  '干货满满',
  '老师耐心',
  '节奏合适',
  '练习实用',
  '班主任负责',
  '性价比高',
  '推荐给朋友',
] as const;
export const APPRAISAL_VARIANTS = ['v0', 'v1', 'v2'] as const;

const ZAppraisal = z.object({
  id: z.number().int(),
  variant: z.enum(APPRAISAL_VARIANTS),
  courseRating: z.number().int(),
  teacherRating: z.number().int(),
  tags: z.array(z.string()),
  content: z.string(),
  shareToken: z.string(),
  updatedAt: z.string(),
});

export const appraisalForm = defineCall({
  name: 'appraisalForm',
  summary:
    'What the appraisal page needs: the course, whether the learner may rate it, their appraisal so far',
  path: '/course/api/v1/appraisal/form',
  auth: 'required',
  request: z.object({ courseId: zId() }),
  response: z.object({
    course: ZCourseCard,
    teacherName: z.string(),
    owned: z.boolean(),
    appraisal: ZAppraisal.nullable(),
    tags: z.array(z.string()),
  }),
});

export const appraisalSubmit = defineCall({
  name: 'appraisalSubmit',
  summary: 'Rates a course the learner owns (one appraisal per learner and course; again = an update)',
  path: '/course/api/v1/appraisal/submit',
  auth: 'required',
  request: z.object({
    courseId: zId(),
    variant: z.enum(APPRAISAL_VARIANTS),
    courseRating: z.number().int().min(1).max(5),
    teacherRating: z.number().int().min(1).max(5),
    tags: z.array(z.enum(APPRAISAL_TAGS)).max(5),
    content: zText(500),
  }),
  response: z.object({ id: z.number().int(), shareToken: z.string() }),
});

export const appraisalShare = defineCall({
  name: 'appraisalShare',
  summary: 'The share card of an appraisal by its token (no sign-in needed)',
  path: '/course/api/v1/appraisal/share',
  auth: 'optional',
  request: z.object({ shareToken: z.string().regex(/^[0-9a-f]{32}$/, '分享码无效') }),
  response: z.object({
    nickname: z.string(),
    avatarUrl: z.string(),
    course: ZCourseCard,
    teacherName: z.string(),
    courseRating: z.number().int(),
    teacherRating: z.number().int(),
    tags: z.array(z.string()),
    content: z.string(),
    updatedAt: z.string(),
  }),
});
