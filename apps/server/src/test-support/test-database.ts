import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Database, openDatabase, redactUrl } from '../db/client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate.ts';
import { PROBE_TIMEOUT_MS } from './probe-timeout.ts';

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

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
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
 * Every PGlite test database starts from one image of a freshly migrated database instead of running initdb
 * and the migrations again (seconds each, dozens of times per run). The image is keyed by the migration
 * files and PGlite's version and shared between test files through the temp folder; a changed migration
 * makes a new key, so a stale image is never used.
 */
let pgliteImage: Promise<Blob> | undefined;

function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= loadOrBuildPgliteImage();
  return pgliteImage;
}

async function loadOrBuildPgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `course-h5-pglite-${await migrationsKey()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    if (database.driver !== 'pglite') throw new Error('expected PGlite');
    const image = await database.client.dumpDataDir('none');
    // written under a unique name, then renamed: a concurrent reader never sees half a file
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  } finally {
    await database.close();
  }
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const root = MIGRATIONS_DIR();
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  // dist/index.cjs -> the package's own package.json
  const pgliteManifest = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update((JSON.parse(await readFile(pgliteManifest, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh database on the target, migrated unless `migrate: false`. `drop()` closes it and, on PostgreSQL,
 * drops it.
 */
export async function createTestDatabase(
  target: DatabaseTarget | DatabaseDriver,
  opts: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = typeof target === 'string' ? target : target.name;
  const migrate = opts.migrate ?? true;
  if (name === 'pglite') {
    const database = migrate
      ? await openDatabase({ inMemory: true, loadDataDir: await migratedPgliteImage() })
      : await openDatabase({ inMemory: true });
    return { database, drop: () => database.close() };
  }

  const dbName = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (admin) => {
    if (!migrate) return createDatabase(admin, dbName, null);
    try {
      await createDatabase(admin, dbName, await migratedPostgresTemplate());
    } catch (error) {
      // another checkout's run (other migrations) built its template and dropped ours as stale: build it again
      if (!/template database .* does not exist/.test((error as Error).message)) throw error;
      postgresTemplate = undefined;
      await createDatabase(admin, dbName, await migratedPostgresTemplate());
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
  return { database, url, drop };
}

/**
 * The PostgreSQL twin of the PGlite image: one database migrated once per set of migration files
 * (`course_h5_tpl_<key>`), copied by `create database … template` for each suite (a file copy on the server
 * instead of a hundred migration statements). Built under a temporary name and renamed when complete, so a
 * process that finds the name finds a whole template; concurrent builders race on the rename and the loser
 * drops its copy. Templates of other migration keys are dropped when a new one is built.
 */
let postgresTemplate: Promise<string> | undefined;

function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= loadOrBuildPostgresTemplate();
  return postgresTemplate;
}

async function loadOrBuildPostgresTemplate(): Promise<string> {
  const name = `course_h5_tpl_${await migrationsKey()}`;
  const exists = async (admin: pg.Client) =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await withAdminClient(exists)) return name;
  const building = `${name}_b${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`create database "${building}"`));
  try {
    const database = await openDatabase({
      databaseUrl: withDatabaseName(TEST_DATABASE_URL, building),
      poolMax: 2,
    });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await withAdminClient(async (admin) => {
      try {
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        if (!(await exists(admin))) throw error;
        await admin.query(`drop database if exists "${building}" with (force)`);
        return;
      }
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'course\\_h5\\_tpl\\_%' and datname <> $1 and datname not like $2",
        [name, `${name}\\_b%`],
      );
      for (const { datname } of stale.rows) {
        // another run of older migrations may be copying it this moment: best effort
        await admin.query(`drop database if exists "${datname}"`).catch(() => {});
      }
    });
  } catch (error) {
    await withAdminClient((admin) => admin.query(`drop database if exists "${building}" with (force)`)).catch(
      () => {},
    );
    throw error;
  }
  return name;
}

/** `create database`, from a template when given; two copies of one template at the same moment may refuse. */
async function createDatabase(admin: pg.Client, dbName: string, template: string | null): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database "${dbName}"${template ? ` template "${template}"` : ''}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, dbName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
}

/**
 * `describe` once per database target: `fn` receives a getter for that suite's database (created and migrated
 * before the suite's tests, dropped after) and the target.
 */
export function describeEachDatabase(
  title: string,
  fn: (getDatabase: () => Database, target: DatabaseTarget) => void,
): void {
  for (const target of databaseTargets) {
    const suiteTitle = `${title} [${target.name}]`;
    if (!target.available) {
      if (isCi) {
        describe(suiteTitle, () => {
          it('needs PostgreSQL, which CI provides', () => {
            throw new Error(`${target.reason ?? 'unavailable'} (CI=true: PostgreSQL tests must run here)`);
          });
        });
      } else {
        const skipTitle = `${suiteTitle} SKIPPED: PostgreSQL not reachable at ${redactUrl(TEST_DATABASE_URL)}`;
        console.warn(skipTitle);
        describe.skip(skipTitle, () => fn(unavailable, target));
      }
      continue;
    }
    describe(suiteTitle, () => {
      let testDatabase: TestDatabase | undefined;
      beforeAll(async () => {
        testDatabase = await createTestDatabase(target);
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
