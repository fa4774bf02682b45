import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { statementName } from './statement-cache.ts';

/**
 * On PostgreSQL every parameterised query is prepared once per connection (named after its text) and reused;
 * a text without parameters (which may hold several statements) runs unnamed.
 */
describeEachDatabase('prepared statements', (getDatabase, target) => {
  it('prepares a parameterised query once on its connection and answers it as before', async () => {
    const database = getDatabase();
    const rows = await database.db.execute<{ n: number }>(sql`select ${5}::int * 2 as n`);
    expect(rows.rows[0]!.n).toBe(10);
    if (target.name !== 'postgres' || database.driver !== 'postgres') return;
    const text = 'select $1::int + 1 as n';
    const client = await database.pool.connect();
    try {
      const first = await client.query(text, [1]);
      const second = await client.query({ text, values: [41] });
      expect([first.rows[0].n, second.rows[0].n]).toEqual([2, 42]);
      const prepared = await client.query('select name, statement from pg_prepared_statements');
      expect(prepared.rows.filter((r) => r.statement === text)).toEqual([
        { name: statementName(text), statement: text },
      ]);
      // several statements without parameters still run (unnamed)
      await client.query('select 1; select 2');
    } finally {
      client.release();
    }
  });
});
