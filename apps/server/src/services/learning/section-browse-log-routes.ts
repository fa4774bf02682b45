import { reportSectionBrowseLog } from '@course/contracts/learning-browse';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { addSectionStay } from './learn-records.ts';

/** PUT sys/reportSectionBrowseLog: a minute on a section page (stayTime 60000) added to today's total. */
export function registerSectionBrowseLogRoutes(app: FastifyInstance): void {
  registerCall(app, reportSectionBrowseLog, async (ctx) =>
    addSectionStay(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      sectionId: ctx.body.sectionId,
      stayMs: ctx.body.stayTime,
      osName: ctx.body.osName,
      now: ctx.now(),
    }),
  );
}
