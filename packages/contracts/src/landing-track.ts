import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';

/** Front-end error reports (the spec's frontErrorReport), sent by any page of the app. */
/** Front-end error reports (the spec's frontErrorReport), sent by any page of the app. */
export const ZErrorReport = z.object({
  errorCode: z.number().int().min(10000).max(99999),
  errorType: z.number().int().min(1).max(9),
  exceptionType: z.number().int().min(0).max(9),
  exceptionPageUrl: zText(2000),
  description: zText(4000),
  level: z.number().int().min(1).max(5),
});

export const frontErrorReport = defineCall({
  ...LandingCall.errorReport,
  summary: 'Front-end error report (codes 12000–12003, 32000, 32001)',
  auth: 'optional',
  request: ZErrorReport,
  response: z.object({ id: z.number() }),
});
