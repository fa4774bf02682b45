import { admissionInfo, learnCalendar, learnCentreTab, studyReport } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { admissionOf, learnCalendarOf, learnCentreTabOf, studyReportOf } from './learn-centre.ts';

/** The learning centre's calls: the tabs, the calendar, the study report and the admission notice. */
export function registerLearnCentreRoutes(app: FastifyInstance): void {
  registerCall(app, learnCentreTab, async (ctx) =>
    learnCentreTabOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, learnCalendar, async (ctx) =>
    learnCalendarOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, studyReport, async (ctx) =>
    studyReportOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, admissionInfo, async (ctx) =>
    admissionOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
