import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** Self-help articles of customer service (issue 18): lessonHelp and the common questions of issue. */

export const ZHelpArticle = z.object({
  id: z.number(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});

export const helpArticles = defineCall({
  name: 'helpArticles',
  summary: 'The help articles of one page (lessonHelp, issue), grouped by category in order',
  path: '/user/api/v1/help/articles',
  auth: 'none',
  request: z.object({ topic: z.enum(['lessonHelp', 'issue']) }),
  response: z.object({ list: z.array(ZHelpArticle) }),
});
