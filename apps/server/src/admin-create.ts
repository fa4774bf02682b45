import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ConfigError, loadConfig } from './env.ts';
import { createAdmin } from './services/console/staff.ts';

/**
 * `npm run admin:create -w @course/server -- <login>` (or `node apps/server/dist/admin-create.js <login>`):
 * creates a console admin on the configured database and prints its one-time password once; the admin must
 * change it after the first login. Never a default password.
 */
async function main(): Promise<void> {
  const login = process.argv[2]?.trim();
  if (!login || process.argv.length > 3) {
    console.error('usage: npm run admin:create -w @course/server -- <mobile-or-name>');
    process.exit(2);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.problems) console.error(line);
      process.exit(2);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const created = await createAdmin(database.db, { login, via: 'cli' });
    console.log(`admin ${login} created (staff #${created.staffId})`);
    console.log(`one-time password: ${created.password}`);
    console.log('it is shown only now; change it after the first login');
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
