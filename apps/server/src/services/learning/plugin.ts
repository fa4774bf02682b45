import type { FastifyInstance } from 'fastify';
import { registerExtraCalls } from './extra-calls.ts';
import { registerLearningCalls } from './learning-calls.ts';
import { registerOwnedCourseRoutes } from './owned-course-routes.ts';
import { registerSectionBrowseLog } from './section-browse-log.ts';
import { registerSectionRoutes } from './section-routes.ts';

/** The learning service: studying a bought course (sections, progress, notes, homework, exams, certificates…). */
export async function learningService(app: FastifyInstance): Promise<void> {
  registerSectionRoutes(app);
  registerOwnedCourseRoutes(app);
  registerSectionBrowseLog(app);
  registerLearningCalls(app);
  registerExtraCalls(app);
}
