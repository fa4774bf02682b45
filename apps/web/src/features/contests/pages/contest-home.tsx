import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame, STATE_WORDS, stageDates } from '../components/contest-frame';
import { EntryCard } from '../components/entry-card';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * memoryActivity / shortVideoActivity / apacActivity and the …Transfer routes (the ad or share entry, the same
 * page): the contest's stages with their dates and state, the learner's next step (apply, upload, invite votes),
 * the top three, prizes and rules. An ended contest sends to its outDate page.
 */
export default function ContestHomePage() {
  const page = useContestPage();
  const navigate = useAppNavigate();
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const ended = home.data?.activity.state === 'closed';
  const outDate = page.hrefOf('outDate');
  useEffect(() => {
    if (ended && outDate) navigate(outDate, { replace: true });
  }, [ended, outDate, navigate]);

  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry, top, entryCount, voteTotal } = home.data;
  const next = !myEntry
    ? { label: '立即报名', href: page.hrefOf('apply'), testId: 'contest-apply-button' }
    : myEntry.status === 'applied'
      ? {
          label: `上传${page.family.entryWord}`,
          href: page.hrefOf('upload'),
          testId: 'contest-upload-button',
        }
      : {
          label: '邀请好友投票',
          href: page.hrefOf('inviteVote', { entryId: myEntry.entryId }),
          testId: 'contest-invite-button',
        };
  return (
    <ContestFrame
      activity={activity}
      heading={activity.title}
      testId="contest-home-page"
      hrefOf={page.hrefOf}
      footer={
        next.href ? (
          <Link className="ct-btn" to={next.href} data-testid={next.testId}>
            {next.label}
          </Link>
        ) : null
      }
    >
      <section className="ct-card">
        <h2>赛程</h2>
        {activity.stages.map((s) => (
          <div className="ct-stage ct-stage-row" key={s.key}>
            <span className="ct-stage-title">{s.title}</span>
            <span className="ct-muted ct-stage-dates">{stageDates(s.startsAt, s.endsAt, true)}</span>
            <span className={`ct-badge${s.state === 'closed' ? ' ct-badge-closed' : ''}`}>
              {STATE_WORDS[s.state]}
            </span>
          </div>
        ))}
      </section>
      {myEntry ? (
        <section className="ct-card" data-testid="contest-my-entry">
          <h2>我的参赛</h2>
          <EntryCard entry={myEntry} />
          {myEntry.status === 'applied' ? (
            <p className="ct-muted">已报名，请在截止前上传{page.family.entryWord}。</p>
          ) : null}
          {myEntry.status === 'rejected' ? (
            <p className="ct-muted" data-testid="contest-my-entry-rejected">
              审核未通过{myEntry.reviewReason ? `：${myEntry.reviewReason}` : ''}
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="ct-card">
        <h2>
          人气榜{' '}
          <span className="ct-muted">
            共 {entryCount} 件作品 · {voteTotal} 票
          </span>
        </h2>
        {top.length === 0 ? <p className="ct-muted">还没有作品，快来成为第一位参赛选手吧</p> : null}
        {top.map((e) => (
          <Link
            key={e.entryId}
            to={page.hrefOf('vote', { entryId: e.entryId }) ?? '#'}
            className="ct-plain-link"
          >
            <EntryCard entry={e} />
          </Link>
        ))}
      </section>
      <section className="ct-card">
        <h2>奖项设置</h2>
        {activity.prizes.map((p) => (
          <div className="ct-stage" key={p.rank}>
            <strong>
              {p.rank} · {p.title}
            </strong>
            <span className="ct-muted">{p.detail}</span>
          </div>
        ))}
      </section>
      <section className="ct-card">
        <h2>活动规则</h2>
        <ol className="ct-list">
          {activity.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </ContestFrame>
  );
}
