import { checkChannelStatus } from '@course/contracts/landing-channel';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { channelLinkUrl } from './channel-status.ts';

export function registerChannelStatusRoutes(app: FastifyInstance): void {
  registerCall(app, checkChannelStatus, async ({ body, db }) => ({
    linkUrl: await channelLinkUrl(db, body.channel, body.subChannel, app.deps.kv),
  }));
}
