import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { CertificateCard } from '../components/certificate-card';
import { ContestFrame, STATE_WORDS } from '../components/contest-frame';
import { EntryCard } from '../components/entry-card';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * memoryVoteResult / shortVideoVoteResult / apacVoteResult: the standings when the result stage opens (before,
 * the standings so far, marked as such), the top ten with their prize, and the learner's own result.
 */
export default function VoteResultPage() {
  const page = useContestPage();
  const rank = useCall(
    page.family.calls.getRank,
    { activityCode: page.activityCode, pageNum: 1, pageSize: 10 },
    { staleTime: LIVE },
  );
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  if (rank.isPending || home.isPending) return <PageLoading />;
  if (rank.isError || home.isError)
    return (
      <PageError testId="contest-error" error={rank.error ?? home.error} onRetry={() => rank.refetch()} />
    );
  const activity = home.data.activity;
  const result = activity.stages.find((s) => s.key === 'result');
  // final once the contest ended, or once voting closed (the console's publish ends the vote stage)
  const voteClosed = activity.stages.find((s) => s.key === 'vote')?.state === 'closed';
  const final = activity.state === 'closed' || voteClosed;
  const prizeOf = (place: number) => activity.prizes[place === 1 ? 0 : place <= 3 ? 1 : place <= 10 ? 2 : 3];
  const mine = rank.data.myEntry;
  return (
    <ContestFrame activity={activity} heading="投票结果" testId="contest-result-page" hrefOf={page.hrefOf}>
      <section className="ct-card">
        <p className="ct-muted" data-testid="contest-result-state">
          {final
            ? activity.state === 'closed'
              ? '大赛已结束，以下为最终结果'
              : '投票已结束，以下为最终结果'
            : `结果公布${result ? STATE_WORDS[result.state] : ''}：以下为当前排名，投票结束后为最终结果`}
        </p>
        {mine && mine.rank !== null ? (
          <div data-testid="contest-result-mine">
            <h2>我的成绩</h2>
            <EntryCard entry={mine} />
            <p>
              第 {mine.rank} 名{prizeOf(mine.rank) ? ` · ${prizeOf(mine.rank)!.title}` : ''}
            </p>
          </div>
        ) : null}
      </section>
      <CertificateCard family={page.family} activityCode={page.activityCode} />
      <section className="ct-card" data-testid="contest-result-list">
        <h2>获奖名单</h2>
        {rank.data.list.length === 0 ? <p className="ct-muted">暂无作品</p> : null}
        {rank.data.list.map((e) => (
          <EntryCard
            key={e.entryId}
            entry={e}
            testId="contest-result-entry"
            action={e.rank ? <p className="ct-muted">{prizeOf(e.rank)?.title}</p> : null}
          />
        ))}
        <Link className="ct-btn ct-btn-ghost ct-btn-block ct-gap" to={page.hrefOf('topRank') ?? '/'}>
          查看总排行榜
        </Link>
      </section>
    </ContestFrame>
  );
}
