import type { FastifyInstance } from 'fastify';
import { registerAppraisalRoutes } from './appraisal-routes.ts';
import { registerDiscRoutes } from './disc-routes.ts';
import { registerInfoRoutes } from './info-routes.ts';

/** The assessments service (issue 18, item 5): the DISC test, info collection, appraisals. */
export async function assessmentsService(app: FastifyInstance): Promise<void> {
  registerDiscRoutes(app);
  registerInfoRoutes(app);
  registerAppraisalRoutes(app);
}
