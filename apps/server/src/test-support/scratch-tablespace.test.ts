import { statfsSync, statSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { suiteDatabaseName, withAdminClient } from './database-images.ts';
import { prepareScratchTablespace, SCRATCH_TABLESPACE } from './scratch-tablespace.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from './test-database.ts';

/**
 * Whether this process can hand a /dev/shm folder to the PostgreSQL server (root, the server's data folder here, a
 * gigabyte free there), and is not told to keep the default tablespace.
 */
async function serverIsOurs(): Promise<boolean> {
  if (process.getuid?.() !== 0 || process.env.TEST_PG_TABLESPACE === 'default') return false;
  const room = statfsSync('/dev/shm');
  if (room.bavail * room.bsize < 1024 ** 3) return false;
  const dir = await withAdminClient(
    async (admin) =>
      (await admin.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory,
  );
  try {
    statSync(dir);
    return true;
  } catch {
    return false;
  }
}

describePostgres('the suites’ PostgreSQL databases (scratch-tablespace.ts)', () => {
  let made: TestDatabase;
  beforeAll(async () => {
    made = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await made?.drop();
  });

  // CI runs as root on the database's machine: there a suite's database is in memory; elsewhere on the disk
  it('makes a suite’s database in the tablespace in memory when the server is this machine’s, a whole copy', async () => {
    const rows = await made.database.db.execute<{ spcname: string; tables: number }>(sql`
      select t.spcname,
             (select count(*)::int from information_schema.tables where table_schema = 'public') as tables
        from pg_database d join pg_tablespace t on t.oid = d.dattablespace
       where d.datname = current_database()`);
    const row = (Array.isArray(rows) ? rows : rows.rows)[0]!;
    expect(row.spcname).toBe((await serverIsOurs()) ? SCRATCH_TABLESPACE : 'pg_default');
    // the copy is the migrated template's whole schema, wherever it lives
    expect(row.tables).toBeGreaterThan(50);
  });

  it('drops a suite’s database a dead run left there hours ago, and keeps a running suite’s', async () => {
    if (!(await serverIsOurs())) {
      expect(await withAdminClient((admin) => prepareScratchTablespace(admin))).toBeNull();
      return;
    }
    const left = suiteDatabaseName().replace(/^t_\d+/, `t_${Date.now() - 3 * 60 * 60 * 1000}`);
    const running = suiteDatabaseName();
    const names = async () =>
      withAdminClient(async (admin) =>
        (
          await admin.query<{ datname: string }>('select datname from pg_database where datname = any($1)', [
            [left, running],
          ])
        ).rows.map((row) => row.datname),
      );
    try {
      await withAdminClient(async (admin) => {
        for (const name of [left, running])
          await admin.query(`create database "${name}" tablespace ${SCRATCH_TABLESPACE}`);
      });
      expect((await names()).sort()).toEqual([left, running].sort());
      expect(await withAdminClient((admin) => prepareScratchTablespace(admin))).toBe(SCRATCH_TABLESPACE);
      expect(await names()).toEqual([running]);
    } finally {
      await withAdminClient(async (admin) => {
        for (const name of [left, running])
          await admin.query(`drop database if exists "${name}" with (force)`);
      });
    }
  });

  it('keeps the default tablespace when TEST_PG_TABLESPACE=default', async () => {
    const before = process.env.TEST_PG_TABLESPACE;
    process.env.TEST_PG_TABLESPACE = 'default';
    try {
      expect(await withAdminClient((admin) => prepareScratchTablespace(admin))).toBeNull();
    } finally {
      if (before === undefined) delete process.env.TEST_PG_TABLESPACE;
      else process.env.TEST_PG_TABLESPACE = before;
    }
  });
});
