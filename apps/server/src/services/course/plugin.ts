import type { FastifyInstance } from 'fastify';
import { registerCampCalls } from './camp.ts';
import { registerCourseCalls } from './course-calls.ts';
import { registerExtraCalls } from './extra-calls.ts';
import { registerGoodsCalls } from './goods-calls.ts';
import { registerLearningCalls } from './learning-calls.ts';
import { registerWelfareCalls } from './welfare.ts';

/** The course service (/course/api/v1/): catalogue, goods, learning, camps. */
export async function courseService(app: FastifyInstance): Promise<void> {
  registerCourseCalls(app);
  registerWelfareCalls(app);
  registerGoodsCalls(app);
  registerLearningCalls(app);
  registerExtraCalls(app);
  registerCampCalls(app);
}
