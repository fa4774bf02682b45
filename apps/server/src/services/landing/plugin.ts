import type { FastifyInstance } from 'fastify';
import { registerBlackUser } from './black-user.ts';
import { registerChannelStatus } from './channel-status.ts';
import { registerClickLog } from './click-log.ts';
import { registerComplaints } from './complaints.ts';
import { registerConfigure } from './configure.ts';
import { registerLandingEvents } from './events.ts';
import { registerFrontTrack } from './front-track.ts';
import { registerGroupFeedback } from './group-feedback.ts';
import { registerLandingCall } from './landing-call.ts';
import { registerLiveCalls } from './live.ts';
import { registerPageTemplates } from './page-templates.ts';
import { registerTracking } from './tracking.ts';

/** The landing service: the group-QR funnel (landing pages, putin calls, channels, templates), complaints, group feedback, tracking. */
export async function landingService(app: FastifyInstance): Promise<void> {
  registerGroupFeedback(app);
  registerFrontTrack(app);
  registerChannelStatus(app);
  registerConfigure(app);
  // the group-QR funnel
  registerPageTemplates(app);
  registerLiveCalls(app);
  registerLandingCall(app);
  registerLandingEvents(app);
  registerTracking(app);
  registerClickLog(app);
  registerComplaints(app);
  registerBlackUser(app);
}
