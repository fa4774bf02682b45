import { z } from 'zod';
import { courseIdRequest } from './catalogue-course.ts';
import { ZCourseProgress, ZOwnership, ZPageRequest, ZSectionItem, zCourseId } from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** The lesson (section) calls of the course service: section data, paging, the paid check and learning records. */

export const ZSectionData = z.object({
  section: ZSectionItem.extend({ mediaUrl: z.string().nullable(), content: z.string().nullable() }),
  course: z.object({
    id: z.number(),
    title: z.string(),
    coverUrl: z.string(),
    teacherName: z.string(),
    isPaidCourse: z.boolean(),
  }),
  chapter: z.object({ id: z.number(), title: z.string() }),
  /** Every section of the course in order, for the sibling list and next/previous. */
  siblings: z.array(ZSectionItem),
  prevId: z.number().nullable(),
  nextId: z.number().nullable(),
  access: z.enum(['owned', 'trial']),
  record: z.object({
    isLearned: z.boolean(),
    maxPercent: z.number(),
    positionSec: z.number(),
    milestones: z.array(z.number()),
  }),
});

export type TSectionData = z.infer<typeof ZSectionData>;

export const getSectionData = defineCall({
  name: 'getSectionData',
  summary: 'A section’s content (media URL or text) when the chapter is open for this learner (else 1010)',
  path: '/course/api/v1/course/getSectionData',
  auth: 'optional',
  request: z.object({ sectionId: zId(), inApp: z.boolean().optional() }),
  response: ZSectionData,
});

export const pageSectionData = defineCall({
  name: 'pageSectionData',
  summary:
    'The sections of a course, a page at a time (optionally of one chapter or kind, or matching a keyword)',
  path: '/course/api/v1/course/pageSectionData',
  auth: 'optional',
  request: z.object({
    courseId: zCourseId().optional(),
    chapterId: zId().optional(),
    kind: z.enum(['audio', 'video', 'text']).optional(),
    keyword: zText(40).optional(),
    ...ZPageRequest,
  }),
  response: z.object({
    list: z.array(ZSectionItem.extend({ courseTitle: z.string(), chapterTitle: z.string() })),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  }),
});

export const isPay = defineCall({
  name: 'isPay',
  summary: 'Whether the learner owns the course (bought, gifted or zero-yuan)',
  path: '/course/api/v1/course/isPay',
  auth: 'required',
  request: courseIdRequest,
  response: ZOwnership,
});

export const ZLearnRecordRequest = z.object({
  life: z.enum(['canplay', 'progress', 'pause', 'ended']),
  sectionId: zId(),
  isLearned: z.union([z.literal(0), z.literal(1)]),
  learnTime: z.number().int().min(0).max(86_400),
  audioTime: z.number().int().min(1).max(86_400),
  osName: z.literal('h5'),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  time: z.number().int().min(0).max(100),
});

export const reportLearnRecord = defineCall({
  name: 'reportLearnRecord',
  summary: 'Report learning progress of a section (milestones, can-play, pause, end); idempotent',
  path: '/course/api/v1/course/reportLearnRecord',
  auth: 'required',
  request: ZLearnRecordRequest,
  response: z.object({
    /** Whether this report recorded a milestone not seen before. */
    newMilestone: z.boolean(),
    isLearned: z.boolean(),
    maxPercent: z.number(),
    courseProgress: ZCourseProgress,
  }),
});
