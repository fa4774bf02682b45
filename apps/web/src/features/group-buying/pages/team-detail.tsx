import { type TTeamSeat, teamBuyJoin, teamBuyTeam } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { CourseSummary } from '../components/course-summary';
import { NoTeam, otherTeams } from '../components/no-team';
import { SeatPay } from '../components/seat-pay';
import { TeamPoster } from '../components/team-poster';
import { TeamStatus } from '../components/team-status';
import { isTeamNo, LIVE, TEAM_PAGES } from '../page-config';
import '../group-buying-shared.css';

/**
 * The team pages (group-info, group-share, group-middleware; query teamNo): the team's state, countdown, seats
 * and members, the course, and what this learner can do — join and pay (a friend on the invitation), pay the
 * held seat, invite with the poster, go and learn, or see the refund in the order list. group-middleware is
 * where a payment comes back: it asks again every 2 s until the seat shows paid.
 */
export default function TeamDetailPage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const config = TEAM_PAGES[entry?.name ?? ''] ?? TEAM_PAGES['group-info']!;
  const [params] = useSearchParams();
  const teamNo = params.get('teamNo');
  const valid = isTeamNo(teamNo);
  const answer = useCall(teamBuyTeam, { teamNo: teamNo ?? '' }, { enabled: valid, staleTime: LIVE });
  const [seat, setSeat] = useState<TTeamSeat | null>(null);
  const [busy, setBusy] = useState(false);
  const team = answer.data;
  // back from the cashier: the notification may still be on its way, so ask again until the seat is paid
  const waiting = config.waitForPayment && team?.me?.status === 'reserved';
  const { refetch } = answer;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refetch(), 2000);
    return () => clearInterval(timer);
  }, [waiting, refetch]);

  if (!valid) return <NoTeam />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !team)
    return (
      <PageError
        testId="group-error"
        error={answer.error}
        onRetry={() => answer.refetch()}
        wayOn={otherTeams()}
      />
    );

  const me = team.me;
  const price = team.activity.teamPriceCents;
  async function join() {
    setBusy(true);
    try {
      setSeat(await callApi(teamBuyJoin, { body: { teamNo: team!.teamNo } }));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      answer.refetch();
    } finally {
      setBusy(false);
    }
  }
  const resume = () =>
    me &&
    setSeat({
      teamNo: team.teamNo,
      orderNo: me.orderNo,
      payAmountCents: me.role === 'leader' ? team.activity.leaderPriceCents : price,
    });

  const seatLive = me?.status === 'paid' || me?.status === 'reserved';
  const moreTeams = () => navigate(getHref('group-index', { query: { activityId: team.activity.id } }));
  // someone not in a team that filled up (a late shared link): the way to another team is the page's action
  const fullForMe = team.status === 'succeeded' && me?.status !== 'paid' && !me?.paidTooLate;
  let action: ReactNode = null;
  if (team.status === 'succeeded' && me?.status === 'paid')
    action = (
      <button
        type="button"
        className="gb-btn gb-btn-block"
        data-testid="group-go-learn"
        onClick={() => navigate(getHref('center'))}
      >
        去学习中心
      </button>
    );
  else if (me?.status === 'refund_due' || me?.status === 'refunded' || (team.status === 'failed' && me))
    action = (
      <button
        type="button"
        className="gb-btn gb-btn-block gb-btn-ghost"
        data-testid="group-see-orders"
        onClick={() => navigate(getHref('order'))}
      >
        {me?.status === 'refunded' ? '已退款，查看订单' : '退款处理中，查看订单'}
      </button>
    );
  else if (me?.status === 'reserved' && team.status === 'open')
    action = (
      <button type="button" className="gb-btn gb-btn-block" data-testid="group-pay-resume" onClick={resume}>
        {waiting ? '正在确认支付结果…' : '继续支付'}
      </button>
    );
  else if (me?.status === 'reserved' && team.status === 'pending')
    action = (
      <button type="button" className="gb-btn gb-btn-block" data-testid="group-pay-resume" onClick={resume}>
        支付团长订单，开团
      </button>
    );
  else if (team.status === 'open' && !seatLive && team.seatsLeft > 0)
    action = (
      <button
        type="button"
        className="gb-btn gb-btn-block"
        data-testid="group-join"
        disabled={busy}
        onClick={join}
      >
        ¥{formatPrice(price)} 立即参团
      </button>
    );
  else if (team.status === 'open' && !seatLive)
    action = <p className="gb-muted gb-center">名额已被占满，等待付款中，可稍后再来或自己开团</p>;
  else if (fullForMe)
    action = (
      <button
        type="button"
        className="gb-btn gb-btn-block"
        data-testid="group-more-teams"
        onClick={moreTeams}
      >
        去看看其他拼团
      </button>
    );

  return (
    <main className="gb-page" data-testid="group-team-page">
      <header className="gb-hero">
        <h1>{config.invite && !me ? `${team.leaderNickname}邀请你一起拼团` : team.activity.title}</h1>
        <p>人满即开课，未成团全额原路退回</p>
      </header>
      <section className="gb-card">
        <TeamStatus team={team} onDeadline={() => answer.refetch()} />
        <div className="gb-actions">
          {action}
          {team.status === 'open' && me?.status === 'paid' ? (
            <TeamPoster posterUrl={team.posterUrl} label="邀请好友参团（分享海报）" />
          ) : null}
          {(team.status !== 'open' || !seatLive) && !fullForMe ? (
            <button type="button" className="gb-link" data-testid="group-more-teams" onClick={moreTeams}>
              {team.status === 'failed' ? '重新开一个团' : '看看其他拼团'}
            </button>
          ) : null}
        </div>
      </section>
      <section className="gb-card">
        <CourseSummary activity={team.activity} />
      </section>
      <section className="gb-card">
        <h3 className="gb-title">拼团规则</h3>
        <p className="gb-rule">{team.activity.rule}</p>
      </section>
      {seat ? (
        <SeatPay
          seat={seat}
          courseId={team.activity.courseId}
          onClose={() => {
            setSeat(null);
            answer.refetch();
          }}
        />
      ) : null}
    </main>
  );
}
