import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { registerCertificateRoutes } from './certificate-routes.ts';
import { registerClockInRoutes } from './clock-in-routes.ts';
import { registerCommentRoutes } from './comment-routes.ts';
import { registerExamRoutes } from './exam-routes.ts';
import { registerHomeworkRoutes } from './homework-routes.ts';
import { registerLearnCentreRoutes } from './learn-centre-routes.ts';
import { registerLiveRoutes } from './live-routes.ts';
import { registerNoteRoutes } from './note-routes.ts';
import { registerOwnedCourseRoutes } from './owned-course-routes.ts';
import { registerQuestionRoutes } from './question-routes.ts';
import { registerSectionBrowseLogRoutes } from './section-browse-log-routes.ts';
import { registerSectionRoutes } from './section-routes.ts';
import { registerStudyPlanRoutes } from './study-plan-routes.ts';
import { registerVoiceCommentRoutes } from './voice-comment-routes.ts';

/** The learning service: studying a bought course (sections, progress, notes, homework, exams, certificates, comments and voice comments…). */
export async function learningService(app: FastifyInstance): Promise<void> {
  registerSectionRoutes(app);
  registerOwnedCourseRoutes(app);
  registerSectionBrowseLogRoutes(app);
  registerLearnCentreRoutes(app);
  registerNoteRoutes(app);
  registerExamRoutes(app);
  registerCertificateRoutes(app);
  registerClockInRoutes(app);
  registerHomeworkRoutes(app);
  registerQuestionRoutes(app);
  registerLiveRoutes(app);
  registerStudyPlanRoutes(app);
  registerCommentRoutes(app);
  registerVoiceCommentRoutes(app, createUploadStore(app.config));
}
