import { z } from 'zod';
import { invalidParams } from '../../http/app-error.ts';

/**
 * The questionnaire engine: a questionnaire is data (questions, branching, scoring, bands), validated with zod
 * when the server loads it; answers are checked by walking the same branches the page follows; the report is
 * computed here and nowhere else.
 *
 * Scoring: every option carries points (0 … the question's best) and a dimension. Only the questions on the
 * path the answers took count. A dimension's score is its points over the best points its answered questions
 * could give, 0–100; the total is all points over all best points, 0–100. The total's band (the first whose
 * `min` it reaches, bands listed high to low) gives the level, its wording and its advice; each dimension under
 * 60 adds that dimension's own advice.
 *
 * A questionnaire may instead score by weighted dimensions (`scoring: 'weighted'`, every dimension with a
 * `weight`): the total is the weighted mean of the answered dimensions' scores, so a dimension counts for its
 * weight however many questions it has (the newer health self-test uses it).
 */

const ZOptionDef = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,20}$/),
  text: z.string().min(1),
  points: z.number().int().min(0).max(10),
  next: z.string().optional(),
});

const ZQuestionDef = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,20}$/),
  text: z.string().min(1),
  hint: z.string().default(''),
  dimension: z.string(),
  options: z.array(ZOptionDef).min(2),
});

export const ZQuestionnaireDef = z
  .object({
    code: z.string(),
    toolCode: z.string(),
    title: z.string(),
    intro: z.string(),
    disclaimer: z.string(),
    /** 'points': all points over all best points; 'weighted': the weighted mean of the dimension scores. */
    scoring: z.enum(['points', 'weighted']).default('points'),
    dimensions: z
      .array(
        z.object({
          key: z.string(),
          name: z.string(),
          advice: z.string(),
          weight: z.number().int().min(1).max(100).optional(),
        }),
      )
      .min(1),
    questions: z.array(ZQuestionDef).min(1),
    bands: z
      .array(
        z.object({
          min: z.number().int().min(0).max(100),
          level: z.enum(['good', 'fair', 'attention']),
          title: z.string(),
          summary: z.string(),
          advice: z.array(z.string()),
        }),
      )
      .min(1),
    knowledge: z.array(z.object({ title: z.string(), text: z.string() })).default([]),
  })
  .superRefine((q, ctx) => {
    const ids = new Set(q.questions.map((x) => x.id));
    const dims = new Set(q.dimensions.map((d) => d.key));
    if (ids.size !== q.questions.length)
      ctx.addIssue({ code: 'custom', message: `${q.code}: duplicate question id` });
    q.questions.forEach((question, index) => {
      if (!dims.has(question.dimension)) {
        ctx.addIssue({ code: 'custom', message: `${q.code}/${question.id}: unknown dimension` });
      }
      for (const option of question.options) {
        if (option.next === undefined || option.next === 'end') continue;
        const target = q.questions.findIndex((x) => x.id === option.next);
        // branches only jump forward, so every path ends
        if (target <= index) ctx.addIssue({ code: 'custom', message: `${q.code}/${question.id}: bad next` });
      }
    });
    if (q.scoring === 'weighted' && q.dimensions.some((d) => d.weight === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: `${q.code}: weighted scoring needs a weight on every dimension`,
      });
    }
    const mins = q.bands.map((b) => b.min);
    if (mins.at(-1) !== 0 || mins.some((m, i) => i > 0 && m >= (mins[i - 1] as number))) {
      ctx.addIssue({ code: 'custom', message: `${q.code}: bands must go from high to low and end at 0` });
    }
  });

export type QuestionnaireDef = z.output<typeof ZQuestionnaireDef>;
export type QuestionnaireLevel = QuestionnaireDef['bands'][number]['level'];

export type ComputedReport = {
  score: number;
  level: QuestionnaireLevel;
  levelTitle: string;
  summary: string;
  advice: string[];
  dimensions: { key: string; name: string; score: number }[];
};

/** The questions the answers walk through, in order; 1001 when an answer is missing, unknown or off the path. */
export function answeredPath(def: QuestionnaireDef, answers: Readonly<Record<string, string>>) {
  const path: {
    question: QuestionnaireDef['questions'][number];
    option: QuestionnaireDef['questions'][number]['options'][number];
  }[] = [];
  let index = 0;
  while (index < def.questions.length) {
    const question = def.questions[index] as QuestionnaireDef['questions'][number];
    const optionId = answers[question.id];
    if (optionId === undefined) throw invalidParams(`请回答“${question.text}”`);
    const option = question.options.find((o) => o.id === optionId);
    if (!option) throw invalidParams(`“${question.text}”的答案无效`);
    path.push({ question, option });
    if (option.next === 'end') break;
    index = option.next === undefined ? index + 1 : def.questions.findIndex((q) => q.id === option.next);
  }
  const visited = new Set(path.map((p) => p.question.id));
  const stray = Object.keys(answers).find((id) => !visited.has(id));
  if (stray !== undefined) throw invalidParams(`答案中有不在本问卷路径上的题目：${stray}`);
  return path;
}

const percent = (points: number, best: number) => (best === 0 ? 100 : Math.round((100 * points) / best));

export function computeReport(
  def: QuestionnaireDef,
  answers: Readonly<Record<string, string>>,
): ComputedReport {
  const path = answeredPath(def, answers);
  const sums = new Map<string, { points: number; best: number }>();
  let points = 0;
  let best = 0;
  for (const { question, option } of path) {
    const top = Math.max(...question.options.map((o) => o.points));
    const dim = sums.get(question.dimension) ?? { points: 0, best: 0 };
    dim.points += option.points;
    dim.best += top;
    sums.set(question.dimension, dim);
    points += option.points;
    best += top;
  }
  const answeredDims = def.dimensions.filter((d) => sums.has(d.key));
  const dimScore = (key: string) => {
    const s = sums.get(key) as { points: number; best: number };
    return percent(s.points, s.best);
  };
  const weights = answeredDims.reduce((n, d) => n + (d.weight ?? 1), 0);
  const score =
    def.scoring === 'weighted'
      ? Math.round(answeredDims.reduce((n, d) => n + (d.weight ?? 1) * dimScore(d.key), 0) / weights)
      : percent(points, best);
  const band =
    def.bands.find((b) => score >= b.min) ?? (def.bands.at(-1) as QuestionnaireDef['bands'][number]);
  const dimensions = answeredDims.map((d) => ({
    key: d.key,
    name: d.name,
    score: dimScore(d.key),
    advice: d.advice,
  }));
  return {
    score,
    level: band.level,
    levelTitle: band.title,
    summary: band.summary,
    advice: [...band.advice, ...dimensions.filter((d) => d.score < 60).map((d) => d.advice)],
    dimensions: dimensions.map(({ key, name, score: s }) => ({ key, name, score: s })),
  };
}
