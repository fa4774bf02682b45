import type { FastifyInstance } from 'fastify';
import { registerBlackUser } from './black-user.ts';
import { registerChannelStatus } from './channel-status.ts';
import { registerConfigure } from './configure.ts';
import { registerFrontTrack } from './front-track.ts';
import { registerGroupFeedback } from './group-feedback.ts';
import { registerComplaints } from './landing/complaints.ts';
import { registerLandingEvents } from './landing/events.ts';
import { registerLandingCall } from './landing/landing-call.ts';
import { registerLiveCalls } from './landing/live.ts';
import { registerPageTemplates } from './landing/page-templates.ts';
import { registerTracking } from './landing/tracking.ts';

/** The putin service: advertising channels, landing funnel, tracking. */
export async function putinService(app: FastifyInstance): Promise<void> {
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
  registerComplaints(app);
  registerBlackUser(app);
}
