import type { FastifyInstance } from 'fastify';
import { registerCourseCalls } from './course-routes.ts';
import { registerGoodsCalls } from './shop-routes.ts';
import { registerWelfareCalls } from './welfare.ts';

/** The catalogue service: courses, course lists, packages, offers, prices, welfare, teacher contact. */
export async function catalogueService(app: FastifyInstance): Promise<void> {
  registerCourseCalls(app);
  registerWelfareCalls(app);
  registerGoodsCalls(app);
}
