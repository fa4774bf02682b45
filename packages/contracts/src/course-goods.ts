import { z } from 'zod';
import { ZChapterItem, ZCourseCard, ZCourseProgress, ZPageRequest, zCourseId } from './course-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** Goods: what the find-courses page and the order pages read. A goods item is a course or a package. */

const ZGoodsRef = z.object({ goodsId: zId(), goodsType: z.enum(['course', 'package']).default('course') });

export const ZGoodsInfo = z.object({
  goodsId: z.number(),
  goodsType: z.enum(['course', 'package']),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  /** What the learner pays now (the running offer's price when there is one). */
  priceCents: z.number(),
  originalPriceCents: z.number().nullable(),
  offerEndsAt: z.number().nullable(),
  isOwned: z.boolean(),
});

export const getGoodsInfo = defineCall({
  name: 'getGoodsInfo',
  summary: 'A goods item (course or package): title, cover, the price now, ownership',
  path: '/course/api/v1/goods/getGoodsInfo',
  auth: 'optional',
  request: ZGoodsRef,
  response: ZGoodsInfo,
});

export const checkBuyAuth = defineCall({
  name: 'checkBuyAuth',
  summary: 'Whether the learner may buy a goods item (not already owned, on sale)',
  path: '/course/api/v1/goods/checkBuyAuth',
  auth: 'required',
  request: ZGoodsRef,
  response: z.object({ canBuy: z.boolean(), reason: z.string().nullable() }),
});

export const getCommitInfo = defineCall({
  name: 'getCommitInfo',
  summary: 'What the order confirmation shows for a goods item: lines and the total in cents',
  path: '/course/api/v1/goods/getCommitInfo',
  auth: 'required',
  request: ZGoodsRef,
  response: z.object({
    goods: ZGoodsInfo,
    lines: z.array(z.object({ label: z.string(), amountCents: z.number() })),
    totalCents: z.number(),
  }),
});

export const ZCategory = z.object({
  id: z.number(),
  name: z.string(),
  iconText: z.string(),
  color: z.string(),
});

export const categoryList = defineCall({
  name: 'categoryList',
  summary: 'The tabs of the find-courses page',
  path: '/course/api/v1/goods/categoryList',
  auth: 'none',
  request: z.object({}),
  response: z.array(ZCategory),
});

export const ZModule = z.object({
  id: z.number(),
  title: z.string(),
  layout: z.enum(['banner', 'list', 'grid', 'audio']),
  courses: z.array(ZCourseCard),
  total: z.number(),
});

export const getTabHome = defineCall({
  name: 'getTabHome',
  summary: 'The modules of a find-courses tab, each with its first courses',
  path: '/course/api/v1/goods/getTabHome',
  auth: 'none',
  request: z.object({ categoryId: zId() }),
  response: z.object({ category: ZCategory, modules: z.array(ZModule) }),
});

export const courseList = defineCall({
  name: 'courseList',
  summary: 'Courses of a find-courses tab or matching a keyword, a page at a time',
  path: '/course/api/v1/goods/courseList',
  auth: 'none',
  request: z.object({ categoryId: zId().optional(), keyword: zText(40).optional(), ...ZPageRequest }),
  response: z.object({ list: z.array(ZCourseCard), total: z.number() }),
});

export const getModuleDetails = defineCall({
  name: 'getModuleDetails',
  summary: 'Every course of one module',
  path: '/course/api/v1/goods/getModuleDetails',
  auth: 'none',
  request: z.object({ moduleId: zId() }),
  response: ZModule,
});

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
