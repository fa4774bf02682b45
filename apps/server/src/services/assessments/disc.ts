import type { discResult, submitDiscQuestion } from '@course/contracts/assessments-disc';
import {
  DISC_DISCLAIMER,
  DISC_FACTORS,
  DISC_STYLES,
  DiscAnswerError,
  type DiscFactor,
  discPercent,
  scoreDisc,
} from '@course/domain/disc';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { discResults } from '../../db/schema/index.ts';
import { invalidParams, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { DISC_GROUPS } from './disc-questions.ts';

/** The DISC test: questions without factors, one saved result per attempt, the result with its description. */

export async function discQuestionsOf(db: AppDb, customerId: number) {
  const [latest] = await db
    .select({ id: discResults.id })
    .from(discResults)
    .where(eq(discResults.customerId, customerId))
    .orderBy(desc(discResults.id))
    .limit(1);
  return {
    groups: DISC_GROUPS.map((g) => ({ id: g.id, words: g.words.map((w) => ({ id: w.id, word: w.word })) })),
    latestResultId: latest?.id ?? null,
    disclaimer: DISC_DISCLAIMER,
  };
}

/**
 * Scores and saves an attempt. The same attempt submitted again (a double tap, a retry after a lost answer)
 * returns the first result: insert … on conflict do nothing, then read the row of (customer, attempt).
 */
export async function submitDisc(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof submitDiscQuestion>,
): Promise<{ resultId: number }> {
  let score: ReturnType<typeof scoreDisc>;
  try {
    score = scoreDisc(DISC_GROUPS, input.answers);
  } catch (error) {
    if (error instanceof DiscAnswerError) throw invalidParams(error.message);
    throw error;
  }
  await db
    .insert(discResults)
    .values({
      customerId,
      attemptId: input.attemptId,
      answers: input.answers,
      scoreD: score.scores.D,
      scoreI: score.scores.I,
      scoreS: score.scores.S,
      scoreC: score.scores.C,
      primaryFactor: score.primary,
      secondaryFactor: score.secondary,
      groupCount: DISC_GROUPS.length,
    })
    .onConflictDoNothing({ target: [discResults.customerId, discResults.attemptId] });
  const [row] = await db
    .select({ id: discResults.id })
    .from(discResults)
    .where(and(eq(discResults.customerId, customerId), eq(discResults.attemptId, input.attemptId)));
  return { resultId: row!.id };
}

export async function discResultOf(db: AppDb, customerId: number, input: CallInput<typeof discResult>) {
  const [row] = await db
    .select()
    .from(discResults)
    .where(
      and(
        eq(discResults.customerId, customerId),
        input.id !== undefined ? eq(discResults.id, input.id) : undefined,
      ),
    )
    .orderBy(desc(discResults.id))
    .limit(1);
  if (!row) throw notFound('测试结果');
  const [attempts] = await db
    .select({ n: count() })
    .from(discResults)
    .where(eq(discResults.customerId, customerId));
  // most/least are recomputed from the saved answers with the current set (the scores are stored as given).
  const recount = scoreDisc(DISC_GROUPS, row.answers);
  const scores: Record<DiscFactor, number> = { D: row.scoreD, I: row.scoreI, S: row.scoreS, C: row.scoreC };
  const percents = Object.fromEntries(
    DISC_FACTORS.map((f) => [f, discPercent(scores[f], row.groupCount)]),
  ) as Record<DiscFactor, number>;
  const order = [row.primaryFactor, ...(row.secondaryFactor ? [row.secondaryFactor] : [])];
  return {
    id: row.id,
    scores,
    most: recount.most,
    least: recount.least,
    percents,
    groupCount: row.groupCount,
    primary: row.primaryFactor,
    secondary: row.secondaryFactor,
    styles: order.map((f) => ({ ...DISC_STYLES[f] })),
    disclaimer: DISC_DISCLAIMER,
    createdAt: row.createdAt.toISOString(),
    attemptCount: Number(attempts?.n ?? 0),
  };
}
