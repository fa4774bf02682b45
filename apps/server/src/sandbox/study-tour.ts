import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { signInByCode } from '../services/study-tour/sign-in.ts';

/**
 * The staff side of study-tour sign-in until the console has it (never in production):
 * `POST /sandbox/api/study-tour/sign-in` with `{ code }` (what the learner's QR carries) signs the booking in
 * once; a second scan answers 1009 该报名已签到.
 */
export function registerSandboxStudyTour(app: FastifyInstance): void {
  app.post<{ Body: { code?: unknown } }>('/sandbox/api/study-tour/sign-in', async (request) => {
    const code = typeof request.body?.code === 'string' ? request.body.code.slice(0, 200) : '';
    try {
      const data = await signInByCode(app.deps.database.db, code, new Date(app.deps.now()));
      return { code: 0, msg: 'success', data };
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, msg: error.message, data: null };
      throw error;
    }
  });
}
