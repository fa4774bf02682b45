import { reportClickLog } from '@course/contracts/landing-tracking';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { saveTracking } from './tracking.ts';

/** sys/reportClickLog: a click with its page, query and tracking fields, kept with the landing's reports. */
export function registerClickLogRoutes(app: FastifyInstance): void {
  registerCall(app, reportClickLog, async ({ input, customer, db }) => ({
    id: await saveTracking(db, 'click_log', customer?.customerId ?? null, input),
  }));
}
