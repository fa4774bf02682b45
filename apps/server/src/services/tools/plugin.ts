import type { FastifyInstance } from 'fastify';
import { registerContentRoutes } from './content-routes.ts';
import { registerDictionaryRoutes } from './dictionary-routes.ts';
import { registerGhostingRoutes } from './ghosting-routes.ts';
import { registerPianoRoutes } from './piano-routes.ts';
import { registerQuestionnaireRoutes } from './questionnaire-routes.ts';
import { registerShellRoutes } from './shell-routes.ts';

/**
 * The tools service (issue 19): the toolbox and its access rule, the calligraphy dictionary and tracing, the
 * questionnaires, intelligent diagnosis (ghosting), the piano tools, the chronic-disease programme and the content
 * library (video tools, golden sentences, notices, plans, benefits).
 */
export async function toolsService(app: FastifyInstance): Promise<void> {
  registerShellRoutes(app);
  registerDictionaryRoutes(app);
  registerQuestionnaireRoutes(app);
  registerGhostingRoutes(app);
  registerPianoRoutes(app);
  registerContentRoutes(app);
}
