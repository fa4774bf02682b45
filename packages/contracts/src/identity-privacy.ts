import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * The privacy lists every Chinese app shows (issue 18 item 4: collectedList, collectedListDetail,
 * collectedListDetail-detail, thirdShareList) and the daily check-in (app-sign). The lists are configuration rows
 * on the server (config codes privacy.collectedList and privacy.thirdShareList); the detail pages read the
 * signed-in learner's own stored data.
 */

export const PRIVACY_CATEGORY_KEYS = [
  'profile',
  'identity',
  'device',
  'orders',
  'learning',
  'media',
  'feedback',
] as const;
export type PrivacyCategoryKey = (typeof PRIVACY_CATEGORY_KEYS)[number];

export const ZPrivacyCategory = z.object({
  key: z.enum(PRIVACY_CATEGORY_KEYS),
  name: z.string(),
  /** the kinds of information of this category, e.g. ['昵称', '头像'] */
  items: z.array(z.string()),
  purpose: z.string(),
  scenario: z.string(),
  retention: z.string(),
});
export type TPrivacyCategory = z.infer<typeof ZPrivacyCategory>;

export const collectedInfoList = defineCall({
  name: 'collectedInfoList',
  summary: 'The categories of personal information the product collects: purpose, scenario, retention',
  path: '/user/api/v1/privacy/collected/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ categories: z.array(ZPrivacyCategory) }),
});

export const ZCollectedEntry = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** when it was collected (ISO); shown in Beijing time */
  collectedAt: z.string().nullable(),
});

export const collectedInfoDetail = defineCall({
  name: 'collectedInfoDetail',
  summary: 'One category with the learner’s own data held: count and entries (masked)',
  path: '/user/api/v1/privacy/collected/detail',
  auth: 'required',
  request: z.object({ category: z.enum(PRIVACY_CATEGORY_KEYS) }),
  response: z.object({
    category: ZPrivacyCategory,
    count: z.number().int(),
    /** e.g. '4 笔订单' */
    countText: z.string(),
    entries: z.array(ZCollectedEntry),
  }),
});

export const collectedInfoItem = defineCall({
  name: 'collectedInfoItem',
  summary: 'One entry of a category in full: every stored field (masked)',
  path: '/user/api/v1/privacy/collected/item',
  auth: 'required',
  request: z.object({ category: z.enum(PRIVACY_CATEGORY_KEYS), id: zText(64).min(1) }),
  response: z.object({
    category: ZPrivacyCategory,
    title: z.string(),
    collectedAt: z.string().nullable(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
});

export const ZThirdParty = z.object({
  key: z.string(),
  name: z.string(),
  provider: z.string(),
  shared: z.string(),
  purpose: z.string(),
  scenario: z.string(),
  policyUrl: z.string(),
  /** what this deployment uses: 'live' shares with the provider, 'sandbox' stays on our server, 'off' not used */
  mode: z.enum(['live', 'sandbox', 'off']),
});
export type TThirdParty = z.infer<typeof ZThirdParty>;

export const thirdShareList = defineCall({
  name: 'thirdShareList',
  summary: 'The third parties personal information is shared with, and whether this deployment uses each',
  path: '/user/api/v1/privacy/third-share/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ parties: z.array(ZThirdParty) }),
});

export const ZSignStatus = z.object({
  /** today's Beijing day key 'YYYY-MM-DD' */
  today: z.string(),
  signedToday: z.boolean(),
  /** consecutive days up to today (or yesterday when today is not signed yet) */
  streak: z.number().int(),
  total: z.number().int(),
  /** 'YYYY-MM' and the day keys signed in it */
  month: z.string(),
  days: z.array(z.string()),
});

export const dailySignStatus = defineCall({
  name: 'dailySignStatus',
  summary: 'The learner’s daily check-in: today, streak, total and the signed days of a month',
  path: '/user/api/v1/sign/status',
  auth: 'required',
  request: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  response: ZSignStatus,
});

export const dailySign = defineCall({
  name: 'dailySign',
  summary: 'Check in for today (Beijing day); once per day, a second check-in answers alreadySigned',
  path: '/user/api/v1/sign/today',
  auth: 'required',
  request: z.object({}),
  response: ZSignStatus.extend({ alreadySigned: z.boolean() }),
});
