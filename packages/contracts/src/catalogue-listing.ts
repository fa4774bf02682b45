import { z } from 'zod';
import { ZCourseCard, ZPageRequest } from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * The catalogue's listing calls: categories, the home tab, course lists, module details, and the item a checkout
 * reads. The spec names some of them after "goods" (getGoodsInfo, goodsId); here that item is a course or a
 * package of courses, never a physical product (those are the goods area's).
 */

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
