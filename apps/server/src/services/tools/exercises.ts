import type { exerciseSubmit } from '@course/contracts/tools-dictionary';
import { desc, eq, max } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toolExerciseResults } from '../../db/schema/index.ts';
import { invalidParams } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { readingsOf, strokesOf } from './characters.ts';
import { requireToolAccess } from './permissions.ts';

const TOOL_CODE = 'mobile-exercise';

/**
 * mobileExercise: tracing a character stroke by stroke (hanzi-writer's quiz on the phone); the page sends the
 * mistakes it counted per stroke and the server scores and keeps the result.
 */

/** The practice sheet: the strokes every beginner's copybook starts with (永字八法 first). */
export const PRACTICE_CHARACTERS = [
  '永',
  '一',
  '人',
  '大',
  '天',
  '中',
  '山',
  '水',
  '木',
  '心',
  '月',
  '书',
] as const;

/** Mistakes after which hanzi-writer shows the stroke (its showHintAfterMisses default): the stroke earns 0. */
export const HINT_AFTER_MISSES = 3;

/**
 * The score of a traced character, 0–100: every stroke weighs the same; a stroke right at the first try earns
 * all of its share, each mistake takes a third of it away, three or more mistakes (the stroke was shown) none.
 */
export function exerciseScore(strokeMistakes: readonly number[]): number {
  if (strokeMistakes.length === 0) return 0;
  const earned = strokeMistakes.reduce(
    (sum, m) => sum + Math.max(0, HINT_AFTER_MISSES - Math.min(m, HINT_AFTER_MISSES)) / HINT_AFTER_MISSES,
    0,
  );
  return Math.round((100 * earned) / strokeMistakes.length);
}

const toResult = (row: typeof toolExerciseResults.$inferSelect) => ({
  id: row.id,
  character: row.character,
  strokeCount: row.strokeCount,
  mistakes: row.mistakes,
  score: row.score,
  at: row.createdAt.getTime(),
});

export async function submitExercise(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof exerciseSubmit>,
  now: Date,
) {
  await requireToolAccess(db, customerId, TOOL_CODE, now);
  const data = await strokesOf(input.character);
  if (input.strokeMistakes.length !== data.strokes.length) {
    throw invalidParams(`“${input.character}”有${data.strokes.length}笔，请写完每一笔`);
  }
  const [row] = await db
    .insert(toolExerciseResults)
    .values({
      customerId,
      character: input.character,
      strokeCount: data.strokes.length,
      mistakes: input.strokeMistakes.reduce((a, b) => a + b, 0),
      score: exerciseScore(input.strokeMistakes),
    })
    .returning();
  return toResult(row as typeof toolExerciseResults.$inferSelect);
}

export async function exerciseOverview(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, TOOL_CODE, now);
  const [best, recent] = await Promise.all([
    db
      .select({ character: toolExerciseResults.character, best: max(toolExerciseResults.score) })
      .from(toolExerciseResults)
      .where(eq(toolExerciseResults.customerId, customerId))
      .groupBy(toolExerciseResults.character),
    db
      .select()
      .from(toolExerciseResults)
      .where(eq(toolExerciseResults.customerId, customerId))
      .orderBy(desc(toolExerciseResults.createdAt), desc(toolExerciseResults.id))
      .limit(10),
  ]);
  const bestOf = new Map(best.map((b) => [b.character, b.best]));
  return {
    characters: PRACTICE_CHARACTERS.map((character) => ({
      character,
      pinyin: readingsOf(character)[0] ?? '',
      best: bestOf.get(character) ?? null,
    })),
    recent: recent.map(toResult),
  };
}
