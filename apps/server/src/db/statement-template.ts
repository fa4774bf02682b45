import { type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDb } from './client.ts';

/**
 * A long statement rendered to text once. `db.execute(sql…)` has drizzle walk the template's every chunk on each
 * call (tables, columns, nested parts, a dozen `is()` checks on each, about 2.7 µs a chunk here); for the sign-up's
 * group statement (hundreds of chunks) that was 29 µs of a first sign-up's server time, more than any other library
 * but Node's own HTTP (docs/decisions.md, "Performance, twentieth pass"). Here the template
 * is rendered once with a placeholder for each value of a call (`sql.placeholder`), and a call hands drizzle's
 * prepared query the text and its values: nothing is walked again, and the text, the same string every time, keeps
 * its one prepared statement per connection (db/statement-cache.ts).
 */
export type StatementTemplate<K extends string> = {
  /** The rendered text and its parameters (placeholders where a call's values go). */
  query(): Query;
  /** Runs the statement with a call's values on `db` (a database or a transaction). */
  execute<T>(db: AppDb, values: Record<K, unknown>): Promise<{ rows: T[] }>;
};

export function statementTemplate<K extends string>(
  build: (values: Record<K, SQL>) => SQL,
): StatementTemplate<K> {
  let rendered: Query | null = null;
  const query = () => {
    rendered ??= new PgDialect().sqlToQuery(
      build(new Proxy({} as Record<K, SQL>, { get: (_, name) => sql`${sql.placeholder(String(name))}` })),
    );
    return rendered;
  };
  return {
    query,
    async execute<T>(db: AppDb, values: Record<K, unknown>) {
      // what db.execute does after rendering: a prepared query without result mapping, answered as the driver's
      const prepared = db._.session.prepareQuery(query(), undefined, undefined, false);
      return (await prepared.execute(values)) as { rows: T[] };
    },
  };
}
