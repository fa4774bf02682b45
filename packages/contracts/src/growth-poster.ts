import { z } from 'zod';
import { defineCall } from './define-call.ts';

/**
 * The learner's invite poster (issue 14): the server answers the invite link and its QR as a PNG data URL; the
 * page draws the poster (background, learner, QR) on a canvas and shows it as one <img>, so a long press saves
 * it and the messaging app recognises the QR.
 */

export const invitePoster = defineCall({
  name: 'invitePoster',
  summary: 'The learner’s invite link and its QR code (PNG data URL) for the share poster',
  path: '/course-market/api/v1/inviteCash/v2/poster',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    inviteUrl: z.string(),
    /** data:image/png;base64,… of the invite link's QR (error correction M). */
    qrDataUrl: z.string(),
    nickname: z.string(),
    avatar: z.string(),
    activityTitle: z.string(),
    registrationRewardCents: z.number().int(),
    firstPurchaseRewardCents: z.number().int(),
  }),
});
