import { Redis } from 'ioredis';

/**
 * Short-lived shared state (rate-limit counters, hot caches). In-process by default; Redis when
 * REDIS_URL is set so that several server processes see the same counters.
 */
export type KeyValueStore = {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Set only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Increment a counter that expires ttlMs after its first increment; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /**
   * Take one of `limit` slots, atomically: when the counter is below `limit` it is incremented (expiring ttlMs
   * after its first increment) and the new count returned; at the limit nothing changes and the answer is null.
   * Concurrent callers, in this process or another sharing the store, never get more than `limit` slots.
   */
  incrementIfBelow(key: string, limit: number, ttlMs: number): Promise<number | null>;
  /** Give one slot back: decrements a live counter above zero, keeping its expiry; a missing key stays missing. */
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  // Expired entries are dropped when read, and swept every 1,024 writes so that keys nobody reads again
  // (remembered signs, counters of one-off clients) do not pile up in a long-running process.
  let writes = 0;
  const sweep = () => {
    if (++writes % 1024 !== 0) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    async incrementIfBelow(key, limit, ttlMs) {
      const entry = live(key);
      const current = entry ? Number(entry.value) : 0;
      if (current >= limit) return null;
      entries.set(key, { value: String(current + 1), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return current + 1;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && Number(entry.value) > 0) entry.value = String(Number(entry.value) - 1);
    },
    async delete(key) {
      entries.delete(key);
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

/** KEYS[1] counter; ARGV[1] limit, ARGV[2] ttl in ms. The new count, or -1 at the limit. One script: atomic. */
const INCREMENT_IF_BELOW = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= tonumber(ARGV[1]) then return -1 end
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count
`;

/** KEYS[1] counter: decremented when above zero; DECR keeps the expiry. */
const DECREMENT_ABOVE_ZERO = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * The Redis store. `prefix` (REDIS_PREFIX) namespaces every key, so deployments or test runs sharing one Redis
 * do not see each other's counters.
 */
export function createRedisStore(url: string, prefix = 'course-h5:'): KeyValueStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: 'redis',
    async get(key) {
      return redis.get(k(key));
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async increment(key, ttlMs) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      return count;
    },
    async incrementIfBelow(key, limit, ttlMs) {
      const count = Number(await redis.eval(INCREMENT_IF_BELOW, 1, k(key), limit, ttlMs));
      return count < 0 ? null : count;
    },
    async decrement(key) {
      await redis.eval(DECREMENT_ABOVE_ZERO, 1, k(key));
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
