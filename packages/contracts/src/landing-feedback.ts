import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';

/** The 'cannot join group' feedback form of the group-QR landing page. */

export const ZFeedbackReason = z.object({ id: z.string(), desc: z.string() });

export type TFeedbackReason = z.infer<typeof ZFeedbackReason>;

export const groupNotJoinReasons = defineCall({
  ...LandingCall.feedbackReasons,
  summary: 'Reasons a visitor can give for not being able to join the class group',
  auth: 'optional',
  request: z.object({}),
  response: z.array(ZFeedbackReason),
});

export const groupNotJoinSave = defineCall({
  ...LandingCall.feedbackSave,
  summary: 'Save a cannot-join-group feedback',
  auth: 'optional',
  request: z.object({
    feedbackCode: zText(64).min(1),
    groupId: zText(64).optional(),
    mobile: zText(20).optional(),
    // The landing it came from, for the funnel figures (optional: the spec's payload is the three above).
    groupCodePage: zText(64).optional(),
    addGroupPageId: zId().optional(),
    channel: zText(32).optional(),
    subChannel: zText(32).optional(),
  }),
  response: z.object({ id: z.number() }),
});
