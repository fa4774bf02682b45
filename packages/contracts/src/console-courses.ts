import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { zId, zText } from './define-call.ts';

/**
 * Console calls of the courses group (issue 17 item 8): courses (basic info, prices in integer cents, cover,
 * on-sale state), their chapter/section outline (add, rename, reorder, unlock rule, media), and packages of
 * courses. Every write goes through the catalogue's write functions (services/catalogue/course-writes.ts), so
 * learners see the change on their next request.
 */

export const COURSE_BRANDS = ['nbc', 'jz'] as const;
/** The course subjects (the schema's COURSE_SUBJECTS; their names are packages/domain course-subjects'). */
export const COURSE_SUBJECT_KEYS = [
  'memory',
  'calligraphy',
  'piano',
  'short-video',
  'health',
  'finance',
] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const SECTION_KIND_KEYS = ['audio', 'video', 'text'] as const;
export const UNLOCK_KINDS = ['none', 'days_after_grant', 'after_previous'] as const;

/** The largest price an operator may type: 1,000,000 yuan. */
export const MAX_PRICE_CENTS = 100_000_000;
const zCents = () =>
  z.number().int('价格必须是整数分').min(0, '价格不能为负').max(MAX_PRICE_CENTS, '价格过大');
/** A cover or media address: one of our uploads (`/uploads/...`) or an http(s) address; empty is none. */
const zMediaUrl = () =>
  zText(500)
    .trim()
    .regex(/^(|\/uploads\/[A-Za-z0-9/_.-]+|https?:\/\/\S+)$/, '地址必须是上传的文件或 http(s) 链接');

/** The multipart upload of course media and covers (not a JSON call: multipart, one file). */
export const CONSOLE_COURSE_UPLOAD_PATH = '/admin/api/courses/upload';
/** The permission row the upload route is guarded by: whoever may edit courses. */
export const CONSOLE_COURSE_UPLOAD_PERMISSION = 'consoleCourseSave';
export const COURSE_UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024 },
  audio: { maxBytes: 50 * 1024 * 1024, maxSeconds: 4 * 3600 },
  video: { maxBytes: 200 * 1024 * 1024, maxSeconds: 4 * 3600 },
} as const;
export const ZCourseUploadAnswer = z.object({
  url: z.string(),
  kind: z.enum(['image', 'audio', 'video']),
  bytes: z.number(),
  durationSec: z.number().nullable(),
  /** The section the media was attached to, when one was named. */
  sectionId: z.number().nullable(),
});

export const ZConsoleCourseRow = z.object({
  id: z.number(),
  brand: z.enum(COURSE_BRANDS),
  title: z.string(),
  subject: z.string(),
  coverUrl: z.string(),
  priceCents: z.number(),
  originalPriceCents: z.number().nullable(),
  isZeroYuan: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  sort: z.number(),
  chapterCount: z.number(),
  sectionCount: z.number(),
});

export const ZConsoleSection = z.object({
  id: z.number(),
  chapterId: z.number(),
  title: z.string(),
  kind: z.enum(SECTION_KIND_KEYS),
  mediaUrl: z.string().nullable(),
  durationSec: z.number(),
  isTrial: z.boolean(),
  content: z.string().nullable(),
});

export const ZConsoleChapter = z.object({
  id: z.number(),
  title: z.string(),
  /** Epoch ms of the chapter's own opening time; null is open. */
  unlockAt: z.number().nullable(),
  unlockRule: z.enum(UNLOCK_KINDS),
  unlockDays: z.number(),
  sections: z.array(ZConsoleSection),
});

export const ZConsoleCourse = ZConsoleCourseRow.extend({
  subtitle: z.string(),
  intro: z.string(),
  teacherName: z.string(),
  teacherAvatarUrl: z.string(),
  chapters: z.array(ZConsoleChapter),
});

export const consoleCourseList = defineConsoleCall({
  name: 'consoleCourseList',
  summary: '课程列表：按标题搜索，按品牌、状态筛选',
  method: 'GET',
  path: '/admin/api/courses/list',
  request: z
    .object({
      q: zText(40).trim().optional(),
      brand: z.enum(COURSE_BRANDS).optional(),
      status: z.enum(COURSE_STATUSES).optional(),
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleCourseRow) }),
});

export const consoleCourseDetail = defineConsoleCall({
  name: 'consoleCourseDetail',
  summary: '课程详情：基本信息、价格、章节与小节（含解锁规则、媒体与时长）',
  method: 'GET',
  path: '/admin/api/courses/detail',
  request: z.object({ courseId: zId() }).strict(),
  response: z.object({ course: ZConsoleCourse }),
});

export const consoleCourseSave = defineConsoleCall({
  name: 'consoleCourseSave',
  summary: '新建或修改课程：基本信息、封面、价格（分）；新课程为未上架',
  method: 'POST',
  path: '/admin/api/courses/save',
  request: z
    .object({
      courseId: zId().optional(),
      brand: z.enum(COURSE_BRANDS),
      title: zText(60).trim().min(1, '请填写课程名称'),
      subtitle: zText(120).trim().default(''),
      subject: z.enum(COURSE_SUBJECT_KEYS),
      coverUrl: zMediaUrl().default(''),
      teacherName: zText(30).trim().default(''),
      teacherAvatarUrl: zMediaUrl().default(''),
      intro: zText(5000).default(''),
      priceCents: zCents(),
      originalPriceCents: zCents().nullable().default(null),
      isZeroYuan: z.boolean().default(false),
      sort: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  response: z.object({ course: ZConsoleCourse }),
});

export const consoleCourseSetOnSale = defineConsoleCall({
  name: 'consoleCourseSetOnSale',
  summary: '上架或下架课程（上架=published，下架=draft）',
  method: 'POST',
  path: '/admin/api/courses/on-sale',
  request: z.object({ courseId: zId(), onSale: z.boolean() }).strict(),
  response: z.object({ course: ZConsoleCourseRow }),
});

export const consoleChapterSave = defineConsoleCall({
  name: 'consoleChapterSave',
  summary: '新建或修改章节：名称、解锁时间、解锁规则（购买后第 N 天 / 学完上一章）',
  method: 'POST',
  path: '/admin/api/courses/chapter/save',
  request: z
    .object({
      courseId: zId(),
      chapterId: zId().optional(),
      title: zText(60).trim().min(1, '请填写章节名称'),
      unlockAt: z.number().int().min(0).nullable().default(null),
      unlockRule: z.enum(UNLOCK_KINDS).default('none'),
      unlockDays: z.number().int().min(0, '天数不能为负').max(3650, '天数过大').default(0),
    })
    .strict(),
  response: z.object({ course: ZConsoleCourse }),
});

export const consoleSectionSave = defineConsoleCall({
  name: 'consoleSectionSave',
  summary: '新建或修改小节：名称、类型、试听、图文内容（媒体由上传设置）',
  method: 'POST',
  path: '/admin/api/courses/section/save',
  request: z
    .object({
      chapterId: zId(),
      sectionId: zId().optional(),
      title: zText(60).trim().min(1, '请填写小节名称'),
      kind: z.enum(SECTION_KIND_KEYS),
      isTrial: z.boolean().default(false),
      content: zText(20000).nullable().default(null),
    })
    .strict(),
  response: z.object({ course: ZConsoleCourse }),
});

export const consoleCourseReorder = defineConsoleCall({
  name: 'consoleCourseReorder',
  summary: '调整章节与小节顺序：给出全部章节及各章小节的新顺序（小节可移到别的章节）',
  method: 'POST',
  path: '/admin/api/courses/reorder',
  request: z
    .object({
      courseId: zId(),
      chapters: z
        .array(z.object({ chapterId: zId(), sectionIds: z.array(zId()).max(500) }).strict())
        .max(200),
    })
    .strict(),
  response: z.object({ course: ZConsoleCourse }),
});

export const ZConsolePackage = z.object({
  id: z.number(),
  brand: z.enum(COURSE_BRANDS),
  title: z.string(),
  intro: z.string(),
  coverUrl: z.string(),
  priceCents: z.number(),
  originalPriceCents: z.number().nullable(),
  courses: z.array(z.object({ id: z.number(), title: z.string(), priceCents: z.number() })),
});

export const consolePackageList = defineConsoleCall({
  name: 'consolePackageList',
  summary: '套餐列表（含所含课程）',
  method: 'GET',
  path: '/admin/api/packages/list',
  request: z.object({}).strict(),
  response: z.object({ list: z.array(ZConsolePackage) }),
});

export const consolePackageSave = defineConsoleCall({
  name: 'consolePackageSave',
  summary: '新建或修改套餐：名称、介绍、封面、价格（分）与所含课程（按顺序）',
  method: 'POST',
  path: '/admin/api/packages/save',
  request: z
    .object({
      packageId: zId().optional(),
      brand: z.enum(COURSE_BRANDS),
      title: zText(60).trim().min(1, '请填写套餐名称'),
      intro: zText(2000).default(''),
      coverUrl: zMediaUrl().default(''),
      priceCents: zCents(),
      originalPriceCents: zCents().nullable().default(null),
      courseIds: z.array(zId()).min(2, '套餐至少包含两门课程').max(50),
    })
    .strict(),
  response: z.object({ package: ZConsolePackage }),
});

export const CONSOLE_COURSE_CALLS = [
  consoleCourseList,
  consoleCourseDetail,
  consoleCourseSave,
  consoleCourseSetOnSale,
  consoleChapterSave,
  consoleSectionSave,
  consoleCourseReorder,
  consolePackageList,
  consolePackageSave,
] as const;
