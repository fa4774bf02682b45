import type { FastifyInstance } from 'fastify';
import { registerCustomerInfo } from './customer-info.ts';
import { registerSectionBrowseLog } from './section-browse-log.ts';

/** The user service: identity, accounts, the learner's own data. */
export async function userService(app: FastifyInstance): Promise<void> {
  registerCustomerInfo(app);
  registerSectionBrowseLog(app);
}
