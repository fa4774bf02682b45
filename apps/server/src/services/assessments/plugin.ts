import type { FastifyInstance } from 'fastify';
import { registerAppraisalRoutes } from './appraisal-routes.ts';
import { registerDiscRoutes } from './disc-routes.ts';
import { registerInfoRoutes } from './info-routes.ts';
import { registerPosterRoutes } from './poster-routes.ts';

/** The assessments service (issue 18, item 5): the DISC test, info collection, appraisals, the opening poster. */
export async function assessmentsService(app: FastifyInstance): Promise<void> {
  registerDiscRoutes(app);
  registerInfoRoutes(app);
  registerAppraisalRoutes(app);
  registerPosterRoutes(app);
}
