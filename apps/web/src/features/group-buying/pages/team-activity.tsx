import { type TTeamSeat, teamBuyActivity, teamBuyOpen } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import { CourseSummary } from '../components/course-summary';
import { otherTeams } from '../components/no-team';
import { SeatPay } from '../components/seat-pay';
import { TeamCard } from '../components/team-card';
import { ACTIVITY_PAGES, activityQuery, LIVE } from '../page-config';
import '../group-buying-shared.css';

/**
 * The activity pages (group-index, groupIndex, group-activity, groupActivity, group-course, group-landing): the
 * course at the team price, the learner's teams, the teams a friend may join, the rule, and 发起拼团 (open a team
 * and pay the leader's seat) or 单独购买 (the course detail).
 */
export default function TeamActivityPage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const config = ACTIVITY_PAGES[entry?.name ?? ''] ?? ACTIVITY_PAGES['group-index']!;
  const [params] = useSearchParams();
  const query = activityQuery(params);
  const answer = useCall(teamBuyActivity, query, { staleTime: LIVE });
  const [seat, setSeat] = useState<TTeamSeat | null>(null);
  const [busy, setBusy] = useState(false);

  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return (
      <PageError
        testId="group-error"
        error={answer.error}
        onRetry={() => answer.refetch()}
        // a named activity that is not there: the brand's running one (without a name, home is the way on)
        wayOn={query.activityId || query.activityCode ? otherTeams() : undefined}
      />
    );
  const { activity, openTeams, myTeams } = answer.data;
  const live = myTeams.find((t) => t.status === 'open' || t.status === 'pending');

  async function open() {
    if (live && !activity.allowMultipleTeams) {
      navigate(getHref('group-info', { query: { teamNo: live.teamNo } }));
      return;
    }
    setBusy(true);
    try {
      setSeat(await callApi(teamBuyOpen, { body: { activityId: activity.id } }));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      // refused because the learner's team changed elsewhere (another tab or phone): show the team as it is now
      answer.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="gb-page" data-testid="group-activity-page">
      <header className="gb-hero">
        <h1>{config.heading}</h1>
        <p>
          {activity.title} · {config.lead}
        </p>
      </header>
      <section className="gb-card">
        <CourseSummary activity={activity} />
        {activity.state !== 'running' ? (
          <p className="gb-muted" data-testid="group-activity-state">
            {activity.state === 'not_started' ? '活动还未开始' : '活动已结束'}
          </p>
        ) : null}
      </section>
      {myTeams.length > 0 ? (
        <section className="gb-card" data-testid="group-my-teams">
          <h3 className="gb-title">我的拼团</h3>
          {myTeams.map((t) => (
            <TeamCard key={t.teamNo} team={t} mine />
          ))}
        </section>
      ) : null}
      {config.showOpenTeams ? (
        <section className="gb-card" data-testid="group-open-teams">
          <h3 className="gb-title">这些团正在等你</h3>
          {openTeams.length === 0 ? (
            <Empty text="暂时没有可参加的团，自己开一个吧" />
          ) : (
            openTeams.map((t) => <TeamCard key={t.teamNo} team={t} />)
          )}
        </section>
      ) : null}
      <section className="gb-card">
        <h3 className="gb-title">拼团规则</h3>
        <p className="gb-rule">{activity.rule}</p>
      </section>
      <nav className="gb-bar">
        <button
          type="button"
          className="gb-btn gb-btn-ghost"
          data-testid="group-buy-alone"
          onClick={() => navigate(getHref('detail', { query: { course: activity.courseId } }))}
        >
          单独购买
          <small>¥{formatPrice(activity.originalPriceCents)}</small>
        </button>
        <button
          type="button"
          className="gb-btn"
          data-testid="group-open"
          disabled={busy || activity.state !== 'running'}
          onClick={open}
        >
          {live && !activity.allowMultipleTeams ? (
            '查看我的团'
          ) : (
            <>
              发起拼团
              <small>¥{formatPrice(activity.leaderPriceCents)}</small>
            </>
          )}
        </button>
      </nav>
      {seat ? (
        <SeatPay
          seat={seat}
          courseId={activity.courseId}
          onClose={() => {
            setSeat(null);
            answer.refetch();
          }}
        />
      ) : null}
    </main>
  );
}
