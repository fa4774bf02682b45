import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { keepConnectionOnStatementError } from './pool-statement-errors.ts';
import * as schema from './schema/index.ts';
import { prepareParameterisedQueries } from './statement-cache.ts';

/**
 * One database handle for both drivers. Repositories take an `AppDb` (a transaction is one too) and never
 * need to know whether PGlite or PostgreSQL is behind it.
 */

export type AppSchema = typeof schema;

/**
 * The raw result of `db.execute(sql\`...\`)`. Both drivers answer an object with `rows`
 * (PGlite's `Results`, pg's `QueryResult`); only `rows` is common, so only `rows` is typed.
 * Raw rows are not mapped by the schema, and the drivers differ: int8 (e.g. `count(*)`) is a number on PGlite
 * and a string on pg, so cast in SQL (`count(*)::int`) or use the query builder with drizzle's `count()`;
 * timestamptz comes back as a string on both. Prefer `.select()` where a typed, mapped row matters.
 */
export type AppQueryResult<TRow> = { rows: TRow[] };

export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: AppQueryResult<this['row']>;
}

export type AppDb = PgDatabase<AppQueryResultHKT, AppSchema>;
export type AppTransaction = PgTransaction<
  AppQueryResultHKT,
  AppSchema,
  ExtractTablesWithRelations<AppSchema>
>;

type DatabaseBase = {
  db: AppDb;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes the connections (pool or embedded instance). Safe to call twice. */
  close(): Promise<void>;
};

export type PgliteDatabaseHandle = DatabaseBase & { driver: 'pglite'; client: PGlite };
export type PostgresDatabaseHandle = DatabaseBase & { driver: 'postgres'; pool: pg.Pool };
export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;

export type OpenDatabaseOptions = {
  /** postgres:// URL. When set, PostgreSQL through a pg Pool is used; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files under `${dataDir}/pglite`. */
  dataDir?: string | undefined;
  /** PGlite in memory (tests). Takes precedence over dataDir. */
  inMemory?: boolean | undefined;
  /** PGlite only: start from this data-directory image (`dumpDataDir`) instead of running initdb. */
  loadDataDir?: Blob | undefined;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number | undefined;
  /** Called when an idle pooled connection fails (default: console.error). */
  onPoolError?: ((error: Error) => void) | undefined;
};

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPglite(opts: OpenDatabaseOptions): Promise<PgliteDatabaseHandle> {
  let dataDir: string | undefined;
  let release = async () => {};
  if (!opts.inMemory) {
    if (!opts.dataDir) throw new Error('openDatabase: give databaseUrl, dataDir or inMemory');
    dataDir = path.join(path.resolve(opts.dataDir), 'pglite');
    await mkdir(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(opts.loadDataDir === undefined ? {} : { loadDataDir: opts.loadDataDir }),
    });
  } catch (error) {
    await release();
    throw error;
  }
  return pgliteHandle(client, release);
}

/** The app's handle on an open PGlite client; `release` runs once the client is closed (the data folder's lock). */
export function pgliteHandle(
  client: PGlite,
  release: () => Promise<void> = async () => {},
): PgliteDatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  let closed = false;
  return {
    driver: 'pglite',
    db,
    client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await release();
    },
  };
}

/**
 * Limits every pooled PostgreSQL session starts with, so that one stuck transaction (a request that hangs holding a
 * seat's row lock, say) cannot make every later request wait for ever: a lock not granted in 5 s or a statement
 * over 30 s fails with a "busy" SQLSTATE (db/errors.ts PG_BUSY_CODES), answered 5003 and rolled back; a session
 * idle inside a transaction for 60 s is ended by the server, freeing its locks. Migrations lift the first two on
 * their own connection (migrate.ts).
 */
export const POSTGRES_SESSION_LIMITS = {
  lock_timeout: 5_000,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
} as const;

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<PostgresDatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    ...POSTGRES_SESSION_LIMITS,
  });
  const onPoolError = opts.onPoolError ?? ((error: Error) => console.error('postgres pool error', error));
  let closed = false;
  // Without a listener an idle client's error (e.g. the server restarting) would crash the process. Once closed,
  // pool.end() has resolved but its sockets may still be closing: their termination is expected, not news.
  pool.on('error', (error) => {
    if (!closed) onPoolError(error);
  });
  // Every connection prepares the parameterised statements it runs (statement-cache.ts).
  pool.on('connect', prepareParameterisedQueries);
  keepConnectionOnStatementError(pool);
  const native = drizzleNodePg({ client: pool, schema });
  const db = native as unknown as AppDb;
  const handle: PostgresDatabaseHandle = {
    driver: 'postgres',
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  try {
    await handle.ping();
  } catch (error) {
    await handle.close();
    throw new Error(`cannot reach PostgreSQL at ${redactUrl(databaseUrl)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return handle;
}

/** The URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable database URL)';
  }
}
