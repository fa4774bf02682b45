import { joinActivitySuccessInfo } from '@course/contracts/group-buying-lead';
import { teamBuyTeam } from '@course/contracts/group-buying-team';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { CourseSummary } from '../components/course-summary';
import { NoTeam, otherTeams } from '../components/no-team';
import { TeamPoster } from '../components/team-poster';
import { TeamStatus } from '../components/team-status';
import { isTeamNo, LIVE } from '../page-config';
import '../group-buying-shared.css';

/**
 * group-success (query teamNo): where paying a seat ends. Paid and the team full: 拼团成功 and the way to the
 * learning centre; paid and still open: 支付成功 and the poster to invite; failed or paid too late: the refund;
 * not paid yet (the notification is late): asks again every 2 s. joinActivitySuccessInfo says whether the
 * course is open for this learner.
 */
export default function TeamResultPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const teamNo = params.get('teamNo');
  const valid = isTeamNo(teamNo);
  const team = useCall(teamBuyTeam, { teamNo: teamNo ?? '' }, { enabled: valid, staleTime: LIVE });
  const t = team.data;
  const info = useCall(
    joinActivitySuccessInfo,
    { teamId: t?.teamId ?? 0 },
    { enabled: Boolean(t?.me), staleTime: LIVE },
  );
  const waiting = t?.me?.status === 'reserved';
  const { refetch } = team;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refetch(), 2000);
    return () => clearInterval(timer);
  }, [waiting, refetch]);

  if (!valid) return <NoTeam />;
  if (team.isPending) return <PageLoading />;
  if (team.isError || !t)
    return (
      <PageError testId="group-error" error={team.error} onRetry={() => refetch()} wayOn={otherTeams()} />
    );
  const me = t.me;
  const opened = info.data?.courseOpened === true;
  const title = !me
    ? '您还未参加该拼团'
    : me.status === 'reserved'
      ? '正在确认支付结果…'
      : me.paidTooLate || me.status === 'refund_due' || me.status === 'refunded'
        ? t.status === 'failed'
          ? '拼团未成功'
          : '该团已满员'
        : t.status === 'succeeded'
          ? '拼团成功'
          : '支付成功，等待成团';
  return (
    <main className="gb-page" data-testid="group-success-page">
      <header className="gb-hero">
        <h1 data-testid="group-result-title">{title}</h1>
        <p>{opened ? '课程已开通，进入学习中心即可学习' : '人满即开课，未成团全额原路退回'}</p>
      </header>
      <section className="gb-card">
        <TeamStatus team={t} onDeadline={() => refetch()} />
        <div className="gb-actions">
          {opened ? (
            <button
              type="button"
              className="gb-btn gb-btn-block"
              data-testid="group-go-learn"
              onClick={() => navigate(getHref('center'))}
            >
              去学习中心
            </button>
          ) : null}
          {t.status === 'open' && me?.status === 'paid' ? (
            <TeamPoster posterUrl={t.posterUrl} label="邀请好友参团（分享海报）" />
          ) : null}
          {me && (me.status === 'refund_due' || me.status === 'refunded') ? (
            <button
              type="button"
              className="gb-btn gb-btn-block gb-btn-ghost"
              data-testid="group-see-orders"
              onClick={() => navigate(getHref('order'))}
            >
              {me.status === 'refunded' ? '已退款，查看订单' : '退款处理中，查看订单'}
            </button>
          ) : null}
          <button
            type="button"
            className="gb-link"
            data-testid="group-see-team"
            onClick={() => navigate(getHref('group-info', { query: { teamNo: t.teamNo } }))}
          >
            查看拼团详情
          </button>
        </div>
      </section>
      <section className="gb-card">
        <CourseSummary activity={t.activity} />
      </section>
    </main>
  );
}
