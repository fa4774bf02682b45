import type { KeyValueStore } from '../cache/key-value-store.ts';
import type { Database } from '../db/client.ts';
import type { AppConfig } from '../env.ts';

/** What buildApp is given: tests pass their own database and store. */
export type AppDeps = {
  database: Database;
  kv: KeyValueStore;
  now?: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    deps: Required<AppDeps>;
  }
}
