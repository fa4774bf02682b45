import type { FastifyInstance } from 'fastify';
import { registerCustomerFeedbackRoutes } from './customer-feedback-routes.ts';
import { registerHelpRoutes } from './help-routes.ts';
import { registerSiteMessageRoutes } from './site-message-routes.ts';

/** The messages service: site messages, customer feedback and the help articles. */
export async function messagesService(app: FastifyInstance): Promise<void> {
  registerSiteMessageRoutes(app);
  registerCustomerFeedbackRoutes(app);
  registerHelpRoutes(app);
}
