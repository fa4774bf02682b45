import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { zOrderNo } from './orders-checkout.ts';
import { ZPage } from './orders-user.ts';

/** Reviews of goods: the list on a goods page, what the learner may review, and writing one. */

export const goodsReviews = defineCall({
  name: 'goodsReviews',
  summary: 'Reviews of a good, newest first',
  path: '/course/api/v1/retail/reviews',
  auth: 'optional',
  request: ZPage.extend({ goodsId: zId() }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        /** Masked: the first character and two stars. */
        nickname: z.string(),
        rating: z.number(),
        content: z.string(),
        images: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
    total: z.number(),
    hasMore: z.boolean(),
  }),
});

/** A picture already on our site (the uploads folder): a review's pictures may only point there. */
export const zUploadPath = () =>
  z
    .string()
    .max(300)
    .regex(/^\/uploads\/(?!.*\.\.)[\w\-./]+$/, '图片地址无效');

export const REVIEW_CONTENT_MIN = 5;

export const REVIEW_CONTENT_MAX = 500;

export const REVIEW_IMAGES_MAX = 3;

export const goodsReviewPending = defineCall({
  name: 'goodsReviewPending',
  summary: 'The learner’s received orders of a good that have no review yet',
  path: '/course/api/v1/retail/review/pending',
  auth: 'required',
  request: z.object({ goodsId: zId() }),
  response: z.object({
    list: z.array(
      z.object({
        orderNo: z.string(),
        title: z.string(),
        coverUrl: z.string(),
        quantity: z.number(),
        receivedAt: z.string().nullable(),
      }),
    ),
  }),
});

export const goodsReviewCreate = defineCall({
  name: 'goodsReviewCreate',
  summary: 'Review a received goods order (one review per order)',
  path: '/course/api/v1/retail/review/create',
  auth: 'required',
  request: z.object({
    orderNo: zOrderNo(),
    rating: z.number().int().min(1, '请选择评分').max(5, '请选择评分'),
    content: z
      .string()
      .trim()
      .min(REVIEW_CONTENT_MIN, '评价内容至少5个字')
      .max(REVIEW_CONTENT_MAX, '评价内容最多500个字'),
    images: z.array(zUploadPath()).max(REVIEW_IMAGES_MAX, '最多上传3张图片').default([]),
  }),
  response: z.object({ reviewId: z.number(), goodsId: z.number() }),
});
