import { listByParameter } from '@course/contracts/catalogue-course';
import { categoryList, courseList, getModuleDetails, getTabHome } from '@course/contracts/catalogue-listing';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { brandOf } from './course-cards.ts';
import { categoriesOf, categoryHome, courseListOf, coursesByParameter, moduleOf } from './course-lists.ts';

/** The course lists: search by parameters, categories, a category's home and course list, a module. */
export function registerCourseListRoutes(app: FastifyInstance): void {
  registerCall(app, listByParameter, async (ctx) =>
    coursesByParameter(ctx.db, {
      ...ctx.input,
      brand: brandOf(ctx.body.productCode, app.config.brand),
      now: ctx.now(),
    }),
  );

  registerCall(app, categoryList, async (ctx) =>
    categoriesOf(ctx.db, { ...ctx.input, brand: brandOf(ctx.body.productCode, app.config.brand) }),
  );

  registerCall(app, getTabHome, async (ctx) => categoryHome(ctx.db, { ...ctx.input, now: ctx.now() }));

  registerCall(app, courseList, async (ctx) =>
    courseListOf(ctx.db, {
      ...ctx.input,
      brand: brandOf(ctx.body.productCode, app.config.brand),
      now: ctx.now(),
    }),
  );

  registerCall(app, getModuleDetails, async (ctx) => moduleOf(ctx.db, { ...ctx.input, now: ctx.now() }));
}
