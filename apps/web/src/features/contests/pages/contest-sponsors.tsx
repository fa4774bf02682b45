import '../components/works.css';
import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import { ContestFrame, stageDates } from '../components/contest-frame';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * avertising-space (活动推荐): the contest's sponsor and ad placements, as the operator configured them on the
 * contest (served with the contest), with the contest itself as the first recommendation.
 */
export default function ContestSponsorsPage() {
  const page = useContestPage();
  const activity = useCall(
    page.family.calls.getHome,
    { activityCode: page.activityCode },
    { staleTime: LIVE },
  );
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return <PageError testId="contest-error" error={activity.error} onRetry={() => activity.refetch()} />;
  const contest = activity.data.activity;
  const home = page.hrefOf('activity');
  return (
    <ContestFrame activity={contest} heading="活动推荐" testId="contest-sponsors-page" hrefOf={page.hrefOf}>
      <section className="ct-card">
        <h2>{contest.title}</h2>
        <p className="ct-muted">{stageDates(contest.startsAt, contest.endsAt, true)}</p>
        <p>{contest.subtitle}</p>
        {home ? (
          <Link className="ct-btn ct-btn-block" to={home} data-testid="sponsors-contest-link">
            查看大赛
          </Link>
        ) : null}
      </section>
      <section className="ct-card" data-testid="sponsors-list">
        <h2>合作推荐</h2>
        {contest.sponsors.length === 0 ? <Empty text="暂无推荐内容" /> : null}
        {contest.sponsors.map((s) => {
          const body = (
            <>
              {s.imageUrl ? <img src={s.imageUrl} alt={s.name} className="ct-work-photo" /> : null}
              <strong>{s.name}</strong>
              <span className="ct-muted">{s.slogan}</span>
            </>
          );
          return s.linkUrl ? (
            <a key={s.name} className="ct-sponsor ct-plain-link" href={s.linkUrl} data-testid="sponsor-item">
              {body}
            </a>
          ) : (
            <div key={s.name} className="ct-sponsor" data-testid="sponsor-item">
              {body}
            </div>
          );
        })}
      </section>
    </ContestFrame>
  );
}
