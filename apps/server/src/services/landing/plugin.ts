import type { FastifyInstance } from 'fastify';
import { registerBlackUserRoutes } from './black-user-routes.ts';
import { registerChannelStatusRoutes } from './channel-status-routes.ts';
import { registerClickLogRoutes } from './click-log-routes.ts';
import { registerComplaintRoutes } from './complaint-routes.ts';
import { registerConfigureRoutes } from './configure-routes.ts';
import { registerEventRoutes } from './event-routes.ts';
import { registerFrontTrackRoutes } from './front-track-routes.ts';
import { registerGroupFeedbackRoutes } from './group-feedback-routes.ts';
import { registerLandingRoutes } from './landing-routes.ts';
import { registerLiveRoutes } from './live-routes.ts';
import { registerPageTemplateRoutes } from './page-template-routes.ts';
import { registerTrackingRoutes } from './tracking-routes.ts';

/**
 * The landing service: the group-QR funnel (landing pages, putin calls, channels, page templates), complaints,
 * group feedback and tracking.
 */
export async function landingService(app: FastifyInstance): Promise<void> {
  registerGroupFeedbackRoutes(app);
  registerFrontTrackRoutes(app);
  registerChannelStatusRoutes(app);
  registerConfigureRoutes(app);
  // the group-QR funnel
  registerPageTemplateRoutes(app);
  registerLiveRoutes(app);
  registerLandingRoutes(app);
  registerEventRoutes(app);
  registerTrackingRoutes(app);
  registerClickLogRoutes(app);
  registerComplaintRoutes(app);
  registerBlackUserRoutes(app);
}
