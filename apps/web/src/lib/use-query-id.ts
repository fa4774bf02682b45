import { useSearchParams } from 'react-router';

/** The first positive integer among the query keys (pages accept the spec's and the common spellings). */
export function useQueryId(...keys: string[]): number | null {
  const [params] = useSearchParams();
  for (const k of keys) {
    const n = Number(params.get(k));
    if (Number.isInteger(n) && n > 0) return n;
  }
  return null;
}
