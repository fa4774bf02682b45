import type { GHOSTING_FAMILIES, ghostingDiagnose, ghostingSearch } from '@course/contracts/tools-ghosting';
import { and, desc, eq, max } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toolGhostingResults } from '../../db/schema/index.ts';
import { AppError, invalidParams } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { knownCharacters, readingsOf, strokesOf } from './characters.ts';
import { diagnoseImage, diagnosisComment } from './ghosting-score.ts';
import { requireToolAccess } from './permissions.ts';

/**
 * Intelligent diagnosis (ghosting, ghosting5): ONE engine, two families configured here. `ghosting` teaches
 * single characters lesson by lesson (by kind of stroke) and scores leniently; `ghosting5` is the 5-grid
 * variant: each lesson is a five-character line of a classical poem written in a row of five grids, each
 * character diagnosed on its own, scored more strictly.
 */

export type GhostingFamily = (typeof GHOSTING_FAMILIES)[number];

type Lesson = { id: string; title: string; intro: string; characters: string[] };

export type FamilyConfig = {
  title: string;
  /** The tool code of the toolbox (access rule). */
  toolCode: string;
  /** Tolerance of the overlap, in pixels of the 128-pixel grid. */
  tolerance: number;
  lessons: Lesson[];
};

export const GHOSTING_CONFIG: Record<GhostingFamily, FamilyConfig> = {
  ghosting: {
    title: '智能诊断 · 单字',
    toolCode: 'ghosting',
    tolerance: 2,
    lessons: [
      {
        id: 'g1',
        title: '第1课 横与竖',
        intro: '横平竖直，起收分明',
        characters: ['一', '十', '王', '土', '工'],
      },
      {
        id: 'g2',
        title: '第2课 撇与捺',
        intro: '撇要出锋，捺要舒展',
        characters: ['人', '大', '八', '入', '木'],
      },
      {
        id: 'g3',
        title: '第3课 点与折',
        intro: '点如高峰坠石，折处顿笔',
        characters: ['小', '口', '日', '月', '目'],
      },
      { id: 'g4', title: '第4课 钩与提', intro: '钩要短促有力', characters: ['子', '了', '手', '心', '水'] },
      {
        id: 'g5',
        title: '第5课 综合练习',
        intro: '永字八法，笔笔到位',
        characters: ['永', '天', '山', '中', '书'],
      },
    ],
  },
  ghosting5: {
    title: '智能诊断 · 五字格',
    toolCode: 'ghosting5',
    tolerance: 1,
    lessons: [
      { id: 'p1', title: '第1课 登鹳雀楼（上）', intro: '王之涣', characters: [...'白日依山尽'] },
      { id: 'p2', title: '第2课 登鹳雀楼（下）', intro: '王之涣', characters: [...'黄河入海流'] },
      { id: 'p3', title: '第3课 春晓', intro: '孟浩然', characters: [...'春眠不觉晓'] },
      { id: 'p4', title: '第4课 静夜思', intro: '李白', characters: [...'床前明月光'] },
      { id: 'p5', title: '第5课 咏鹅', intro: '骆宾王', characters: [...'白毛浮绿水'] },
    ],
  },
};

const lessonOf = (family: GhostingFamily, character: string) =>
  GHOSTING_CONFIG[family].lessons.find((l) => l.characters.includes(character)) ?? null;

const toResult = (row: typeof toolGhostingResults.$inferSelect) => ({
  id: row.id,
  family: row.family,
  character: row.character,
  score: row.score,
  precision: row.precision,
  recall: row.recall,
  iou: row.iou,
  strokes: row.strokes,
  comment: row.comment,
  at: row.createdAt.getTime(),
});

async function bestScores(db: AppDb, customerId: number, family: GhostingFamily) {
  const rows = await db
    .select({ character: toolGhostingResults.character, best: max(toolGhostingResults.score) })
    .from(toolGhostingResults)
    .where(and(eq(toolGhostingResults.customerId, customerId), eq(toolGhostingResults.family, family)))
    .groupBy(toolGhostingResults.character);
  return new Map(rows.map((r) => [r.character, r.best]));
}

const card = (character: string, best: Map<string, number | null>) => ({
  character,
  pinyin: readingsOf(character)[0] ?? '',
  best: best.get(character) ?? null,
});

async function recentResults(db: AppDb, customerId: number, family: GhostingFamily, character?: string) {
  const rows = await db
    .select()
    .from(toolGhostingResults)
    .where(
      and(
        eq(toolGhostingResults.customerId, customerId),
        eq(toolGhostingResults.family, family),
        character ? eq(toolGhostingResults.character, character) : undefined,
      ),
    )
    .orderBy(desc(toolGhostingResults.createdAt), desc(toolGhostingResults.id))
    .limit(20);
  return rows.map(toResult);
}

export async function ghostingCurriculumOf(db: AppDb, customerId: number, family: GhostingFamily, now: Date) {
  const config = GHOSTING_CONFIG[family];
  await requireToolAccess(db, customerId, config.toolCode, now);
  const best = await bestScores(db, customerId, family);
  return {
    family,
    title: config.title,
    lessons: config.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      intro: l.intro,
      characters: l.characters.map((c) => card(c, best)),
    })),
    recent: (await recentResults(db, customerId, family)).slice(0, 5),
  };
}

export async function searchGhosting(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof ghostingSearch>,
  now: Date,
) {
  await requireToolAccess(db, customerId, GHOSTING_CONFIG[input.family].toolCode, now);
  const known = await knownCharacters();
  const best = await bestScores(db, customerId, input.family);
  const wanted = [...new Set([...input.keyword].filter((c) => /^\p{Script=Han}$/u.test(c)))];
  if (wanted.length === 0) throw invalidParams('请输入要诊断的汉字');
  return {
    list: wanted
      .filter((c) => known.has(c))
      .map((c) => ({ ...card(c, best), lessonTitle: lessonOf(input.family, c)?.title ?? null })),
    missing: wanted.filter((c) => !known.has(c)),
  };
}

export async function ghostingDetailsOf(
  db: AppDb,
  customerId: number,
  family: GhostingFamily,
  character: string,
  now: Date,
) {
  await requireToolAccess(db, customerId, GHOSTING_CONFIG[family].toolCode, now);
  const data = await strokesOf(character);
  const best = await bestScores(db, customerId, family);
  const lesson = lessonOf(family, character);
  return {
    ...card(character, best),
    strokeCount: data.strokes.length,
    lessonTitle: lesson?.title ?? null,
    lessonCharacters: (lesson?.characters ?? [character]).map((c) => card(c, best)),
    history: await recentResults(db, customerId, family, character),
  };
}

/** Decodes the data URL the page sends; the contract has already checked its shape. */
function imageBytes(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length < 16) throw invalidParams('图片无法识别，请重新拍照');
  return bytes;
}

export async function diagnoseGhosting(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof ghostingDiagnose>,
  now: Date,
) {
  const config = GHOSTING_CONFIG[input.family];
  await requireToolAccess(db, customerId, config.toolCode, now);
  const data = await strokesOf(input.character);
  let diagnosis: Awaited<ReturnType<typeof diagnoseImage>>;
  try {
    diagnosis = await diagnoseImage(imageBytes(input.image), input.character, data, config.tolerance);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidParams('图片无法识别，请重新拍照');
  }
  const [row] = await db
    .insert(toolGhostingResults)
    .values({
      customerId,
      family: input.family,
      character: input.character,
      score: diagnosis.score,
      precision: diagnosis.precision,
      recall: diagnosis.recall,
      iou: diagnosis.iou,
      strokes: diagnosis.strokes,
      comment: diagnosisComment(diagnosis),
    })
    .returning();
  return toResult(row as typeof toolGhostingResults.$inferSelect);
}
