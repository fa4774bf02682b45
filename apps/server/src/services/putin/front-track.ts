import { frontErrorReport } from '@course/contracts/putin-track';
import type { FastifyInstance } from 'fastify';
import { frontErrorReports } from '../../db/schema/index.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerFrontTrack(app: FastifyInstance): void {
  registerCall(app, frontErrorReport, async ({ body, customer, request }) => {
    const [row] = await app.deps.database.db
      .insert(frontErrorReports)
      .values({
        customerId: customer?.customerId ?? null,
        errorCode: body.errorCode,
        errorType: body.errorType,
        exceptionType: body.exceptionType,
        exceptionPageUrl: body.exceptionPageUrl,
        description: body.description,
        level: body.level,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      })
      .returning({ id: frontErrorReports.id });
    request.log.warn({ errorCode: body.errorCode, level: body.level }, 'front-end error report');
    return { id: row!.id };
  });
}
