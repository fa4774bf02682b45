import { afterAll, describe, expect, it } from 'vitest';
import { redisForSuite, testRedisStore } from '../test-support/redis.ts';
import { createMemoryStore, type KeyValueStore } from './key-value-store.ts';

const redisUp = await redisForSuite('key-value store [redis]');

const stores: Array<[string, () => KeyValueStore, boolean]> = [
  ['memory', () => createMemoryStore(), true],
  ['redis', () => testRedisStore(), redisUp],
];

for (const [name, make, available] of stores) {
  describe.skipIf(!available)(`key-value store [${name}]`, () => {
    const store = available ? make() : (null as unknown as KeyValueStore);
    afterAll(async () => store?.close());

    it('sets, reads and expires values', async () => {
      await store.set('a', '1', 80);
      expect(await store.get('a')).toBe('1');
      await new Promise((r) => setTimeout(r, 120));
      expect(await store.get('a')).toBeNull();
    });

    it('sets only when absent', async () => {
      expect(await store.setIfAbsent('once', 'x', 5000)).toBe(true);
      expect(await store.setIfAbsent('once', 'y', 5000)).toBe(false);
      expect(await store.get('once')).toBe('x');
    });

    it('counts concurrent increments exactly and keeps the first expiry', async () => {
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('ctr', 5000)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('hands out exactly `limit` slots to concurrent callers, and takes one back', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => store.incrementIfBelow('slots', 10, 5000)),
      );
      expect(answers.filter((a) => a !== null).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      expect(answers.filter((a) => a === null)).toHaveLength(40);
      expect(await store.get('slots')).toBe('10');
      await store.decrement('slots');
      expect(await store.incrementIfBelow('slots', 10, 5000)).toBe(10);
      expect(await store.incrementIfBelow('slots', 10, 5000)).toBeNull();
    });

    it('expires a slot counter ttl after its first slot; decrement never goes below zero nor creates a key', async () => {
      expect(await store.incrementIfBelow('window', 1, 80)).toBe(1);
      expect(await store.incrementIfBelow('window', 1, 80)).toBeNull();
      await new Promise((r) => setTimeout(r, 120));
      expect(await store.incrementIfBelow('window', 1, 80)).toBe(1);
      await store.decrement('absent');
      expect(await store.get('absent')).toBeNull();
      await store.set('zero', '0', 5000);
      await store.decrement('zero');
      expect(await store.get('zero')).toBe('0');
    });

    it('deletes', async () => {
      await store.set('d', '1', 5000);
      await store.delete('d');
      expect(await store.get('d')).toBeNull();
    });
  });
}
