import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account-routes.ts';
import { registerCustomerInfoRoutes } from './customer-info-routes.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { registerPrivacyRoutes } from './privacy-routes.ts';

/** The identity service: authorization, login, SMS codes, profile, phone binding, account closure, the privacy lists and the daily check-in. */
export async function identityService(app: FastifyInstance): Promise<void> {
  registerCustomerInfoRoutes(app);
  registerLoginRoutes(app);
  registerAccountRoutes(app);
  registerMemberRoutes(app);
  registerPrivacyRoutes(app);
}
