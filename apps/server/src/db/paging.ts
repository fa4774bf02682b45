import { gt, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The page of a list call: 1-based page number and page size. */
export type Page = { pageNum: number; pageSize: number };

/** A page of a list call as the limit and offset of its query. */
export function pageWindow(page: Page): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize };
}

/**
 * Keyset paging of a console list by its id column (contracts/console-call.ts `consolePaging`): the condition for
 * the rows after `cursor` in the list's order (undefined on the first page). Query `pageSize + 1` rows and give
 * them to `cursorPage`.
 */
export function afterCursor(
  id: AnyPgColumn,
  order: 'asc' | 'desc',
  cursor: number | undefined,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  return order === 'asc' ? gt(id, cursor) : lt(id, cursor);
}

/** A page of rows read with `limit pageSize + 1`, the row ids kept apart: the page and the cursor of the next. */
export function cursorPage<T extends { cursorId: number }>(
  rows: T[],
  pageSize: number,
): { rows: Omit<T, 'cursorId'>[]; nextCursor: number | null } {
  const page = rows.slice(0, pageSize);
  return {
    rows: page.map(({ cursorId: _, ...row }) => row),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.cursorId ?? null) : null,
  };
}
