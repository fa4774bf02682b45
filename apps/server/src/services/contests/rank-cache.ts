import type { Entry } from '@course/contracts/contests-entry';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { rankPage } from './entries.ts';

/**
 * The rank's cache (issue 16: "a rank that stays fast with 100,000 votes, invalidated correctly"). The entries'
 * `vote_count` stays the counter (kept in the vote's transaction) and the index `(contest_id, vote_count desc,
 * id)` serves a page; what a read would otherwise recompute every time (the page, its entry views, the count
 * of entries on the rank and the sum of their votes) is kept in the key-value store (in-process, or Redis with
 * REDIS_URL, so every server process sees one cache) for RANK_CACHE_TTL_MS.
 *
 * Invalidation is by a per-contest version number: cached pages live under `…:<version>:…`, and every write
 * that changes the rank (a vote, an entry's upload finished, an operator's review, the published result) bumps
 * the version after its transaction commits. A read that raced such a write may store its (older) page, but
 * under the old version, which no later read asks for: a rank read after a vote's answer always shows it.
 */

export const RANK_CACHE_TTL_MS = 10_000;
/** Far longer than a cached page, so a version key never expires while pages under an older one are alive. */
const VERSION_TTL_MS = 24 * 3_600_000;

const versionKey = (contestId: number) => `contest-rank:v:${contestId}`;

export type CachedRankPage = { list: Entry[]; total: number; voteTotal: number };

/** Marks every cached page of the contest's rank stale (call after the write has committed). */
export async function forgetRank(kv: KeyValueStore, contestId: number): Promise<void> {
  await kv.increment(versionKey(contestId), VERSION_TTL_MS);
}

/** One page of the rank (entries on it, best first, with places), the number of entries and of their votes. */
export async function cachedRankPage(
  db: AppDb,
  kv: KeyValueStore,
  contestId: number,
  offset: number,
  limit: number,
): Promise<CachedRankPage> {
  const version = (await kv.get(versionKey(contestId))) ?? '0';
  const key = `contest-rank:p:${contestId}:${version}:${offset}:${limit}`;
  const hit = await kv.get(key);
  if (hit) return JSON.parse(hit) as CachedRankPage;
  const page = await rankPage(db, contestId, offset, limit);
  const value: CachedRankPage = { list: await page.views(), total: page.total, voteTotal: page.voteTotal };
  await kv.set(key, JSON.stringify(value), RANK_CACHE_TTL_MS);
  return value;
}
