import { useState } from 'react';
import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { EntryCard } from '../components/entry-card';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * memoryRank / memoryTopRank and the other families' rank pages: entries by votes (the server's counter), the
 * learner's own place on top; 排行榜 pages by 20, 总排行榜 shows the top 50.
 */
export default function ContestRankPage() {
  const page = useContestPage();
  const top = page.page === 'topRank';
  const [pageSize, setPageSize] = useState(top ? 50 : 20);
  const rank = useCall(
    page.family.calls.getRank,
    { activityCode: page.activityCode, pageNum: 1, pageSize },
    { staleTime: LIVE },
  );
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  if (rank.isPending || home.isPending) return <PageLoading />;
  if (rank.isError || home.isError)
    return (
      <PageError testId="contest-error" error={rank.error ?? home.error} onRetry={() => rank.refetch()} />
    );
  const { list, total, myEntry } = rank.data;
  return (
    <ContestFrame
      activity={home.data.activity}
      heading={top ? '总排行榜' : '排行榜'}
      testId="contest-rank-page"
      hrefOf={page.hrefOf}
    >
      {myEntry ? (
        <section className="ct-card">
          <h2>我的排名</h2>
          <EntryCard entry={myEntry} testId="contest-rank-mine" />
        </section>
      ) : null}
      <section className="ct-card" data-testid="contest-rank-list">
        <h2>
          {top ? '总排行' : '人气排行'} <span className="ct-muted">共 {total} 件作品</span>
        </h2>
        {list.length === 0 ? <p className="ct-muted">还没有作品上榜</p> : null}
        {list.map((e) => (
          <Link
            key={e.entryId}
            className="ct-plain-link"
            to={page.hrefOf('vote', { entryId: e.entryId }) ?? '#'}
          >
            <EntryCard entry={e} testId="contest-rank-entry" />
          </Link>
        ))}
        {list.length < total && !top ? (
          <button
            type="button"
            className="ct-btn ct-btn-ghost ct-btn-block"
            onClick={() => setPageSize((n) => Math.min(50, n + 20))}
          >
            加载更多
          </button>
        ) : null}
      </section>
    </ContestFrame>
  );
}
