import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame, STATE_WORDS, stageDates } from '../components/contest-frame';
import { WorksWall } from '../components/works-parts';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * marketPromotion (推广活动): the promotion page of a contest (any, by ?activityCode; the calligraphy contest by
 * default): live numbers (works, votes), the dates, prizes, works on show and the sponsors, then one call to
 * action into the contest.
 */
export default function ContestPromotionPage() {
  const page = useContestPage();
  const body = { activityCode: page.activityCode };
  const home = useCall(page.family.calls.getHome, body, { staleTime: LIVE });
  const wall = useCall(page.family.calls.getRank, { ...body, pageNum: 1, pageSize: 6 }, { staleTime: LIVE });
  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, entryCount, voteTotal } = home.data;
  const contestHref = page.hrefOf('activity');
  return (
    <ContestFrame
      activity={activity}
      heading={activity.title}
      testId="contest-promotion-page"
      hrefOf={page.hrefOf}
      footer={
        contestHref && activity.state !== 'closed' ? (
          <Link className="ct-btn" to={contestHref} data-testid="promotion-join">
            立即参赛
          </Link>
        ) : null
      }
    >
      <section className="ct-card">
        <div className="ct-stats" data-testid="promotion-stats">
          <div>
            <strong>{entryCount}</strong>
            <span className="ct-muted">参赛作品</span>
          </div>
          <div>
            <strong>{voteTotal}</strong>
            <span className="ct-muted">累计投票</span>
          </div>
          <div>
            <strong>{STATE_WORDS[activity.state]}</strong>
            <span className="ct-muted">大赛状态</span>
          </div>
        </div>
        <p className="ct-muted ct-promo-dates">
          活动时间 {stageDates(activity.startsAt, activity.endsAt, true)}
        </p>
      </section>
      <section className="ct-card" data-testid="promotion-prizes">
        <h2>丰厚奖品</h2>
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
        <h2>精彩作品</h2>
        <WorksWall entries={wall.data?.list ?? []} />
      </section>
      {activity.sponsors.length > 0 ? (
        <section className="ct-card">
          <h2>合作伙伴</h2>
          {activity.sponsors.map((s) => (
            <div className="ct-sponsor" key={s.name}>
              <strong>{s.name}</strong>
              <span className="ct-muted">{s.slogan}</span>
            </div>
          ))}
        </section>
      ) : null}
    </ContestFrame>
  );
}
