import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * The calligraphy dictionary and tracing (issue 19). Characters, strokes and medians come from
 * hanzi-writer-data (Make Me a Hanzi), pinyin from pinyin-pro and the radical from cnchar-radical, all on the
 * server: the web downloads one character's strokes when it shows that character, never the data set.
 */

/** One Han character (a single code point of the CJK blocks). */
export const zHanChar = () => z.string().regex(/^\p{Script=Han}$/u, '请输入一个汉字');

const ZCharCard = z.object({
  character: z.string(),
  /** Every reading, the common one first, with tone marks. */
  pinyin: z.array(z.string()),
  radical: z.string(),
  strokeCount: z.number().int(),
});

export const dictionarySearch = defineCall({
  name: 'dictionarySearch',
  summary:
    'The characters of a search text that the dictionary has (each once, in order), and those it lacks',
  path: '/course-market/api/v1/tools/dictionary/search',
  auth: 'required',
  request: z.object({ keyword: zText(20).min(1, '请输入要查的字') }),
  response: z.object({ list: z.array(ZCharCard), missing: z.array(z.string()) }),
});

export const searchDetails = defineCall({
  name: 'searchDetails',
  summary: 'One character: pinyin, radical, structure, stroke count; 1005 when the dictionary lacks it',
  path: '/course-market/api/v1/tools/dictionary/detail',
  auth: 'required',
  request: z.object({ character: zHanChar() }),
  response: ZCharCard.extend({
    /** 左右结构 … as the radical data set names it; empty when unknown. */
    structure: z.string(),
    /** Indexes of the strokes that draw the radical. */
    radicalStrokes: z.array(z.number().int()),
  }),
});

export const characterStrokes = defineCall({
  name: 'characterStrokes',
  summary: 'The stroke outlines (SVG paths) and medians of one character, as hanzi-writer loads them',
  path: '/course-market/api/v1/tools/dictionary/strokes',
  auth: 'required',
  request: z.object({ character: zHanChar() }),
  response: z.object({
    strokes: z.array(z.string()),
    medians: z.array(z.array(z.tuple([z.number(), z.number()]))),
    radStrokes: z.array(z.number().int()).optional(),
  }),
});

const ZExerciseResult = z.object({
  id: z.number().int(),
  character: z.string(),
  strokeCount: z.number().int(),
  mistakes: z.number().int(),
  score: z.number().int(),
  /** epoch ms */
  at: z.number().int(),
});

export const exerciseList = defineCall({
  name: 'exerciseList',
  summary: 'The practice characters of mobileExercise and the learner’s latest traced results',
  path: '/course-market/api/v1/tools/exercise/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    characters: z.array(
      z.object({ character: z.string(), pinyin: z.string(), best: z.number().int().nullable() }),
    ),
    recent: z.array(ZExerciseResult),
  }),
});

export const exerciseSubmit = defineCall({
  name: 'exerciseSubmit',
  summary: 'Saves one traced character: the mistakes made per stroke; the server scores it',
  path: '/course-market/api/v1/tools/exercise/submit',
  auth: 'required',
  request: z.object({
    character: zHanChar(),
    /** Mistakes per stroke, in stroke order, one entry per stroke of the character. */
    strokeMistakes: z.array(z.number().int().min(0).max(99)).min(1).max(64),
  }),
  response: ZExerciseResult,
});
