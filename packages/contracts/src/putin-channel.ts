import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

export const checkChannelStatus = defineCall({
  name: 'checkChannelStatus',
  summary: 'Whether an advertising channel is banned, and where a banned one sends the visitor',
  path: '/putin/api/v1/PutInChannelStatus/checkChannelStatus',
  auth: 'optional',
  request: z.object({ channel: zText(32).min(1), subChannel: zText(32).min(1) }),
  response: z.object({ linkUrl: z.string().nullable() }),
});
