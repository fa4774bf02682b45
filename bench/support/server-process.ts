/**
 * The benches' production setting: a fresh database (PostgreSQL, or PGlite files for a bench's PGlite mode),
 * prepared by the bench process, then the built server started as its own process (`node apps/server/dist/main.js`)
 * on it. The load comes from the bench process, never from the server's own event loop.
 *
 * Environment, shared by every bench:
 *   BENCH_DB=postgres|pglite   the database (a bench gives its default)
 *   BENCH_DATABASE_URL         PostgreSQL to create and drop bench databases on (postgres://postgres@127.0.0.1:5432/test)
 *   LOG_LEVEL                  the server's log level (default warn: what goes wrong shows, requests are not logged)
 *   SERVER_NODE_ARGS           extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 *   BENCH_MARKS=1              print each load's window on the monotonic clock a --cpu-prof profile uses, to read
 *                              one phase out of the server's profile
 *   BENCH_PG_SETTINGS          PostgreSQL settings for the run's own database only (`alter database … set`), `;`
 *                              between them, e.g. "log_min_duration_statement=20" or
 *                              "session_preload_libraries=auto_explain;auto_explain.log_min_duration=20;auto_explain.log_analyze=on"
 *                              (the plans land in PostgreSQL's own log, /var/log/postgresql/ on Debian)
 *   BENCH_ANALYZE=0            leave the prepared database without planner statistics (by default it is analyzed
 *                              once prepared, as autovacuum keeps a database in production)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { type AppConfig, loadConfig } from '../../apps/server/src/env.ts';
import { procCpuMs } from './proc-cpu.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** `BENCH_SERVER_MAIN` runs another build (a path from the repository root, e.g. a copy of an earlier build beside it in dist/, for alternating runs). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN
  ? path.resolve(REPO_ROOT, process.env.BENCH_SERVER_MAIN)
  : path.join(REPO_ROOT, 'apps/server/dist/main.js');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DbKind = 'postgres' | 'pglite';

export function benchDbKind(fallback: DbKind): DbKind {
  const kind = process.env.BENCH_DB ?? fallback;
  if (kind !== 'postgres' && kind !== 'pglite')
    throw new Error(`BENCH_DB must be postgres or pglite, not ${kind}`);
  return kind;
}

/** A port free right now on 127.0.0.1 (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database and data folder for one run; `drop` removes both. */
export type BenchDatabase = {
  kind: DbKind;
  label: string;
  /** The data folder the server gets as DATA_DIR (uploads; PGlite's files in PGlite mode). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the database from the bench process. PGlite: only while the server is not running. */
  open: (poolMax?: number) => Promise<Database>;
  drop: () => Promise<void>;
  /** PostgreSQL: the process ids of the backends connected to this database now (none for PGlite). */
  backends: () => Promise<number[]>;
};

/** Says why PostgreSQL cannot be used, or null when it can. */
export async function postgresProblem(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${ADMIN_URL} (${(error as Error).message})`;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export async function createBenchDatabase(kind: DbKind, bench: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `course-h5-bench-${bench}-`));
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  if (kind === 'pglite') {
    return {
      kind,
      label: `pglite (${path.join(dataDir, 'pglite')})`,
      dataDir,
      databaseUrl: undefined,
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      backends: async () => [],
    };
  }
  const name = `bench_${bench.replace(/\W/g, '_')}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  for (const setting of (process.env.BENCH_PG_SETTINGS ?? '').split(';').filter(Boolean)) {
    const [key, value] = setting.split('=');
    if (!key || value === undefined || !/^[\w.]+$/.test(key))
      throw new Error(`BENCH_PG_SETTINGS: ${setting}?`);
    await admin.query(`alter database "${name}" set ${key} = '${value.replace(/'/g, "''")}'`);
  }
  const target = new URL(ADMIN_URL);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  return {
    kind,
    label: `postgres (${name})`,
    dataDir,
    databaseUrl,
    open: (poolMax = 10) => openDatabase({ databaseUrl, poolMax }),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
    backends: async () =>
      (
        await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])
      ).rows.map((r) => r.pid),
  };
}

/**
 * CPU time (user + system, ms) used so far by the processes `pids` (Linux /proc; 10 ms ticks). The difference
 * across a load is its CPU cost, which a machine shared with other work disturbs much less than requests/s.
 */
export function cpuMs(pids: number[]): number {
  // a pid that is gone (a backend closed) counts nothing: its time is lost to the count
  return pids.reduce((ms, pid) => ms + (procCpuMs(pid) ?? 0), 0);
}

/** The server's environment for a run: sandbox on (test sessions, the sandbox payment), no demo seeding. */
export function serverEnvironment(
  db: BenchDatabase,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    SEED_DEMO_DATA: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extra,
  };
}

/** The configuration the server will read from `env` (the same salt and keys for the bench's signatures). */
export const configOf = (env: Record<string, string>): AppConfig => loadConfig(env);

/** Migrates and seeds the run's database from the bench process, then `prepare` adds the bench's own data. */
export async function prepareDatabase<T>(
  db: BenchDatabase,
  prepare: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await db.open();
  try {
    await migrateDatabase(database);
    await seedDemoData(database, { uploadsDir: path.join(db.dataDir, 'uploads') });
    const prepared = await prepare(database);
    // Statistics, as autovacuum keeps them on a database in production: without them the planner of a fresh
    // database takes its tables for nearly empty (BENCH_ANALYZE=0: without).
    if (process.env.BENCH_ANALYZE !== '0') await database.db.execute(sql`analyze`);
    return prepared;
  } finally {
    await database.close();
  }
}

export type ServerProcess = { base: string; pid: number; stop: () => Promise<void> };

/** Starts `node apps/server/dist/main.js` with `env` and waits until /readyz answers 200. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  // Should the bench die first, its server goes with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphaned);
      resolve(code);
    }),
  );
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`the server exited (${exitCode}) before it was ready:\n${output.join('')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 120 s:\n${output.join('')}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Min, median and max of a list of figures. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0] ?? Number.NaN, median, max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** "median X (min Y, max Z; n runs)" with `digits` decimals. */
export function spreadLine(values: number[], digits = 0, unit = ''): string {
  const { min, median, max } = spread(values);
  const f = (v: number) => `${v.toFixed(digits)}${unit}`;
  return `median ${f(median)}  (min ${f(min)}, max ${f(max)}; ${values.length} run${values.length === 1 ? '' : 's'})`;
}
