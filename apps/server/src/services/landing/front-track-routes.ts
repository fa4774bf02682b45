import { frontErrorReport } from '@course/contracts/putin-track';
import { ERROR_REPORT_LEVELS, errorTypeOf, type TErrorReportCode } from '@course/domain/error-report';
import type { FastifyInstance } from 'fastify';
import { frontErrorReports } from '../../db/schema/index.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerFrontTrackRoutes(app: FastifyInstance): void {
  registerCall(app, frontErrorReport, async ({ body, customer, request, db }) => {
    // The spec's codes carry their own level and type; a client cannot raise or lower them.
    const knownLevel = ERROR_REPORT_LEVELS[body.errorCode as TErrorReportCode] as number | undefined;
    const [row] = await db
      .insert(frontErrorReports)
      .values({
        customerId: customer?.customerId ?? null,
        errorCode: body.errorCode,
        errorType: knownLevel === undefined ? body.errorType : errorTypeOf(body.errorCode),
        exceptionType: body.exceptionType,
        exceptionPageUrl: body.exceptionPageUrl,
        description: body.description,
        level: knownLevel ?? body.level,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      })
      .returning({ id: frontErrorReports.id });
    request.log.warn({ errorCode: body.errorCode, level: body.level }, 'front-end error report');
    return { id: row!.id };
  });
}
