import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

/**
 * Applies the checked-in SQL migrations of `apps/server/drizzle/`. Safe at every start: applied migrations are
 * recorded in drizzle.__drizzle_migrations and skipped. On PostgreSQL a session advisory lock serialises
 * processes that start at the same time, so only one of them applies anything.
 */

/** Arbitrary constant shared by every process of this app: the advisory lock key of the migration step. */
export const MIGRATION_LOCK_KEY = 727_001_001;

const JOURNAL = path.join('meta', '_journal.json');

/**
 * Where the migrations are: `../../drizzle` from this source file (tsx, vitest) or `../drizzle` from the bundled
 * `apps/server/dist/main.js`. The first candidate holding `meta/_journal.json` wins.
 */
export function resolveMigrationsDir(
  candidates: readonly URL[] = [
    new URL('../../drizzle', import.meta.url),
    new URL('../drizzle', import.meta.url),
  ],
): string {
  const dirs = candidates.map((url) => fileURLToPath(url));
  const found = dirs.find((dir) => existsSync(path.join(dir, JOURNAL)));
  if (!found) {
    throw new Error(`no migrations found (looked for ${JOURNAL} under ${dirs.join(', ')})`);
  }
  return found;
}

let cachedDir: string | undefined;
/** The migrations folder, resolved once on first use. */
export function MIGRATIONS_DIR(): string {
  cachedDir ??= resolveMigrationsDir();
  return cachedDir;
}

export async function migrateDatabase(
  database: Database,
  opts: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR();
  if (database.driver === 'pglite') {
    // One embedded instance per data directory, so there is nobody to race with.
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, {
      migrationsFolder,
    });
    return;
  }
  // A dedicated connection holds the session lock and runs the migrations, so the lock covers all of it.
  const client = await database.pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed mid-way is closed rather than reused: closing it also frees the lock.
    client.release(broken);
  }
}
