import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';
import { zHanChar } from './tools-dictionary.ts';

/**
 * Intelligent diagnosis (ghosting, ghosting5; issue 19): the learner photographs a handwritten character, crops
 * and aligns it under the model character, and the server scores the overlap of the ink with the model's
 * strokes. One engine, two families: `ghosting` (single characters by stroke lesson, lenient) and `ghosting5`
 * (five-character lines, one 5-grid row per lesson, stricter). See docs/decisions.md.
 */

export const GHOSTING_FAMILIES = ['ghosting', 'ghosting5'] as const;
export const zGhostingFamily = () => z.enum(GHOSTING_FAMILIES);

/** The aligned photo the page renders: a data URL of a PNG or JPEG, square, in the model's frame. */
export const GHOSTING_IMAGE_MAX_CHARS = 200_000;

const ZCharacterBest = z.object({
  character: z.string(),
  pinyin: z.string(),
  /** The learner's best diagnosis score of this character in this family, null before the first. */
  best: z.number().int().nullable(),
});

const ZLesson = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  characters: z.array(ZCharacterBest),
});

export const ZGhostingResult = z.object({
  id: z.number().int(),
  family: zGhostingFamily(),
  character: z.string(),
  /** 0–100: the F1 of precision and recall. */
  score: z.number().int(),
  /** Share of the learner's ink that lies on the model's strokes, 0–100. */
  precision: z.number().int(),
  /** Share of the model's strokes the learner's ink covers, 0–100. */
  recall: z.number().int(),
  /** Intersection over union of the ink and the strokes, 0–100. */
  iou: z.number().int(),
  /** Coverage of each stroke, in stroke order, 0–100. */
  strokes: z.array(z.number().int()),
  /** A short Chinese comment derived from the numbers. */
  comment: z.string(),
  /** epoch ms */
  at: z.number().int(),
});

export const ghostingCurriculum = defineCall({
  name: 'ghostingCurriculum',
  summary: 'The lessons of a diagnosis family (model characters by lesson) with the learner’s best scores',
  path: '/course-market/api/v1/tools/ghosting/curriculum',
  auth: 'required',
  request: z.object({ family: zGhostingFamily() }),
  response: z.object({
    family: zGhostingFamily(),
    title: z.string(),
    lessons: z.array(ZLesson),
    recent: z.array(ZGhostingResult),
  }),
});

export const ghostingSearch = defineCall({
  name: 'ghostingSearch',
  summary:
    'The characters of a search text the diagnosis can score, with their lesson (if any) and best score',
  path: '/course-market/api/v1/tools/ghosting/search',
  auth: 'required',
  request: z.object({ family: zGhostingFamily(), keyword: zText(20).min(1, '请输入要诊断的字') }),
  response: z.object({
    list: z.array(ZCharacterBest.extend({ lessonTitle: z.string().nullable() })),
    missing: z.array(z.string()),
  }),
});

export const ghostingDetails = defineCall({
  name: 'ghostingDetails',
  summary: 'One model character of a family: its lesson, stroke count and the learner’s diagnosis history',
  path: '/course-market/api/v1/tools/ghosting/details',
  auth: 'required',
  request: z.object({ family: zGhostingFamily(), character: zHanChar() }),
  response: ZCharacterBest.extend({
    strokeCount: z.number().int(),
    lessonTitle: z.string().nullable(),
    /** The other characters of the lesson (the 5-grid row of ghosting5), with their best scores. */
    lessonCharacters: z.array(ZCharacterBest),
    history: z.array(ZGhostingResult),
  }),
});

export const ghostingDiagnose = defineCall({
  name: 'ghostingDiagnose',
  summary:
    'Scores an aligned photo of a handwritten character against the model strokes and keeps the result',
  path: '/course-market/api/v1/tools/ghosting/diagnose',
  auth: 'required',
  request: z.object({
    family: zGhostingFamily(),
    character: zHanChar(),
    image: z
      .string()
      .max(GHOSTING_IMAGE_MAX_CHARS, '图片太大，请重新裁剪')
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, '请上传 PNG 或 JPEG 图片'),
  }),
  response: ZGhostingResult,
});
