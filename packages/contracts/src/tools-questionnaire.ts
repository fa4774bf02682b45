import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * The questionnaire engine (issue 19): health self-test, the chronic-care questionnaire and the calligraphy level
 * test are data (questions, branching, scoring) on the server. The web shows the questions and follows the
 * branches; the server checks the answers along the same branches and computes the report.
 */

const ZOption = z.object({
  id: z.string(),
  text: z.string(),
  /** The question that follows this answer; absent: the next one in the list; 'end': the last answer. */
  next: z.string().optional(),
});

const ZQuestion = z.object({ id: z.string(), text: z.string(), hint: z.string(), options: z.array(ZOption) });

export const questionnaireDetail = defineCall({
  name: 'questionnaireDetail',
  summary: 'One questionnaire: its questions with their branches, and its knowledge cards',
  path: '/course-market/api/v1/tools/questionnaire/detail',
  auth: 'required',
  request: z.object({ code: zText(40) }),
  response: z.object({
    code: z.string(),
    title: z.string(),
    intro: z.string(),
    /** The cautious note every page of it shows (not a medical diagnosis …). */
    disclaimer: z.string(),
    questions: z.array(ZQuestion),
    knowledge: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
});

export const questionnaireSubmit = defineCall({
  name: 'questionnaireSubmit',
  summary: 'Answers to a questionnaire (question id → option id); the server checks the path and scores it',
  path: '/course-market/api/v1/tools/questionnaire/submit',
  auth: 'required',
  request: z.object({
    code: zText(40),
    answers: z.record(zText(20), zText(20)).refine((a) => Object.keys(a).length <= 40, '答案过多'),
  }),
  response: z.object({ id: z.number().int(), shareToken: z.string() }),
});

export const ZQuestionnaireReport = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  /** 0–100, higher is better */
  score: z.number().int(),
  level: z.enum(['good', 'fair', 'attention']),
  levelTitle: z.string(),
  summary: z.string(),
  advice: z.array(z.string()),
  dimensions: z.array(z.object({ key: z.string(), name: z.string(), score: z.number().int() })),
  disclaimer: z.string(),
  shareToken: z.string(),
  /** epoch ms */
  at: z.number().int(),
});

export const questionnaireReport = defineCall({
  name: 'questionnaireReport',
  summary:
    'One of the learner’s reports by id (of that questionnaire when code is given too), or their latest of a questionnaire; 1005 when there is none',
  path: '/course-market/api/v1/tools/questionnaire/report',
  auth: 'required',
  request: z.object({ id: zId().optional(), code: zText(40).optional() }),
  response: ZQuestionnaireReport,
});

export const questionnaireShare = defineCall({
  name: 'questionnaireShare',
  summary: 'A shared report by its share token (what a friend sees: the report and the sharer’s nickname)',
  path: '/course-market/api/v1/tools/questionnaire/share',
  auth: 'optional',
  request: z.object({ shareToken: z.string().regex(/^[0-9a-f]{32}$/, '分享链接无效') }),
  response: ZQuestionnaireReport.extend({ nickname: z.string() }),
});
