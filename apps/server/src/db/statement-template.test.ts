import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { customers } from './schema/index.ts';
import { statementTemplate } from './statement-template.ts';

describe('statementTemplate', () => {
  it('renders the text drizzle renders for the same values, with the values in their places, once', () => {
    const direct = (id: number, note: string) =>
      sql`select ${customers.id}, ${'constant'} as c, ${note}::text as note from ${customers}
        where ${customers.id} = ${id} or ${customers.id} = ${id} + 1`;
    let builds = 0;
    const template = statementTemplate<'id' | 'note'>(({ id, note }) => {
      builds++;
      return sql`select ${customers.id}, ${'constant'} as c, ${note}::text as note from ${customers}
        where ${customers.id} = ${id} or ${customers.id} = ${id} + 1`;
    });
    for (const [id, note] of [
      [7, 'a'],
      [8, 'b $1 c'],
    ] as const) {
      const expected = new PgDialect().sqlToQuery(direct(id, note));
      expect(template.query().sql).toBe(expected.sql);
      expect(fillPlaceholders(template.query().params, { id, note })).toEqual(expected.params);
    }
    expect(builds).toBe(1);
  });
});

describeEachDatabase('statementTemplate on the database', (getDatabase) => {
  it('answers each call with its own values, in a transaction too, and refuses a call without one', async () => {
    const { db } = getDatabase();
    const template = statementTemplate<'a' | 'b'>(
      ({ a, b }) => sql`select ${a}::int + ${b}::int as n, ${'k'}::text as k, ${b}::int as b`,
    );
    const answers = await Promise.all(
      [1, 2, 3].map(async (a) => (await template.execute(db, { a, b: a * 10 })).rows[0]),
    );
    expect(answers).toEqual([
      { n: 11, k: 'k', b: 10 },
      { n: 22, k: 'k', b: 20 },
      { n: 33, k: 'k', b: 30 },
    ]);
    const inTransaction = await db.transaction(
      async (tx) => (await template.execute(tx, { a: 4, b: 5 })).rows,
    );
    expect(inTransaction).toEqual([{ n: 9, k: 'k', b: 5 }]);
    await expect(template.execute(db, { a: 1 } as { a: number; b: number })).rejects.toThrow(
      /placeholder "b"/,
    );
  });
});
