import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { MIGRATIONS_DIR, migrateDatabase, migrationFolders, resolveMigrationsDir } from './migrate.ts';
import * as schema from './schema/index.ts';

/** Every table the schema declares: the migrations must create exactly these. */
const EXPECTED_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

async function publicTables(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((r) => r.table_name);
}

/** Applied migrations over every module's history table. */
async function appliedMigrations(database: Database): Promise<number> {
  let total = 0;
  for (const { migrationsTable } of migrationFolders(MIGRATIONS_DIR())) {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.${sql.identifier(migrationsTable)}`,
    );
    total += result.rows[0]!.n;
  }
  return total;
}

/** The SQL migration files over every module's folder. */
function migrationFileCount(): number {
  return migrationFolders(MIGRATIONS_DIR()).reduce(
    (n, { folder }) => n + readdirSync(folder).filter((f) => f.endsWith('.sql')).length,
    0,
  );
}

/**
 * The migrations as they were before issue 12 moved tables between modules: the same SQL files and journal
 * dates per history table, without the adopt_* migrations, without the learning and messages modules, and without
 * what a module with an adopt migration added after it (drizzle applies a migration only when it is newer than the
 * last one applied, so a later migration already applied would make the upgrade skip the adoption). (The folders
 * courses and commerce were renamed catalogue and orders; their history tables kept the old names.) `later` names
 * the tables that the left-out migrations create: they come only with the upgrade.
 */
async function migrationsBeforeIssue12(): Promise<{ dir: string; later: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-before-12-'));
  await cp(MIGRATIONS_DIR(), dir, { recursive: true });
  const leftOut: string[] = [];
  for (const area of ['learning', 'messages']) {
    const folder = path.join(dir, area);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql') && !/_adopt_/.test(f))) {
      leftOut.push(path.join(folder, file));
    }
  }
  for (const { folder } of migrationFolders(dir)) {
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const adoptedAt = Math.min(...journal.entries.filter((e) => /_adopt_/.test(e.tag)).map((e) => e.when));
    const dropped = journal.entries.filter((e) => /_adopt_/.test(e.tag) || e.when > adoptedAt);
    journal.entries = journal.entries.filter((e) => !dropped.includes(e));
    await writeFile(journalFile, JSON.stringify(journal));
    for (const entry of dropped) {
      const file = path.join(folder, `${entry.tag}.sql`);
      if (!/_adopt_/.test(entry.tag)) {
        if (!leftOut.includes(file)) leftOut.push(file);
      } else await rm(file);
    }
  }
  const later: string[] = [];
  for (const file of leftOut) {
    for (const m of readFileSync(file, 'utf8').matchAll(/CREATE TABLE "([\w]+)"/g)) later.push(m[1]!);
    await rm(file);
  }
  await rm(path.join(dir, 'learning'), { recursive: true, force: true });
  await rm(path.join(dir, 'messages'), { recursive: true, force: true });
  return { dir, later };
}

describe('migrations folder', () => {
  it('resolves from the source tree to apps/server/drizzle', () => {
    expect(MIGRATIONS_DIR()).toBe(path.resolve(import.meta.dirname, '../../drizzle'));
    expect(migrationFileCount()).toBeGreaterThan(0);
    expect(migrationFolders(MIGRATIONS_DIR()).map((f) => path.basename(f.folder))[0]).toBe('foundation');
  });

  it('resolves from a bundle at apps/server/dist/main.js through ../drizzle', () => {
    const fromDist = new URL('../dist/main.js', new URL(`file://${MIGRATIONS_DIR()}/`));
    expect(resolveMigrationsDir([new URL('../../drizzle', fromDist), new URL('../drizzle', fromDist)])).toBe(
      MIGRATIONS_DIR(),
    );
  });

  it('says where it looked when no candidate holds migrations', () => {
    expect(() => resolveMigrationsDir([new URL('file:///nonexistent/drizzle')])).toThrow(/nonexistent/);
  });
});

describe('openDatabase with a data directory', () => {
  it('keeps PGlite data under <dataDir>/pglite across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pglite-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db.execute(sql`insert into config_codes (code, value) values ('kept', '"yes"'::jsonb)`);
      await first.close();
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const second = await openDatabase({ dataDir });
      try {
        await migrateDatabase(second);
        const rows = await second.db.execute<{ value: unknown }>(
          sql`select value from config_codes where code = 'kept'`,
        );
        expect(rows.rows).toEqual([{ value: 'yes' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to guess where to keep data when given neither a URL, a folder nor inMemory', async () => {
    await expect(openDatabase({})).rejects.toThrow(/databaseUrl, dataDir or inMemory/);
  });

  it('names the unreachable PostgreSQL without its password', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://u:hunter2@127.0.0.1:1/x' })).rejects.toThrow(
      /cannot reach PostgreSQL at postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/x/,
    );
  });
});

describeEachDatabase('migrateDatabase', (getDatabase, target) => {
  it('creates every table of the schema', async () => {
    expect(await publicTables(getDatabase())).toEqual(EXPECTED_TABLES);
  });

  it('is idempotent: running it again applies nothing and keeps the data', async () => {
    const database = getDatabase();
    const before = await appliedMigrations(database);
    await database.db.execute(sql`insert into config_codes (code, value) values ('probe', '1'::jsonb)`);
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await appliedMigrations(database)).toBe(before);
    const probe = await database.db.execute<{ value: unknown }>(
      sql`select value from config_codes where code = 'probe'`,
    );
    expect(probe.rows).toEqual([{ value: 1 }]);
  });

  it('answers ping and runs transactions that roll back on error', async () => {
    const database = getDatabase();
    await database.ping();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into config_codes (code, value) values ('rolled-back', '2'::jsonb)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.db.execute(sql`select 1 from config_codes where code = 'rolled-back'`);
    expect(rows.rows).toHaveLength(0);
  });

  it('upgrades a database migrated before issue 12: the adopted tables keep their rows', async () => {
    const old = await createTestDatabase(target, { migrate: false });
    const { dir: before, later } = await migrationsBeforeIssue12();
    try {
      await migrateDatabase(old.database, { migrationsFolder: before });
      expect(await publicTables(old.database)).toEqual(EXPECTED_TABLES.filter((t) => !later.includes(t)));
      await old.database.db.execute(
        sql`insert into customers (openid, wechat_type) values ('upgrade-probe', 1)`,
      );
      await old.database.db.execute(sql`insert into customer_messages (customer_id, title, content)
        select id, 'kept', 'across the upgrade' from customers where openid = 'upgrade-probe'`);
      await migrateDatabase(old.database);
      expect(await publicTables(old.database)).toEqual(EXPECTED_TABLES);
      expect(await appliedMigrations(old.database)).toBe(migrationFileCount());
      const kept = await old.database.db.execute<{ title: string }>(sql`select title from customer_messages`);
      expect(kept.rows).toEqual([{ title: 'kept' }]);
      // the adopted tables still take writes (their constraints came through)
      await old.database.db.execute(sql`insert into customer_feedback (customer_id, type, content)
        select id, 'other', 'after the upgrade' from customers where openid = 'upgrade-probe'`);
    } finally {
      await old.drop();
      await rm(before, { recursive: true, force: true });
    }
  });

  if (target.name === 'postgres') {
    it('migrates without the pooled sessions’ time limits, and gives the connection back with them', async () => {
      const fresh = await createTestDatabase(target, { migrate: false });
      const single = await openDatabase({ databaseUrl: fresh.url!, poolMax: 1 });
      try {
        await migrateDatabase(single);
        if (single.driver !== 'postgres') throw new Error('a PostgreSQL database');
        // the pool's only connection is the one the migrations ran on
        const limits = await single.pool.query<{ lock: string; statement: string }>(
          `select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement`,
        );
        expect(limits.rows[0]).toEqual({ lock: '5s', statement: '30s' });
      } finally {
        await single.close();
        await fresh.drop();
      }
    });

    it('lets several processes migrate one empty database at once', async () => {
      const fresh = await createTestDatabase(target, { migrate: false });
      const others = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url!, poolMax: 2 })),
      );
      try {
        await Promise.all([fresh.database, ...others].map((d) => migrateDatabase(d)));
        expect(await publicTables(fresh.database)).toEqual(EXPECTED_TABLES);
        expect(await appliedMigrations(fresh.database)).toBe(migrationFileCount());
      } finally {
        await Promise.all(others.map((d) => d.close()));
        await fresh.drop();
      }
    });
  }
});
