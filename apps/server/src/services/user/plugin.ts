import type { FastifyInstance } from 'fastify';
import { registerAccountCalls } from './account-calls.ts';
import { registerAgreementCalls } from './agreements.ts';
import { registerClickLog } from './click-log.ts';
import { registerCustomerFeedbackCalls } from './customer-feedback.ts';
import { registerCustomerInfo } from './customer-info.ts';
import { registerLoginCalls } from './login-calls.ts';
import { registerSectionBrowseLog } from './section-browse-log.ts';

/** The user service: identity, accounts, the learner's own data. */
export async function userService(app: FastifyInstance): Promise<void> {
  registerCustomerInfo(app);
  registerClickLog(app);
  registerSectionBrowseLog(app);
  registerLoginCalls(app);
  registerAccountCalls(app);
  registerAgreementCalls(app);
  registerCustomerFeedbackCalls(app);
}
