/**
 * Per-route configuration of the tools pages that several routes share: one engine per kind of tool, each route
 * only says how it introduces it.
 */

export const KIND_ICON = { dictionary: '字', exercise: '练', questionnaire: '测' } as const;

export type DictionaryConfig = { heading: string; hint: string };

export const DICTIONARY_ROUTES: Record<string, DictionaryConfig> = {
  calligraphyDictionary: {
    heading: '书法字典',
    hint: '输入想查的字，看笔顺动画、拼音和部首',
  },
  calligraphyDictionarySearch: { heading: '字典搜索', hint: '一次可以查多个字' },
  dictionarySearch: { heading: '字典搜索', hint: '一次可以查多个字' },
};

/** The configuration of the current route, else the first one of the table. */
export function configOf<T>(table: Record<string, T>, name: string | undefined): T {
  return (name ? table[name] : undefined) ?? (Object.values(table)[0] as T);
}

/** The one Han character of a query value, or null. */
export function hanCharOf(value: string | null): string | null {
  const first = value ? [...value.trim()][0] : undefined;
  return first && /^\p{Script=Han}$/u.test(first) ? first : null;
}
