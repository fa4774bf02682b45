import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/** What a message to customer service is about. */
export const FEEDBACK_TYPES = ['course', 'order', 'account', 'suggestion', 'other'] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const ZFeedbackItem = z.object({
  id: z.number(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(['pending', 'replied']),
  reply: z.string().nullable(),
  createdAt: z.number(),
  repliedAt: z.number().nullable(),
});

export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

export const wechatFeedbackSubmit = defineCall({
  name: 'wechatFeedbackSubmit',
  summary: 'Leave a message for customer service (rules in @course/domain/customer-feedback)',
  path: '/user/api/v1/wechatFeedback/submit',
  auth: 'required',
  request: z.object({
    type: z.enum(FEEDBACK_TYPES),
    // bounded here; the 5–500 character rule answers with its own message (feedbackContentError)
    content: z.string().max(2000),
  }),
  response: z.object({ id: zId() }),
});

export const wechatFeedbackList = defineCall({
  name: 'wechatFeedbackList',
  summary: 'The learner’s messages to customer service with the replies, newest first',
  path: '/user/api/v1/wechatFeedback/list',
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZFeedbackItem), total: z.number() }),
});
