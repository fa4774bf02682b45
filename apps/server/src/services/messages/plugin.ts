import type { FastifyInstance } from 'fastify';
import { registerCustomerFeedbackRoutes } from './customer-feedback-routes.ts';
import { registerSiteMessageRoutes } from './site-message-routes.ts';

/** The messages service: site messages and customer feedback. */
export async function messagesService(app: FastifyInstance): Promise<void> {
  registerSiteMessageRoutes(app);
  registerCustomerFeedbackRoutes(app);
}
