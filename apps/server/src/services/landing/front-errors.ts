import type { frontErrorReport } from '@course/contracts/landing-track';
import { ERROR_REPORT_LEVELS, errorTypeOf, type TErrorReportCode } from '@course/domain/error-report';
import type { AppDb } from '../../db/client.ts';
import { frontErrorReports } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';

/** Saves a front-end error report; the spec's codes carry their own level and type (a client cannot change them). */
export async function saveErrorReport(
  db: AppDb,
  input: CallInput<typeof frontErrorReport> & { customerId: number | null; userAgent: string },
): Promise<number> {
  const knownLevel = ERROR_REPORT_LEVELS[input.errorCode as TErrorReportCode] as number | undefined;
  const [row] = await db
    .insert(frontErrorReports)
    .values({
      customerId: input.customerId,
      errorCode: input.errorCode,
      errorType: knownLevel === undefined ? input.errorType : errorTypeOf(input.errorCode),
      exceptionType: input.exceptionType,
      exceptionPageUrl: input.exceptionPageUrl,
      description: input.description,
      level: knownLevel ?? input.level,
      userAgent: input.userAgent.slice(0, 500),
    })
    .returning({ id: frontErrorReports.id });
  return row!.id;
}
