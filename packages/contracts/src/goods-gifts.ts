import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { ZGoodsCard } from './goods-retail.ts';

/** Gifts that come with a course: the learner's gifts and claiming one to an address. */

export const ZGift = z.object({
  giftId: z.number(),
  goods: ZGoodsCard,
  fromOrderNo: z.string(),
  fromTitle: z.string(),
  claimed: z.boolean(),
  claimedOrderNo: z.string().nullable(),
  createdAt: z.string(),
});

export type TGift = z.infer<typeof ZGift>;

export const giftList = defineCall({
  name: 'giftList',
  summary: 'Gifts the learner’s purchases earned (claimed or not)',
  path: '/course/api/v1/gift/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZGift) }),
});

export const giftClaim = defineCall({
  name: 'giftClaim',
  summary: 'Claim a gift to an address: a zero-amount gift order that ships',
  path: '/course/api/v1/gift/claim',
  auth: 'required',
  request: z.object({ giftId: zId(), addressId: zId() }),
  response: z.object({ orderNo: z.string() }),
});
