import { z } from 'zod';
import { ZCourseCard } from './catalogue-shared.ts';
import { defineCall } from './define-call.ts';

/**
 * The member centre (issue 18, item 4: member, memberRights, equity, appH5-vip). A membership is the brand's
 * membership virtual good bought through the orders checkout; while it runs the catalogue gives the member price
 * and opens the member-only courses.
 */

export const ZMemberPlan = z.object({
  goodsId: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  /** days one purchase adds; null = for good */
  validDays: z.number().int().nullable(),
  /** the member price in percent of a course's list price (80 = 8 折); null = no member price */
  coursePricePercent: z.number().int().nullable(),
  benefits: z.array(z.string()),
});

export const memberCenter = defineCall({
  name: 'memberCenter',
  summary:
    'The learner’s membership (running or lapsed), the plan on sale, its rights and the member-only courses',
  path: '/user/api/v1/member/center',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    nickname: z.string(),
    avatarUrl: z.string(),
    isMember: z.boolean(),
    /** when the running membership began (renewals included) */
    since: z.string().nullable(),
    /** when it ends; null while a member = for good */
    expiresAt: z.string().nullable(),
    /** not a member: when the last membership ended, if there was one */
    lapsedAt: z.string().nullable(),
    plan: ZMemberPlan.nullable(),
    rights: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
    memberCourses: z.array(ZCourseCard.extend({ opened: z.boolean() })),
  }),
});
