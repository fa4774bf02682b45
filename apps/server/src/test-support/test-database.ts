import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Database, openDatabase, redactUrl } from '../db/client.ts';
import {
  createDatabase,
  forgetPostgresTemplates,
  migratedPgliteImage,
  migratedPostgresTemplate,
  seededPgliteImage,
  seededPostgresTemplate,
  suiteDatabaseName,
  TEST_DATABASE_URL,
  withAdminClient,
  withDatabaseName,
} from './database-images.ts';
import { closeAppsLeftOpen } from './open-apps.ts';
import { reusablePgliteDatabase } from './pglite-reuse.ts';
import { PROBE_TIMEOUT_MS } from './probe-timeout.ts';
import { scratchTablespace } from './scratch-tablespace.ts';

export { seededUploadsInto } from './database-images.ts';
export { TEST_DATABASE_URL };

/**
 * Runs a suite against both drivers: embedded PGlite (always) and PostgreSQL (at TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test). Each suite gets its own fresh, migrated database.
 * An unreachable PostgreSQL skips loudly on a laptop and fails in CI (CI=true), where it must run.
 *
 * This harness reads its own two variables (TEST_DATABASE_URL, CI) from process.env: they configure the tests,
 * not the server, so they are not in env.ts.
 */

export type DatabaseDriver = 'pglite' | 'postgres';
export type DatabaseTarget = { name: DatabaseDriver; available: boolean; reason?: string };
export type TestDatabase = { database: Database; url?: string; drop(): Promise<void> };

const isCi = process.env.CI === 'true';

/** Hook time for creating and migrating a database (PGlite's first start compiles its WASM). */
const SETUP_TIMEOUT_MS = 60_000;

async function probePostgres(url: string): Promise<DatabaseTarget> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  // A failing connection may also emit 'error' after connect() rejects; it must not crash the run.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { name: 'postgres', available: true };
  } catch (error) {
    return {
      name: 'postgres',
      available: false,
      reason: `PostgreSQL not reachable at ${redactUrl(url)} (${(error as Error).message || (error as Error).name})`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The drivers to test against, probed once per test file. */
export const databaseTargets: DatabaseTarget[] = [
  { name: 'pglite', available: true },
  await probePostgres(TEST_DATABASE_URL),
];

/**
 * A fresh database on the target, migrated unless `migrate: false`, and holding the demo data when `seeded: true`
 * (copied from a database this process seeded once, instead of seeding each suite's database again: see
 * seededPgliteImage). `drop()` closes it and, on PostgreSQL, drops it.
 */
export async function createTestDatabase(
  target: DatabaseTarget | DatabaseDriver,
  opts: { migrate?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const made = await openTestDatabase(target, opts);
  return { ...made, drop: () => dropWithoutOpenApps(made) };
}

/**
 * Drops (or gives back) a test database; an app a suite left open on it is closed first and the drop then fails,
 * naming the fault (open-apps.ts: its timers would write into the next suite's database).
 */
async function dropWithoutOpenApps(made: TestDatabase): Promise<void> {
  const left = await closeAppsLeftOpen(made.database);
  await made.drop();
  if (left > 0)
    throw new Error(
      `the suite left ${left} test app(s) open on its database: close each buildTestApp in afterAll (its timers would write into the next suite's database with its own clock)`,
    );
}

async function openTestDatabase(
  target: DatabaseTarget | DatabaseDriver,
  opts: { migrate?: boolean; seeded?: boolean },
): Promise<TestDatabase> {
  const name = typeof target === 'string' ? target : target.name;
  const migrate = opts.migrate ?? true;
  const seeded = opts.seeded ?? false;
  if (seeded && !migrate)
    throw new Error('createTestDatabase: a seeded database is a migrated one (migrate: false)');
  if (name === 'pglite') {
    if (!migrate) {
      const database = await openDatabase({ inMemory: true });
      return { database, drop: () => database.close() };
    }
    const { database, drop } = seeded
      ? await reusablePgliteDatabase('seeded', seededPgliteImage)
      : await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (seeded) seededDatabases.add(database);
    return { database, drop };
  }

  const dbName = suiteDatabaseName();
  await withAdminClient(async (admin) => {
    const tablespace = await scratchTablespace(admin);
    if (!migrate) return createDatabase(admin, dbName, null, tablespace);
    const template = seeded ? seededPostgresTemplate : migratedPostgresTemplate;
    try {
      await createDatabase(admin, dbName, await template(), tablespace);
    } catch (error) {
      // another checkout's run (other migrations) built its template and dropped ours as stale: build it again
      if (!/template database .* does not exist/.test((error as Error).message)) throw error;
      forgetPostgresTemplates();
      await createDatabase(admin, dbName, await template(), tablespace);
    }
  });
  const url = withDatabaseName(TEST_DATABASE_URL, dbName);
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    await withAdminClient((admin) => admin.query(`drop database if exists "${dbName}" with (force)`));
  };
  try {
    database = await openDatabase({ databaseUrl: url, poolMax: 25 });
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  if (seeded) seededDatabases.add(database);
  return { database, url, drop };
}

/** Databases copied from the seeded image or template (createTestDatabase with `seeded: true`). */
const seededDatabases = new WeakSet<Database>();

/** Whether this database was created from the seeded copy (`seeded: true`): its demo data is already there. */
export function isSeededTestDatabase(database: Database): boolean {
  return seededDatabases.has(database);
}

type SuiteBody = (getDatabase: () => Database, target: DatabaseTarget) => void;
/**
 * `seeded`: the database holds the demo data. `drivers`: only these targets, for what only one driver has (the
 * pooled PostgreSQL sessions' limits, say); the rest run on both.
 */
type SuiteOptions = { seeded?: boolean; drivers?: readonly DatabaseDriver[] };

/**
 * A suite on a database target that is not reachable: under CI=true one failing test (CI provides PostgreSQL, so
 * its tests must run there), elsewhere the suite skipped with SKIPPED and the reason in its title and on stderr.
 */
function describeUnavailable(suiteTitle: string, target: DatabaseTarget, body: () => void): void {
  if (isCi) {
    describe(suiteTitle, () => {
      it('needs PostgreSQL, which CI provides', () => {
        throw new Error(`${target.reason ?? 'unavailable'} (CI=true: PostgreSQL tests must run here)`);
      });
    });
    return;
  }
  const skipTitle = `${suiteTitle} SKIPPED: PostgreSQL not reachable at ${redactUrl(TEST_DATABASE_URL)}`;
  console.warn(skipTitle);
  describe.skip(skipTitle, body);
}

/**
 * A suite that needs PostgreSQL itself and makes its own databases and connections (several processes' pools,
 * generic plans): skipped loudly without PostgreSQL, failed under CI=true, as describeEachDatabase's PostgreSQL
 * target.
 */
export function describePostgres(title: string, body: () => void): void {
  const target = databaseTargets.find((t) => t.name === 'postgres')!;
  if (!target.available) describeUnavailable(title, target, body);
  else describe(title, body);
}

/**
 * `describe` once per database target: `fn` receives a getter for that suite's database (created and migrated
 * before the suite's tests, dropped after) and the target. With `{ seeded: true }` the database already holds the
 * demo data (createTestDatabase), which buildTestApp then does not write again.
 */
export function describeEachDatabase(title: string, fn: SuiteBody): void;
export function describeEachDatabase(title: string, options: SuiteOptions, fn: SuiteBody): void;
export function describeEachDatabase(
  title: string,
  optionsOrFn: SuiteOptions | SuiteBody,
  body?: SuiteBody,
): void {
  const fn = typeof optionsOrFn === 'function' ? optionsOrFn : body!;
  const options = typeof optionsOrFn === 'function' ? {} : optionsOrFn;
  const seeded = options.seeded ?? false;
  for (const target of databaseTargets.filter((t) => !options.drivers || options.drivers.includes(t.name))) {
    const suiteTitle = `${title} [${target.name}]`;
    if (!target.available) {
      describeUnavailable(suiteTitle, target, () => fn(unavailable, target));
      continue;
    }
    describe(suiteTitle, () => {
      let testDatabase: TestDatabase | undefined;
      beforeAll(async () => {
        testDatabase = await createTestDatabase(target, { seeded });
      }, SETUP_TIMEOUT_MS);
      afterAll(async () => {
        await testDatabase?.drop();
      }, SETUP_TIMEOUT_MS);
      fn(() => {
        if (!testDatabase)
          throw new Error(`${suiteTitle}: the database is not ready (use it inside a test or hook)`);
        return testDatabase.database;
      }, target);
    });
  }
}

const unavailable = (): never => {
  throw new Error('PostgreSQL is not available');
};

/** The number of rows of each table named (e.g. before and after a seed runs again). */
export async function rowCounts(
  database: Database,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    out[table] = result.rows[0]!.n;
  }
  return out;
}
