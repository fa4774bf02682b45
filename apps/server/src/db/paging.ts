/** The page of a list call: 1-based page number and page size. */
export type Page = { pageNum: number; pageSize: number };

/** A page of a list call as the limit and offset of its query. */
export function pageWindow(page: Page): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize };
}
