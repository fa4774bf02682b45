import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';

/** The advertising channel check of the landing funnel. */
/** The advertising channel check of the landing funnel. */
export const checkChannelStatus = defineCall({
  ...LandingCall.checkChannelStatus,
  summary: 'Whether an advertising channel is banned, and where a banned one sends the visitor',
  auth: 'optional',
  request: z.object({ channel: zText(32).min(1), subChannel: zText(32).min(1) }),
  response: z.object({ linkUrl: z.string().nullable() }),
});
