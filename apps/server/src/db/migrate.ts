import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

/**
 * Applies the checked-in SQL migrations of `apps/server/drizzle/<module>/`, module by module in the order of
 * MIGRATION_MODULES. Safe at every start: applied migrations are recorded per module in
 * drizzle.<migrationsTable> and skipped. On PostgreSQL a session advisory lock serialises processes that start
 * at the same time, so only one of them applies anything.
 *
 * Why modules: each product area (identity, catalogue, landing, orders, goods, learning, messages) owns its
 * tables and its migration history, so work on two areas at once never produces two migrations with the same
 * number. A module may reference tables of the modules before it, never after it. A table that moves to
 * another module is adopted: a no-op migration in the module it leaves (drizzle-kit's DROP replaced) and one
 * in the module it joins (drizzle-kit's CREATE replaced); the joining module comes later in this list.
 */

export type MigrationModule = { name: string; migrationsTable: string };

export const MIGRATION_MODULES: readonly MigrationModule[] = [
  // The foundation keeps drizzle's default table name: databases created before the split stay valid.
  { name: 'foundation', migrationsTable: '__drizzle_migrations' },
  { name: 'identity', migrationsTable: '__drizzle_migrations_identity' },
  // catalogue and orders were named courses and commerce before issue 12: existing databases keep their history.
  { name: 'catalogue', migrationsTable: '__drizzle_migrations_courses' },
  { name: 'landing', migrationsTable: '__drizzle_migrations_landing' },
  { name: 'orders', migrationsTable: '__drizzle_migrations_commerce' },
  { name: 'goods', migrationsTable: '__drizzle_migrations_goods' },
  // Added in issue 12: they adopted tables the modules above created (no-op adopt_* migrations), so they come last.
  { name: 'learning', migrationsTable: '__drizzle_migrations_learning' },
  { name: 'messages', migrationsTable: '__drizzle_migrations_messages' },
  // Added in issue 17: the operator console's staff, sessions and audit log.
  { name: 'console', migrationsTable: '__drizzle_migrations_console' },
  // Added in issue 14: invite-to-earn, the reward ledger and withdrawals.
  { name: 'growth', migrationsTable: '__drizzle_migrations_growth' },
  // Added in issue 15: team buying (拼团) activities, teams and members.
  { name: 'group-buying', migrationsTable: '__drizzle_migrations_group_buying' },
  // Added in issue 19: the learning tools, traced characters and questionnaire reports.
  { name: 'tools', migrationsTable: '__drizzle_migrations_tools' },
  // Added in issue 18: study tours (研学), their notices and bookings (deposit and balance).
  { name: 'study-tour', migrationsTable: '__drizzle_migrations_study_tour' },
  // Added in issue 16: contests, entries, votes and uploads.
  { name: 'contests', migrationsTable: '__drizzle_migrations_contests' },
  // Added in issue 18: the shell's apps and download channels, content pages, launch reports, screen recordings.
  { name: 'shell', migrationsTable: '__drizzle_migrations_shell' },
  // Added in issue 18 (item 5): DISC results, study profiles and course appraisals.
  { name: 'assessments', migrationsTable: '__drizzle_migrations_assessments' },
];

/** Arbitrary constant shared by every process of this app: the advisory lock key of the migration step. */
export const MIGRATION_LOCK_KEY = 727_001_001;

const JOURNAL = path.join('foundation', 'meta', '_journal.json');

/**
 * Where the migrations are: `../../drizzle` from this source file (tsx, vitest) or `../drizzle` from the bundled
 * `apps/server/dist/main.js`. The first candidate holding `foundation/meta/_journal.json` wins.
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

/** The modules that have migrations under `root`, in application order, with their folders. */
export function migrationFolders(root: string): { folder: string; migrationsTable: string }[] {
  return MIGRATION_MODULES.map((module) => ({
    folder: path.join(root, module.name),
    migrationsTable: module.migrationsTable,
  })).filter(({ folder }) => existsSync(path.join(folder, 'meta', '_journal.json')));
}

export async function migrateDatabase(
  database: Database,
  opts: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR();
  if (database.driver === 'pglite') {
    // One embedded instance per data directory, so there is nobody to race with.
    for (const { folder, migrationsTable } of migrationFolders(migrationsFolder)) {
      await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, {
        migrationsFolder: folder,
        migrationsTable,
      });
    }
    return;
  }
  // A dedicated connection holds the session lock and runs the migrations, so the lock covers all of it.
  const client = await database.pool.connect();
  let broken = false;
  try {
    // without the pool's limits (client.ts): waiting for another process's migrations, or an index built on a large
    // table, may take longer than a request may
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    for (const { folder, migrationsTable } of migrationFolders(migrationsFolder)) {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder, migrationsTable });
    }
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await client.query('reset statement_timeout; reset lock_timeout');
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed mid-way is closed rather than reused: closing it also frees the lock.
    client.release(broken);
  }
}
