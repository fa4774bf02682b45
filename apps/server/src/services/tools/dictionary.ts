import type { dictionarySearch, searchDetails } from '@course/contracts/tools-dictionary';
import type { CallInput } from '../../http/register-call.ts';
import { characterCard, knownCharacters, radicalOf, strokesOf } from './characters.ts';

/** dictionarySearch and searchDetails: the calligraphy dictionary's look-ups. */

const MAX_RESULTS = 20;

/** Each Han character of the keyword once, in order: those the dictionary has, and those it lacks. */
export async function searchCharacters(input: CallInput<typeof dictionarySearch>) {
  const known = await knownCharacters();
  const seen = new Set<string>();
  const found: string[] = [];
  const missing: string[] = [];
  for (const ch of input.keyword) {
    if (!/^\p{Script=Han}$/u.test(ch) || seen.has(ch)) continue;
    seen.add(ch);
    (known.has(ch) ? found : missing).push(ch);
  }
  const list = await Promise.all(found.slice(0, MAX_RESULTS).map((ch) => characterCard(ch)));
  return { list, missing };
}

export async function characterDetail(input: CallInput<typeof searchDetails>) {
  const card = await characterCard(input.character);
  const data = await strokesOf(input.character);
  return {
    ...card,
    structure: radicalOf(input.character).structure,
    radicalStrokes: data.radStrokes ?? [],
  };
}
