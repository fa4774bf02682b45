import type { FastifyInstance } from 'fastify';
import { registerBuyInfoRoutes } from './buy-info-routes.ts';
import { registerCourseListRoutes } from './course-list-routes.ts';
import { registerCourseRoutes } from './course-routes.ts';
import { registerPackageRoutes } from './package-routes.ts';
import { registerTeacherContactRoutes } from './teacher-contact-routes.ts';
import { registerWelfareRoutes } from './welfare-routes.ts';

/** The catalogue service: courses, course lists, packages, offers, prices, welfare, teacher contact. */
export async function catalogueService(app: FastifyInstance): Promise<void> {
  registerCourseRoutes(app);
  registerCourseListRoutes(app);
  registerPackageRoutes(app);
  registerTeacherContactRoutes(app);
  registerBuyInfoRoutes(app);
  registerWelfareRoutes(app);
}
