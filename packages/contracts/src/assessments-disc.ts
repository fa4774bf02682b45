import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * The DISC personality test (issue 18, item 5) on the user service: the questions (GET disc questions), the
 * submission (submitDiscQuestion) and the learner's result. Scoring: `@course/domain/disc`.
 */

const ZFactor = z.enum(['D', 'I', 'S', 'C']);
const ZFactorScores = z.object({ D: z.number(), I: z.number(), S: z.number(), C: z.number() });

export const discQuestions = defineCall({
  name: 'discQuestions',
  summary:
    'The DISC groups: four adjectives each (ids and words, never their factor), and the latest result id',
  method: 'GET',
  path: '/user/api/v1/disc/questions',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    groups: z.array(
      z.object({ id: z.string(), words: z.array(z.object({ id: z.string(), word: z.string() })) }),
    ),
    /** The learner's latest result, to offer "view last result" on the intro page. */
    latestResultId: z.number().int().nullable(),
    disclaimer: z.string(),
  }),
});

export const submitDiscQuestion = defineCall({
  name: 'submitDiscQuestion',
  summary:
    'One DISC attempt (a UUID the client made when the test started): scored and saved once per attempt',
  path: '/user/api/v1/disc/submitDiscQuestion',
  auth: 'required',
  request: z.object({
    attemptId: z.uuid().max(36),
    answers: z
      .array(z.object({ groupId: zText(10), most: zText(10), least: zText(10) }).strict())
      .min(1)
      .max(40),
  }),
  response: z.object({ resultId: z.number().int() }),
});

export const ZDiscResult = z.object({
  id: z.number().int(),
  scores: ZFactorScores,
  most: ZFactorScores,
  least: ZFactorScores,
  /** 0–100 bar length of each score (−groups … +groups) */
  percents: ZFactorScores,
  groupCount: z.number().int(),
  primary: ZFactor,
  secondary: ZFactor.nullable(),
  styles: z.array(
    z.object({
      factor: ZFactor,
      name: z.string(),
      tagline: z.string(),
      description: z.string(),
      strengths: z.array(z.string()),
      watchOuts: z.array(z.string()),
      studyTips: z.array(z.string()),
    }),
  ),
  disclaimer: z.string(),
  createdAt: z.string(),
  /** How many times the learner took the test */
  attemptCount: z.number().int(),
});

export const discResult = defineCall({
  name: 'discResult',
  summary: 'A DISC result of the learner (by id, or the latest): scores, dominant style and its description',
  path: '/user/api/v1/disc/result',
  auth: 'required',
  request: z.object({ id: zId().optional() }),
  response: ZDiscResult,
});
