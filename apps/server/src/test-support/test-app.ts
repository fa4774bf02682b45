import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createMemoryStore, type KeyValueStore } from '../cache/key-value-store.ts';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed.ts';
import { type AppConfig, testConfig } from '../env.ts';
import type { AppDeps } from '../http/deps.ts';
import { createSession } from '../http/session-store.ts';
import { trackOpenApp } from './open-apps.ts';
import { isSeededTestDatabase, seededUploadsInto } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  kv: KeyValueStore;
  /** A new learner with a valid token. */
  newCustomer(input?: {
    mobile?: string | null;
    nickname?: string;
    isBlack?: boolean;
  }): Promise<{ customerId: number; token: string }>;
  close(): Promise<void>;
};

let counter = 0;

/** Builds the server on a given (already migrated) database, seeded with the demo data. */
export async function buildTestApp(
  database: Database,
  overrides: Partial<AppConfig> & {
    now?: () => number;
    seed?: boolean;
    wechatOAuth?: AppDeps['wechatOAuth'];
    smsPort?: AppDeps['sms'];
    payments?: AppDeps['payments'];
    moderation?: AppDeps['moderation'];
    /** A shared store (e.g. Redis, for two apps standing for two processes); closed by close(). */
    kv?: KeyValueStore;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'course-h5-app-'));
  const {
    now,
    seed = true,
    wechatOAuth,
    smsPort,
    payments,
    moderation,
    kv: sharedKv,
    ...configOverrides
  } = overrides;
  const config = testConfig({ dataDir, webDistDir: path.join(dataDir, 'no-web'), ...configOverrides });
  if (seed) {
    const uploadsDir = path.join(dataDir, 'uploads');
    // a database made from the seeded copy holds the demo rows already: only their files are needed
    if (isSeededTestDatabase(database)) await seededUploadsInto(uploadsDir);
    else await seedDemoData(database, { uploadsDir });
  }
  // The store's expiries follow the same clock as the app, so tests can move time forward.
  const kv = sharedKv ?? createMemoryStore(now ?? Date.now);
  const app = await buildApp(config, {
    database,
    kv,
    ...(now ? { now } : {}),
    ...(wechatOAuth ? { wechatOAuth } : {}),
    ...(smsPort ? { sms: smsPort } : {}),
    ...(payments ? { payments } : {}),
    ...(moderation ? { moderation } : {}),
  });
  await app.ready();
  const closeApp = async () => {
    await app.close();
    await kv.close();
  };
  const forget = trackOpenApp(database, { close: closeApp });
  return {
    app,
    database,
    kv,
    async newCustomer(input = {}) {
      counter += 1;
      const [row] = await database.db
        .insert(customers)
        .values({
          openid: `test_${process.pid}_${Date.now()}_${counter}`,
          wechatType: 99,
          nickname: input.nickname ?? `测试学员${counter}`,
          mobile: input.mobile ?? null,
          isBlack: input.isBlack ?? false,
          learnNumber: `9${process.pid % 1000}${Date.now() % 100000}${counter}`,
        })
        .returning({ id: customers.id });
      const session = await createSession(database.db, { customerId: row!.id, wechatType: 99, ttlDays: 1 });
      return { customerId: row!.id, token: session.token };
    },
    async close() {
      forget();
      await closeApp();
    },
  };
}
