import type { KeyValueStore } from '../../cache/key-value-store.ts';

/**
 * What the funnel reads on every learner's request but that does not change per learner (a page template, a
 * channel's status), kept in the key-value store (in-process, or Redis shared by every server process).
 *
 * Every write of such a row deletes its key in the write function itself (saveTemplate, saveChannel), so
 * any future writer (the console) invalidates by calling them. The TTL bounds what a write that bypasses these
 * functions (SQL by hand) or a read racing a write (read old row → write + delete → set old row) can leave
 * behind. A writer that calls them inside a transaction forgets the key once more after its commit (the console's
 * template and channel saves): a visitor reading between the first forget and the commit would otherwise cache the
 * old row again for the whole TTL, just when a ban or a new layout draws the most visitors.
 */

export const LANDING_CACHE_TTL_MS = 60_000;

export const landingCacheKey = {
  template: (id: number) => `landing:template:${id}`,
  channel: (channel: string, subChannel: string) =>
    `landing:channel:${encodeURIComponent(channel)}:${encodeURIComponent(subChannel)}`,
  /** The marquee's avatars of a course: short-lived by TTL alone (it changes with every sign-up). */
  marquee: (courseId: number) => `landing:marquee:${courseId}`,
};

/** The cached value of `key`, or `load()`'s (cached, null included) when the store has none. */
export async function cachedValue<T>(
  kv: KeyValueStore,
  key: string,
  load: () => Promise<T>,
  ttlMs = LANDING_CACHE_TTL_MS,
): Promise<T> {
  const hit = await kv.get(key);
  if (hit !== null) return (JSON.parse(hit) as { v: T }).v;
  const value = await load();
  await kv.set(key, JSON.stringify({ v: value }), ttlMs);
  return value;
}

export const forgetCached = (kv: KeyValueStore, key: string): Promise<void> => kv.delete(key);
