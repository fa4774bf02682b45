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
    async delete(key) {
      entries.delete(key);
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

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
