import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Operator calls of the landing funnel. They are `SIGN:` calls (HMAC with the server-side key): the operator
 * console and server-to-server tools send them, a browser cannot.
 */

export const pageTemplateSave = defineCall({
  name: 'pageTemplateSave',
  summary:
    'Create or change a page template; its componentJson is checked field by field and refused when wrong',
  path: 'SIGN:/putin/api/v1/admin/pageTemplate/save',
  auth: 'none',
  request: z.object({
    id: zId().optional(),
    name: zText(64).min(1),
    brand: z.enum(['nbc', 'jz']),
    courseId: zId().nullable().optional(),
    /** The layout as JSON text (the spec's shape). */
    componentJson: zText(20_000).min(2),
  }),
  response: z.object({ id: z.number(), componentJson: z.string() }),
});

export const ZFunnelRow = z.object({
  addGroupPageId: z.number().nullable(),
  channel: z.string(),
  subChannel: z.string(),
  views: z.number(),
  qrShown: z.number(),
  longPresses: z.number(),
  feedbacks: z.number(),
  signUps: z.number(),
  refusals: z.number(),
  identifyFailures: z.number(),
  mutualExclusions: z.number(),
});

export type TFunnelRow = z.infer<typeof ZFunnelRow>;

export const landingFunnel = defineCall({
  name: 'landingFunnel',
  summary:
    'Funnel figures per page template, channel and sub-channel: views, QR shown, long-presses, feedback, sign-ups, full-enrolment refusals',
  path: 'SIGN:/putin/api/v1/admin/landing/funnel',
  auth: 'none',
  request: z.object({
    /** ISO date-times; the window is [from, to). */
    from: z.iso.datetime({ offset: true }).max(40).optional(),
    to: z.iso.datetime({ offset: true }).max(40).optional(),
    addGroupPageId: zId().optional(),
  }),
  response: z.array(ZFunnelRow),
});
