import type { FastifyInstance } from 'fastify';
import { registerClickLog } from './click-log.ts';
import { registerCustomerInfo } from './customer-info.ts';

/** The user service: identity, accounts, the learner's own data. */
export async function userService(app: FastifyInstance): Promise<void> {
  registerCustomerInfo(app);
  registerClickLog(app);
}
