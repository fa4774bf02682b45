import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { notFound } from '../../http/app-error.ts';

/**
 * The character data of the dictionary and tracing tools, all from npm data sets on the server:
 * - strokes, medians and the radical's strokes: hanzi-writer-data (Make Me a Hanzi, 9 500+ characters), one JSON
 *   file per character, read on demand and kept in a small cache;
 * - pinyin with tone marks: pinyin-pro (every reading of a polyphonic character, the common one first);
 * - the radical and the structure (左右结构 …): cnchar-radical.
 * The set of characters the dictionary knows is the set of hanzi-writer-data's files.
 */

const require = createRequire(import.meta.url);
const DATA_DIR = path.dirname(require.resolve('hanzi-writer-data/package.json'));

type RadicalInfo = { radical: string; struct: string; radicalCount: number };
type CncharWithRadical = {
  use: (plugin: unknown) => void;
  radical: (text: string) => RadicalInfo[];
};
const cnchar = require('cnchar') as CncharWithRadical;
cnchar.use(require('cnchar-radical'));

export type StrokeData = {
  strokes: string[];
  medians: [number, number][][];
  radStrokes?: number[];
};

let known: Promise<Set<string>> | null = null;

/** Every character hanzi-writer-data has (its file names), read once. */
export function knownCharacters(): Promise<Set<string>> {
  known ??= readdir(DATA_DIR).then(
    (files) =>
      new Set(
        files
          .filter((f) => f.endsWith('.json') && f !== 'package.json')
          .map((f) => f.slice(0, -'.json'.length))
          .filter((c) => /^\p{Script=Han}$/u.test(c)),
      ),
  );
  return known;
}

const cache = new Map<string, StrokeData>();
const CACHE_LIMIT = 500;

/** One character's strokes; 1005 (未找到该字) when the data set lacks it. */
export async function strokesOf(character: string): Promise<StrokeData> {
  const hit = cache.get(character);
  if (hit) return hit;
  if (!(await knownCharacters()).has(character)) throw notFound(`汉字“${character}”`);
  const data = JSON.parse(await readFile(path.join(DATA_DIR, `${character}.json`), 'utf8')) as StrokeData;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(character, data);
  return data;
}

export function readingsOf(character: string): string[] {
  const readings = pinyin(character, { multiple: true, type: 'array' });
  return readings.length > 0 ? readings : [pinyin(character)];
}

export function radicalOf(character: string): { radical: string; structure: string } {
  const [info] = cnchar.radical(character);
  return { radical: info?.radical ?? '', structure: info?.struct ?? '' };
}

export async function characterCard(character: string) {
  const data = await strokesOf(character);
  return {
    character,
    pinyin: readingsOf(character),
    radical: radicalOf(character).radical,
    strokeCount: data.strokes.length,
  };
}
