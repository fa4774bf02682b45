import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client.ts';
import { type BrandCode, courses, demoSeedRows } from './schema/index.ts';

/** A table whose rows the demo seed makes: an integer `id` primary key. */
type SeededTable = PgTable & { id: PgColumn };

/**
 * The demo seed's row of `key` (a name of the seed's own, e.g. `course:memory-21days`), so that what an operator
 * changes stays changed across restarts:
 * - the row the seed made under `key` before, by id, whatever an operator renamed it to;
 * - null when that row is gone (an operator deleted it): the seed does not make it again;
 * - else the row `named` finds by its demo name (a database seeded before the ledger), recorded under `key`;
 * - else the row `make` inserts, recorded under `key` (null when `make` cannot make it now: nothing recorded).
 * Runs inside the seed's transaction, under its advisory lock (db/seed.ts), so two processes never both make it.
 */
export async function demoRow(
  tx: AppDb,
  key: string,
  table: SeededTable,
  named: SQL,
  make: () => Promise<number | null>,
): Promise<number | null> {
  const [recorded] = await tx
    .select({ rowId: demoSeedRows.rowId })
    .from(demoSeedRows)
    .where(eq(demoSeedRows.key, key))
    .limit(1);
  if (recorded) {
    const still = await tx.execute(sql`select 1 from ${table} where ${table.id} = ${recorded.rowId}`);
    return still.rows.length > 0 ? recorded.rowId : null;
  }
  const found = await tx.execute<{ id: number }>(
    sql`select ${table.id} as id from ${table} where ${named} limit 1`,
  );
  const rowId = found.rows[0] ? Number(found.rows[0].id) : await make();
  if (rowId !== null) await tx.insert(demoSeedRows).values({ key, rowId });
  return rowId;
}

/** The id of a query's first row, if any. */
export async function firstId<T extends { id: number }>(rows: Promise<T[]>): Promise<number | undefined> {
  return (await rows)[0]?.id;
}

/** A demo course (demoRow under `course:<key>`), found by brand and title on a database seeded before the ledger. */
export const demoCourse = (
  tx: AppDb,
  key: string,
  brand: BrandCode,
  title: string,
  make: () => Promise<number | null>,
) => demoRow(tx, `course:${key}`, courses, and(eq(courses.brand, brand), eq(courses.title, title))!, make);
