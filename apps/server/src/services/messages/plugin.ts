import type { FastifyInstance } from 'fastify';
import { registerCustomerFeedbackCalls } from './customer-feedback.ts';
import { registerSiteMessageRoutes } from './site-message-routes.ts';

/** The messages service: site messages and customer feedback. */
export async function messagesService(app: FastifyInstance): Promise<void> {
  registerSiteMessageRoutes(app);
  registerCustomerFeedbackCalls(app);
}
