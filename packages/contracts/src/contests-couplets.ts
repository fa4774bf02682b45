import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/**
 * Spring couplets (新春写春联, issue 16): the activity, its first lines (上联), a learner's couplet (the second
 * line they write, drawn by the server as one PNG so a long-press saves it inside WeChat), their couplets, and
 * sharing (counted once per learner and Beijing day). The spec names the six calls under
 * `/course-market/api/v1/activity/springFestival/` and shows no payloads: the shapes are ours.
 */

const BASE = '/course-market/api/v1/activity/springFestival';

export const ZCouplet = z.object({
  coupletId: z.number().int(),
  firstLine: z.string(),
  secondLine: z.string(),
  /** 横批. */
  banner: z.string(),
  /** The drawn couplet (PNG). */
  imageUrl: z.string(),
  createdAt: z.number(),
});
export type Couplet = z.infer<typeof ZCouplet>;

export const getCoupletActivityInfo = defineCall({
  name: 'springFestival/getActivityInfo',
  summary:
    'The couplet activity: dates, state, rules, the daily limit and (signed in) what the learner did today',
  path: `${BASE}/getActivityInfo`,
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    title: z.string(),
    subtitle: z.string(),
    rules: z.array(z.string()),
    startsAt: z.number(),
    endsAt: z.number(),
    state: z.enum(['upcoming', 'open', 'closed']),
    perDay: z.number().int(),
    madeToday: z.number().int().nullable(),
    madeTotal: z.number().int().nullable(),
    sharedToday: z.boolean().nullable(),
    serverNow: z.number(),
  }),
});

export const listFirstCouplet = defineCall({
  name: 'springFestival/listFirstCouplet',
  summary: 'The first lines (上联) a learner may answer, with their banners',
  path: `${BASE}/listFirstCouplet`,
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({ id: z.number().int(), firstLine: z.string(), banner: z.string(), length: z.number().int() }),
    ),
  }),
});

export const submitCouplet = defineCall({
  name: 'springFestival/submit',
  summary:
    'Writes the second line: Chinese only, as long as the first line, no banned words (2402); 2404 over the daily limit',
  path: `${BASE}/submit`,
  auth: 'required',
  request: z.object({ firstLineId: zId(), secondLine: z.string().max(40) }),
  response: ZCouplet,
});

export const getCoupletResult = defineCall({
  name: 'springFestival/getResult',
  summary: 'One of the learner’s couplets with its image',
  path: `${BASE}/getResult`,
  auth: 'required',
  request: z.object({ coupletId: zId() }),
  response: ZCouplet,
});

export const coupletRecords = defineCall({
  name: 'springFestival/records',
  summary: 'The learner’s couplets, newest first, paged',
  path: `${BASE}/records`,
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(1000),
    pageSize: z.number().int().min(1).max(50),
  }),
  response: z.object({ list: z.array(ZCouplet), total: z.number().int() }),
});

export const shareCouplet = defineCall({
  name: 'springFestival/share',
  summary: 'Records a share; counted once per learner and Beijing day (counted false on a repeat)',
  path: `${BASE}/share`,
  auth: 'required',
  request: z.object({ coupletId: zId().optional() }),
  response: z.object({ counted: z.boolean(), sharedDays: z.number().int() }),
});

export const COUPLET_CALLS = [
  getCoupletActivityInfo,
  listFirstCouplet,
  submitCouplet,
  getCoupletResult,
  coupletRecords,
  shareCouplet,
] as const;
