import { z } from 'zod';
import {
  ZChapterItem,
  ZCourseCard,
  ZCourseProgress,
  ZOffer,
  ZOwnership,
  ZPageRequest,
  ZPriceQuote,
  zCourseId,
} from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** The course service: /course/api/v1/course/* and hasStockCourse. */

export const courseIdRequest = z.object({ courseId: zCourseId() });

export const ZCourseInfo = ZCourseCard.extend({ intro: z.string() });

export const courseDetail = defineCall({
  name: 'courseDetail',
  summary: 'A course with its chapters, sections (locked or open for this learner), ownership and progress',
  path: '/course/api/v1/course/courseDetail',
  auth: 'optional',
  request: courseIdRequest,
  response: z.object({
    course: ZCourseInfo,
    /** What this learner pays now (the price rule; the checkout charges the same). */
    price: ZPriceQuote,
    ownership: ZOwnership,
    /** A member-only course (会员专享): not sold; a running membership opens it (ownership source 'member'). */
    memberOnly: z.boolean(),
    /**
     * Sold in this app: a course of the app's brand. Another brand's course opened by its link shows its detail
     * (the tools read such courses) but is not sold here: its checkout answers 1005.
     */
    soldHere: z.boolean(),
    chapters: z.array(ZChapterItem),
    progress: ZCourseProgress,
    hasWelfare: z.boolean(),
    hasExam: z.boolean(),
    hasHomework: z.boolean(),
  }),
});

export const courseBasic = defineCall({
  name: 'courseBasic',
  summary: 'The basic facts of a course (card and introduction)',
  path: '/course/api/v1/course/courseBasic',
  auth: 'none',
  request: courseIdRequest,
  response: ZCourseInfo,
});

export const courseBasicV1 = defineCall({
  name: 'courseBasicV1',
  summary: 'The basic facts of a course with the learner’s ownership and progress',
  path: '/course/api/v1/course/courseBasicV1',
  auth: 'required',
  request: courseIdRequest,
  response: z.object({ course: ZCourseInfo, ownership: ZOwnership, progress: ZCourseProgress }),
});

export const courseExtend = defineCall({
  name: 'courseExtend',
  summary: 'What the course page shows beside the basics: teacher, outline, learners, notice',
  path: '/course/api/v1/course/courseExtend',
  auth: 'none',
  request: courseIdRequest,
  response: z.object({
    teacher: z.object({ name: z.string(), avatarUrl: z.string(), intro: z.string() }),
    chapterCount: z.number(),
    sectionCount: z.number(),
    totalDurationSec: z.number(),
    learnerCount: z.number(),
    recentLearners: z.array(z.object({ nickname: z.string(), avatarUrl: z.string() })),
    notice: z.string(),
  }),
});

export const chapterBasic = defineCall({
  name: 'chapterBasic',
  summary: 'One chapter with its sections and whether this learner may open it',
  path: '/course/api/v1/course/chapterBasic',
  auth: 'optional',
  request: z.object({ chapterId: zId() }),
  response: ZChapterItem,
});

export const listByParameter = defineCall({
  name: 'listByParameter',
  summary: 'Courses by subject, keyword or ids, a page at a time',
  path: '/course/api/v1/course/listByParameter',
  auth: 'optional',
  request: z.object({
    subject: z.enum(['memory', 'calligraphy', 'piano', 'short-video', 'health', 'finance']).optional(),
    keyword: zText(40).optional(),
    ids: z.array(zId()).max(50).optional(),
    sort: z.enum(['default', 'popular', 'priceAsc', 'newest']).optional(),
    onlyFree: z.boolean().optional(),
    ...ZPageRequest,
  }),
  response: z.object({
    list: z.array(ZCourseCard),
    total: z.number(),
    /**
     * The subjects the brand has published courses in, whatever the filters (the home page offers a subject
     * shortcut only where it leads to courses).
     */
    subjects: z.array(z.enum(['memory', 'calligraphy', 'piano', 'short-video', 'health', 'finance'])),
  }),
});

export const isPopup = defineCall({
  name: 'isPopup',
  summary: 'Whether the course page pops up the teacher’s contact (owner with a class) or the welfare',
  path: '/course/api/v1/course/isPopup',
  auth: 'required',
  request: courseIdRequest,
  response: z.object({ isPopup: z.boolean(), type: z.enum(['teacher', 'welfare']).nullable() }),
});

export const teacherWxInfo = defineCall({
  name: 'teacherWxInfo',
  summary: 'The teacher’s messaging-app contact QR for a course (the learner’s class teacher when assigned)',
  path: '/course/api/v1/course/teacherWxInfo',
  auth: 'required',
  request: courseIdRequest,
  response: z.object({
    teacherName: z.string(),
    avatarUrl: z.string(),
    qrUrl: z.string().nullable(),
    groupQrUrl: z.string().nullable(),
    className: z.string().nullable(),
  }),
});

export const limitedTimeOffer = defineCall({
  name: 'limitedTimeOffer',
  summary: 'The running time-limited price of a course, if any',
  path: '/course/api/v1/course/limitedTimeOffer',
  auth: 'none',
  request: courseIdRequest,
  response: z.object({
    offer: ZOffer.nullable(),
    originalPriceCents: z.number().nullable(),
    priceCents: z.number(),
  }),
});

export const ZWelfare = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  content: z.string(),
  giftCourse: ZCourseCard.nullable(),
  /** The learner owns the course and may claim the gift. */
  canClaim: z.boolean(),
  claimed: z.boolean(),
});

export const welfareDetail = defineCall({
  name: 'welfareDetail',
  summary: 'The welfare (福利) of a course: text, gift course, whether it can be claimed',
  path: '/course/api/v1/course/welfare/detail',
  auth: 'required',
  request: courseIdRequest,
  response: ZWelfare.nullable(),
});

export const welfareContentInfo = defineCall({
  name: 'welfareContentInfo',
  summary: 'The text of a welfare',
  path: '/course/api/v1/course/welfare/content/info',
  auth: 'required',
  request: z.object({ welfareId: zId() }),
  response: z.object({ id: z.number(), title: z.string(), content: z.string() }),
});

export const welfareGiftCourse = defineCall({
  name: 'welfareGiftCourse',
  summary: 'Claim the gift course of a welfare (owners of the course only; a second claim changes nothing)',
  path: '/course/api/v1/course/welfare/gift/course',
  auth: 'required',
  request: z.object({ welfareId: zId() }),
  response: z.object({ courseId: z.number(), granted: z.boolean() }),
});

export const getPackCourseInfo = defineCall({
  name: 'getPackCourseInfo',
  summary: 'A package of courses: price and the courses in it',
  path: '/course/api/v1/course/getPackCourseInfo',
  auth: 'optional',
  request: z.object({ packageId: zId() }),
  response: z.object({
    id: z.number(),
    title: z.string(),
    intro: z.string(),
    coverUrl: z.string(),
    priceCents: z.number(),
    originalPriceCents: z.number().nullable(),
    courses: z.array(ZCourseCard),
    ownedCount: z.number(),
  }),
});

export const listPackages = defineCall({
  name: 'listPackages',
  summary: 'The packages of courses of the brand',
  path: '/course/api/v1/course/listPackages',
  auth: 'none',
  request: z.object({}),
  response: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      intro: z.string(),
      coverUrl: z.string(),
      priceCents: z.number(),
      originalPriceCents: z.number().nullable(),
      courseCount: z.number(),
    }),
  ),
});

export const hasStockCourse = defineCall({
  name: 'hasStockCourse',
  summary: 'Whether the learner already owns any course',
  method: 'GET',
  path: '/course/api/v1/hasStockCourse',
  auth: 'required',
  request: z.object({}),
  response: z.object({ hasStockCourse: z.boolean(), count: z.number() }),
});
