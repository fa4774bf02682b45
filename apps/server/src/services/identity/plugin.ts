import type { FastifyInstance } from 'fastify';
import { registerAccountCalls } from './account-calls.ts';
import { registerCustomerInfo } from './customer-info.ts';
import { registerLoginCalls } from './login-calls.ts';

/** The identity service: authorization, login, SMS codes, profile, phone binding, account closure. */
export async function identityService(app: FastifyInstance): Promise<void> {
  registerCustomerInfo(app);
  registerLoginCalls(app);
  registerAccountCalls(app);
}
