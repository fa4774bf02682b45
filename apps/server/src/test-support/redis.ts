import net from 'node:net';
import { createRedisStore, type KeyValueStore } from '../cache/key-value-store.ts';
import { PROBE_TIMEOUT_MS } from './probe-timeout.ts';

/** The Redis the Redis-backed tests use (TEST_REDIS_URL, else the local default). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers a TCP connect at the URL's host and port (within PROBE_TIMEOUT_MS). */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: PROBE_TIMEOUT_MS });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Whether Redis is reachable, for a suite whose Redis part is `label`: without it the suite says SKIPPED, and
 * under CI=true (where Redis must run) it throws instead.
 */
export async function redisForSuite(label: string): Promise<boolean> {
  const up = await reachable(REDIS_URL);
  if (!up) {
    if (process.env.CI === 'true')
      throw new Error(`Redis not reachable at ${REDIS_URL}; CI must run the Redis tests`);
    console.warn(`${label} SKIPPED: Redis not reachable at ${REDIS_URL}`);
  }
  return up;
}

/** A store on the test Redis under a key prefix of its own (default: one per process and moment). */
export function testRedisStore(prefix = `test:${process.pid}:${Date.now()}:`): KeyValueStore {
  return createRedisStore(REDIS_URL, prefix);
}
