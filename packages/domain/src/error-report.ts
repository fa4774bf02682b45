/**
 * Front-end error reports (POST /putin/api/v1/frontTrack/errorReport).
 * errorType is the first digit of the code (1 authorization and landing, 3 order and sign-up);
 * exceptionType is always 2 (front end); level 1 is the more serious.
 */

export const ErrorReportCode = {
  /** Clearing the token failed on forced authorization. */
  clearTokenOnForcedAuth: 12000,
  /** Fell back to the normal sign-up page. */
  fallbackToSignupPage: 12001,
  /** Fell back to showing an official-account QR code (learn number is the default value). */
  fallbackOfficialAccountQr: 12002,
  /** Logic error in the new super-fan flow. */
  superFanFlowError: 12003,
  /** Creating the payment order failed. */
  paymentOrderCreation: 32000,
  /** Sign-up failed. */
  signupError: 32001,
} as const;

export type TErrorReportCode = (typeof ErrorReportCode)[keyof typeof ErrorReportCode];
export type ErrorReportLevel = 1 | 2;

export const ERROR_REPORT_LEVELS: Readonly<Record<TErrorReportCode, ErrorReportLevel>> = {
  12000: 1,
  12001: 2,
  12002: 2,
  12003: 2,
  32000: 1,
  32001: 2,
};

export const ERROR_REPORT_DESCRIPTIONS: Readonly<Record<TErrorReportCode, string>> = {
  12000: 'clear-token error on forced authorization',
  12001: 'fallback to normal signup page',
  12002: 'fallback showing an official-account QR',
  12003: 'new super-fan flow logic error',
  32000: 'payment order creation error',
  32001: 'signup error',
};

export const FRONT_END_EXCEPTION_TYPE = 2;

export type ErrorReport = {
  errorCode: number;
  errorType: number;
  exceptionType: typeof FRONT_END_EXCEPTION_TYPE;
  exceptionPageUrl: string;
  description: string;
  level: ErrorReportLevel;
};

/** First digit of the code (12000 → 1, 32001 → 3). */
export function errorTypeOf(code: number): number {
  const digits = String(Math.abs(Math.trunc(code)));
  return Number(digits[0]);
}

export type BuildErrorReportInput = {
  code: TErrorReportCode;
  pageUrl: string;
  /** Detail to send; the code's own description when absent. */
  description?: string | null;
};

export function buildErrorReport({ code, pageUrl, description }: BuildErrorReportInput): ErrorReport {
  return {
    errorCode: code,
    errorType: errorTypeOf(code),
    exceptionType: FRONT_END_EXCEPTION_TYPE,
    exceptionPageUrl: pageUrl,
    description: description || ERROR_REPORT_DESCRIPTIONS[code],
    level: ERROR_REPORT_LEVELS[code],
  };
}
