import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { createMemoryStore, createRedisStore } from './cache/key-value-store.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { ConfigError, loadConfig } from './env.ts';
import { bootstrapFirstAdmin } from './services/console/staff.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line per problem and no stack: the operator reads what to change, not where we noticed.
      for (const line of error.problems) console.error(line);
      process.exit(2);
    }
    throw error;
  }
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (config.seedDemoData) await seedDemoData(database, { uploadsDir: path.join(config.dataDir, 'uploads') });
  const firstAdmin = await bootstrapFirstAdmin(database.db, config.adminBootstrap).catch((error: Error) => {
    // Two processes starting at once: the second one meets the first one's admin (unique login).
    console.error(`first admin not created: ${error.message}`);
    return 'skipped' as const;
  });
  const kv = config.redisUrl ? createRedisStore(config.redisUrl, config.redisPrefix) : createMemoryStore();
  const app = await buildApp(config, { database, kv });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await kv.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { driver: database.driver, store: kv.kind, env: config.appEnv, brand: config.brand, firstAdmin },
    `serving on http://127.0.0.1:${config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirInUse) {
    // what to do, not where we noticed
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
