import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A raw row of a hand-written statement (`returning *`, `select t.*`: the table's column names) as the table's
 * typed row, mapped by the columns' own `mapFromDriverValue` exactly as drizzle's select maps it. The column list is
 * read once per table, so a hot statement pays for neither drizzle's query building nor its per-field type checks.
 */
export function rowMapper<T extends Table>(table: T): (raw: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column }));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const { key, column } of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
