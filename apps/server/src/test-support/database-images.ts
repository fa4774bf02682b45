import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';

/**
 * Where the test databases come from: images of a migrated (and of a seeded) PGlite database and PostgreSQL
 * templates of the same, so that each suite's database is a copy instead of initdb, the migrations and the seed
 * run again (test-database.ts makes the copies).
 *
 * Reads TEST_DATABASE_URL from process.env: it configures the tests, not the server, so it is not in env.ts.
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Every PGlite test database starts from one image of a freshly migrated database instead of running initdb
 * and the migrations again (seconds each, dozens of times per run). The image is keyed by the migration
 * files and PGlite's version and shared between test files through the temp folder; a changed migration
 * makes a new key, so a stale image is never used.
 */
let pgliteImage: Promise<Blob> | undefined;

export function migratedPgliteImage(): Promise<Blob> {
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
    // without a checkpoint each copy starts by replaying the log (and moves used sequences 32 ahead)
    await database.client.exec('checkpoint');
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
  hash.update('checkpointed');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo data (db/seed.ts) costs about 0.65 s of CPU to write into a PGlite database and 0.4 s into PostgreSQL,
 * and most suites start from it (buildTestApp seeds by default). A seeded suite instead starts from a copy of one
 * database that this process seeded: a PGlite image, a PostgreSQL template. Both are made once per test process,
 * not kept between runs, because the seed's rows depend on the code and on today's date (courses that start
 * tomorrow, activities that end next week). The files the seed writes for its rows (the /uploads folder) are
 * written once beside them and copied into each app's folder (seededUploadsInto).
 */
let seedUploads: Promise<string> | undefined;

function seedUploadsDir(): Promise<string> {
  seedUploads ??= mkdtemp(path.join(tmpdir(), 'course-h5-seed-uploads-'));
  return seedUploads;
}

/** Copies the demo files the seeded databases' rows point at (written by seededPgliteImage) into an app's folder. */
export async function seededUploadsInto(uploadsDir: string): Promise<void> {
  await seededPgliteImage();
  await cp(await seedUploadsDir(), uploadsDir, { recursive: true });
}

let seededImage: Promise<Blob> | undefined;

export function seededPgliteImage(): Promise<Blob> {
  seededImage ??= (async () => {
    const database = await openDatabase({ inMemory: true, loadDataDir: await migratedPgliteImage() });
    try {
      await seedDemoData(database, { uploadsDir: await seedUploadsDir() });
      if (database.driver !== 'pglite') throw new Error('expected PGlite');
      // without a checkpoint the copy starts by replaying the log, which moves every used sequence 32 ahead
      await database.client.exec('checkpoint');
      return await database.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return seededImage;
}

/**
 * Seeded templates are this process's own (16 MB each, three a run); the ones earlier runs left are dropped by the
 * next build after 20 minutes, longer than a whole Vitest stage takes. A run that still needed one (on a machine
 * slower than that) finds it gone and builds it again (createTestDatabase).
 */
const SEEDED_TEMPLATE_PREFIX = 'course_h5_seed_';
const STALE_SEEDED_TEMPLATE_MS = 20 * 60 * 1000;
let seededTemplate: Promise<string> | undefined;

export function seededPostgresTemplate(): Promise<string> {
  seededTemplate ??= buildSeededPostgresTemplate();
  return seededTemplate;
}

async function buildSeededPostgresTemplate(): Promise<string> {
  const name = `${SEEDED_TEMPLATE_PREFIX}${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(async (admin) => {
    const old = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${SEEDED_TEMPLATE_PREFIX.replace(/_/g, '\\_')}%`],
    );
    for (const { datname } of old.rows) {
      const made = Number(datname.slice(SEEDED_TEMPLATE_PREFIX.length).split('_')[0]);
      if (Date.now() - made > STALE_SEEDED_TEMPLATE_MS) {
        await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
      }
    }
    await createDatabase(admin, name, await migratedPostgresTemplate());
  });
  const database = await openDatabase({ databaseUrl: withDatabaseName(TEST_DATABASE_URL, name), poolMax: 2 });
  // its files go to a scratch folder: the suites copy the ones the PGlite image wrote (the same bytes)
  const scratch = await mkdtemp(path.join(tmpdir(), 'course-h5-seed-scratch-'));
  try {
    await seedDemoData(database, { uploadsDir: scratch });
  } finally {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
  return name;
}

/**
 * The PostgreSQL twin of the PGlite image: one database migrated once per set of migration files
 * (`course_h5_tpl_<key>`), copied by `create database … template` for each suite (a file copy on the server
 * instead of a hundred migration statements). Built under a temporary name and renamed when complete, so a
 * process that finds the name finds a whole template; concurrent builders race on the rename and the loser
 * drops its copy. Templates of other migration keys are dropped when a new one is built.
 */
let postgresTemplate: Promise<string> | undefined;

export function migratedPostgresTemplate(): Promise<string> {
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

/** The name of a suite's own PostgreSQL database: `t_<milliseconds at its making>_<random hex>`. */
export function suiteDatabaseName(): string {
  return `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

/** When a suite's database of that name was made (ms since the epoch), or null for another database's name. */
export function suiteDatabaseMadeAt(name: string): number | null {
  const made = /^t_(\d+)_[0-9a-f]+$/.exec(name);
  return made ? Number(made[1]) : null;
}

/**
 * `create database`, from a template when given, in a tablespace when given (scratch-tablespace.ts); two copies of
 * one template at the same moment may refuse.
 */
export async function createDatabase(
  admin: pg.Client,
  dbName: string,
  template: string | null,
  tablespace: string | null = null,
): Promise<void> {
  const clauses = `${template ? ` template "${template}"` : ''}${tablespace ? ` tablespace "${tablespace}"` : ''}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database "${dbName}"${clauses}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(url: string, dbName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
}

/** Forgets the templates this process built (another checkout's run dropped them): the next use builds them again. */
export function forgetPostgresTemplates(): void {
  postgresTemplate = undefined;
  seededTemplate = undefined;
}
