import { frontErrorReport } from '@course/contracts/landing-track';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { saveErrorReport } from './front-errors.ts';

/** frontErrorReport: a front-end error, kept and logged. */
export function registerFrontTrackRoutes(app: FastifyInstance): void {
  registerCall(app, frontErrorReport, async ({ input, customer, request, db }) => {
    const id = await saveErrorReport(db, {
      ...input,
      customerId: customer?.customerId ?? null,
      userAgent: request.headers['user-agent'] ?? '',
    });
    request.log.warn({ errorCode: input.errorCode, level: input.level }, 'front-end error report');
    return { id };
  });
}
