import { Button } from 'antd';
import { useState } from 'react';

/**
 * The pages walked of a console list paged by cursor (contracts/console-call.ts `consolePaging`): the cursors that
 * led to the page shown, so 上一页 goes back without the server counting pages. A new `resetKey` (the list's tab
 * or filters) starts again at the first page.
 */
export function useCursorPages(resetKey: string) {
  const [walked, setWalked] = useState<{ key: string; cursors: number[] }>({ key: resetKey, cursors: [] });
  const cursors = walked.key === resetKey ? walked.cursors : [];
  const cursor = cursors.at(-1);
  return {
    /** The cursor of the page shown (undefined on the first). */
    cursor,
    /** What the list call is asked besides its filters. */
    request: cursor === undefined ? {} : { cursor },
    pageNumber: cursors.length + 1,
    next: (nextCursor: number) => setWalked({ key: resetKey, cursors: [...cursors, nextCursor] }),
    previous: () => setWalked({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * 上一页 · 第 n 页 · 下一页 under a paged list; nothing when the list has one page. `loading`: the page on screen
 * is the one before while the next loads (useConsoleQuery's `pagedBy`), so both buttons wait for it.
 */
export function CursorPager({
  pages,
  nextCursor,
  loading = false,
  testIdPrefix = 'admin-list',
}: {
  pages: CursorPages;
  nextCursor: number | null;
  loading?: boolean;
  testIdPrefix?: string;
}) {
  if (pages.pageNumber === 1 && nextCursor === null) return null;
  return (
    <div className="admin-pager" data-testid={`${testIdPrefix}-pager`}>
      <Button
        disabled={pages.pageNumber === 1 || loading}
        onClick={pages.previous}
        data-testid={`${testIdPrefix}-prev`}
      >
        上一页
      </Button>
      <span data-testid={`${testIdPrefix}-page`}>第 {pages.pageNumber} 页</span>
      <Button
        disabled={nextCursor === null || loading}
        loading={loading}
        onClick={() => nextCursor !== null && pages.next(nextCursor)}
        data-testid={`${testIdPrefix}-next`}
      >
        下一页
      </Button>
    </div>
  );
}
