import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/** The 'cannot join group' feedback form of the group-QR landing page. */

export const ZFeedbackReason = z.object({ id: z.string(), desc: z.string() });
export type TFeedbackReason = z.infer<typeof ZFeedbackReason>;

export const groupNotJoinReasons = defineCall({
  name: 'groupNotJoinReasons',
  summary: 'Reasons a visitor can give for not being able to join the class group',
  path: '/putin/api/v1/wechatFeedback/groupNotJoin/reasons',
  auth: 'optional',
  request: z.object({}),
  response: z.array(ZFeedbackReason),
});

export const groupNotJoinSave = defineCall({
  name: 'groupNotJoinSave',
  summary: 'Save a cannot-join-group feedback',
  path: '/putin/api/v1/wechatFeedback/groupNotJoin/save',
  auth: 'optional',
  request: z.object({
    feedbackCode: zText(64).min(1),
    groupId: zText(64).optional(),
    mobile: zText(20).optional(),
  }),
  response: z.object({ id: z.number() }),
});
