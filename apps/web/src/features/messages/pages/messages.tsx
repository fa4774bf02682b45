import { customerMessageList, customerMessageRead } from '@course/contracts/messages-site';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, ErrorBlock, Loading, PageState, StateAction } from '../../../ui/states';
// The site messages share the learning pages' styles (lc-*) until the CSS split (issue 12).
import '../../learning/learning.css';

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

/** siteInformationDetail (query id): one message; opening it marks it read. */
export function SiteInformationDetailPage() {
  const id = useQueryId('id');
  const message = useCall(customerMessageRead, { id: id ?? 0 }, { enabled: id !== null });
  const client = useQueryClient();
  useEffect(() => {
    if (message.data) void client.invalidateQueries({ queryKey: callKey(customerMessageList) });
  }, [message.data, client]);
  if (id === null) return <Empty text="没有找到这条消息" />;
  return (
    <main className="lc-page" data-testid="site-message-detail">
      <PageState query={message}>
        {(m) => (
          <article className="lc-block lc-message-detail">
            <h1>{m.title}</h1>
            <small className="lc-muted">{formatBeijingDateTime(m.createdAt)}</small>
            <p>{m.content}</p>
          </article>
        )}
      </PageState>
    </main>
  );
}
