import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres, TEST_DATABASE_URL } from '../test-support/test-database.ts';
import { openDatabase, type PostgresDatabaseHandle } from './client.ts';
import { pgErrorCode } from './errors.ts';
import { isStatementError } from './pool-statement-errors.ts';

/**
 * A statement PostgreSQL refuses (a check, a unique key, a division by zero) leaves its pooled connection in the
 * pool; a connection that PostgreSQL ended is replaced. pg-pool's own query() ended the connection after every
 * refused statement (a new backend and its prepared statements each time: votes past their limit took 11 s for
 * 1,000 instead of 1.5).
 */
describePostgres('pooled connections after a refused statement', () => {
  let database: PostgresDatabaseHandle;
  const backend = async () =>
    (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;

  beforeAll(async () => {
    const opened = await openDatabase({ databaseUrl: TEST_DATABASE_URL, poolMax: 1 });
    if (opened.driver !== 'postgres') throw new Error('expected PostgreSQL');
    database = opened;
  });
  afterAll(async () => database?.close());

  it('keeps the connection after a check, a unique key, bad input and a division by zero, prepared or not', async () => {
    const first = await backend();
    // a temporary table lives as long as its connection
    await database.db.execute(
      sql`create temporary table if not exists pool_probe (id int primary key, n int check (n > 0))`,
    );
    await database.db.execute(sql`insert into pool_probe values (${1}::int, ${1}::int)`);
    const refusals: [ReturnType<typeof sql>, string][] = [
      [sql`insert into pool_probe values (${2}::int, ${-1}::int)`, '23514'],
      [sql`insert into pool_probe values (${1}::int, ${5}::int)`, '23505'],
      [sql`select ${'x'}::int`, '22P02'],
      [sql`select 1 / ${0}::int`, '22012'],
      [sql`select 1 / 0`, '22012'],
    ];
    for (const [statement, code] of refusals) {
      const refused = await database.db.execute(statement).then(
        () => 'answered',
        (error: unknown) => pgErrorCode(error),
      );
      expect(refused).toBe(code);
    }
    expect(await backend()).toBe(first);
    const rows = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pool_probe where id > ${0}::int`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('replaces a connection that PostgreSQL ended', async () => {
    const first = await backend();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    const next = await backend();
    expect(next).not.toBe(first);
  });

  it('keeps callback calls working as pg-pool has them', async () => {
    const answer = await new Promise<number>((resolve, reject) =>
      database.pool.query('select 7 as n', (error: Error | undefined, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result.rows[0].n),
      ),
    );
    expect(answer).toBe(7);
  });
});

it('counts only errors PostgreSQL answered for one statement as keeping the connection', () => {
  const answered = (code: string, severity = 'ERROR') =>
    Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code, severity });
  expect(isStatementError(answered('23514'))).toBe(true);
  expect(isStatementError(answered('23505'))).toBe(true);
  expect(isStatementError(answered('55P03'))).toBe(true);
  expect(isStatementError(answered('57014'))).toBe(true);
  expect(isStatementError(answered('57P01', 'FATAL'))).toBe(false);
  expect(isStatementError(answered('57P05'))).toBe(false);
  expect(isStatementError(answered('08006'))).toBe(false);
  expect(isStatementError(answered('XX000'))).toBe(false);
  expect(isStatementError(answered('42601', 'PANIC'))).toBe(false);
  expect(isStatementError(new Error('Connection terminated unexpectedly'))).toBe(false);
  expect(isStatementError(new Error('timeout exceeded when trying to connect'))).toBe(false);
});
