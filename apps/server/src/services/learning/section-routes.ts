import { getSectionData, pageSectionData, reportLearnRecord } from '@course/contracts/learning-section';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf } from '../catalogue/course-cards.ts';
import { reportLearnRecord as report } from './learn-records.ts';
import { searchSections, sectionPage } from './section-pages.ts';

/** A section page, the section search, and learn reports. */
export function registerSectionRoutes(app: FastifyInstance): void {
  registerCall(app, getSectionData, async (ctx) =>
    sectionPage(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null, now: ctx.now() }),
  );

  registerCall(app, pageSectionData, async (ctx) =>
    searchSections(ctx.db, {
      ...ctx.input,
      customerId: ctx.customer?.customerId ?? null,
      brand: brandOf(ctx.body.productCode, app.config.brand),
      now: ctx.now(),
    }),
  );

  registerCall(app, reportLearnRecord, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const { osName: _os, ...reportFields } = ctx.input;
    return report(ctx.db, {
      customerId,
      report: reportFields,
      now: ctx.now(),
      onHookError: (hook, error) =>
        ctx.request.log.warn({ err: error, hook }, 'a section-learned hook failed'),
    });
  });
}
