import { customerMessageList } from '@course/contracts/messages-site';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { callKey } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { Empty, ErrorBlock, Loading, StateAction } from '../../../ui/states';
import './site-messages.css';

const PAGE_SIZE = 20;

/** siteInformation (消息): the learner's site messages, newest first, unread marked, 20 at a time. */
export default function SiteInformationPage() {
  const navigate = useAppNavigate();
  const pages = useInfiniteQuery({
    queryKey: callKey(customerMessageList),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      callApi(customerMessageList, { body: { pageNum: pageParam, pageSize: PAGE_SIZE } }),
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.list.length, 0) < last.total ? all.length + 1 : undefined,
    retry: false,
  });
  if (pages.isLoading) return <Loading />;
  if (pages.error) return <ErrorBlock error={pages.error} onRetry={() => pages.refetch()} />;
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  return (
    <main className="lc-page" data-testid="site-messages">
      {list.length === 0 ? (
        <Empty
          text="暂无消息"
          action={
            <StateAction
              label="去看看好课"
              testId="empty-find-courses"
              onClick={() => navigate(getHref('shoppingMall'))}
            />
          }
        />
      ) : (
        <section className="lc-block">
          <header className="lc-block-head">
            <h2>消息</h2>
            <small data-testid="site-messages-unread">{unread ? `${unread} 条未读` : '全部已读'}</small>
          </header>
          {list.map((m) => (
            <button
              key={m.id}
              type="button"
              className={`lc-list-item lc-message ${m.isRead ? '' : 'is-unread'}`}
              data-testid={`site-message-${m.id}`}
              onClick={() => navigate(getHref('siteInformationDetail', { query: { id: m.id } }))}
            >
              <strong>{m.title}</strong>
              <span className="lc-message-preview">{m.content}</span>
              <small>{formatBeijingDateTime(m.createdAt)}</small>
            </button>
          ))}
          {pages.hasNextPage ? (
            <button
              type="button"
              className="lc-more"
              disabled={pages.isFetchingNextPage}
              onClick={() => pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? '加载中…' : '加载更多'}
            </button>
          ) : (
            <p className="lc-muted lc-end">没有更多了</p>
          )}
        </section>
      )}
    </main>
  );
}
