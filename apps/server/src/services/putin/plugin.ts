import type { FastifyInstance } from 'fastify';
import { registerBlackUser } from './black-user.ts';
import { registerChannelStatus } from './channel-status.ts';
import { registerConfigure } from './configure.ts';
import { registerFrontTrack } from './front-track.ts';
import { registerGroupFeedback } from './group-feedback.ts';

/** The putin service: advertising channels, landing funnel, tracking. */
export async function putinService(app: FastifyInstance): Promise<void> {
  registerGroupFeedback(app);
  registerFrontTrack(app);
  registerChannelStatus(app);
  registerConfigure(app);
  registerBlackUser(app);
}
