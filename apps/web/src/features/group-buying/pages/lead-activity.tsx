import {
  activityMerge,
  activityTeamStatus,
  createGroupWork,
  createPoster,
  getCustomerIdentity,
  getRandomWord,
  getTeamMemberInfo,
  leadCourseDetail,
} from '@course/contracts/group-buying-lead';
import { type TTeamSeat, teamBuyActivity } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { PageError, PageLoading } from '../../../ui/states';
import { SeatPay } from '../components/seat-pay';
import { TeamAvatars } from '../components/team-avatars';
import { TeamCountdown } from '../components/team-countdown';
import { TeamPoster } from '../components/team-poster';
import { activityQuery, isTeamNo, LIVE } from '../page-config';
import '../group-buying-shared.css';

/**
 * ljr-fission (拼团领课): the lead activity's team work on the /api/v3/oldLeadActivity/ calls — the activity and
 * the learner's team (activityMerge), new or old learner (getCustomerIdentity), the copy line (getRandomWord),
 * the course (getCourseDetail), the team's status and members (activityTeamStatus, getTeamMemberInfo), the
 * poster (createPoster), and 组队/参加 (createGroupWork; ?teamNo joins a friend's team) paid like any seat.
 */
export default function LeadActivityPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const query = activityQuery(params);
  const invitedTo = params.get('teamNo');
  const resolved = useCall(teamBuyActivity, query, { enabled: query.activityId === undefined });
  const activityId = query.activityId ?? resolved.data?.activity.id ?? 0;
  const merge = useCall(activityMerge, { activityId }, { enabled: activityId > 0, staleTime: LIVE });
  const identity = useCall(getCustomerIdentity, {});
  const word = useCall(
    getRandomWord,
    { activityId },
    { enabled: activityId > 0, staleTime: Number.POSITIVE_INFINITY },
  );
  const courseId = merge.data?.activity.courseId ?? 0;
  const course = useCall(leadCourseDetail, { activityId, courseId }, { enabled: courseId > 0 });
  const teamNo = merge.data?.myTeam?.teamNo ?? (isTeamNo(invitedTo) ? invitedTo : null);
  const status = useCall(
    activityTeamStatus,
    { teamNo: teamNo ?? '' },
    { enabled: teamNo !== null, staleTime: LIVE },
  );
  const members = useCall(
    getTeamMemberInfo,
    { teamNo: teamNo ?? '' },
    { enabled: teamNo !== null, staleTime: LIVE },
  );
  const poster = useCall(
    createPoster,
    { teamNo: teamNo ?? '' },
    { enabled: merge.data?.myTeam?.me?.status === 'paid' },
  );
  const [seat, setSeat] = useState<TTeamSeat | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = [resolved, merge, course].find((q) => q.isError);
  if (failed) return <PageError testId="group-error" error={failed.error} onRetry={() => failed.refetch()} />;
  if (activityId === 0 || merge.isPending || course.isPending) return <PageLoading />;
  const { activity, myTeam } = merge.data!;
  const c = course.data!;
  const joining = !myTeam && teamNo !== null;

  async function go() {
    setBusy(true);
    try {
      const body = joining ? { activityId, teamNo: teamNo! } : { activityId };
      setSeat(await callApi(createGroupWork, { body }));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      // refused because the learner's team changed elsewhere (another tab or phone): show the team as it is now
      merge.refetch();
    } finally {
      setBusy(false);
    }
  }

  const isNew = identity.data?.identity === 'new';
  return (
    <main className="gb-page" data-testid="group-lead-page">
      <header className="gb-hero">
        <h1>{activity.title}</h1>
        <p data-testid="group-identity">
          {identity.data ? (isNew ? '新学员专享组队价' : '老学员带新，一起学更省') : '\u00a0'}
        </p>
        {word.data ? (
          <p className="gb-word" data-testid="group-word">
            “{word.data.word}”
          </p>
        ) : null}
      </header>
      <section className="gb-card" data-testid="group-course-summary">
        <div className="gb-course">
          {c.coverUrl ? <CoverImage src={c.coverUrl} alt="" /> : null}
          <div className="gb-course-info">
            <h2>{c.title}</h2>
            <p className="gb-muted">
              {c.teacherName} · {c.lessonCount}节课
            </p>
            <span className="gb-price">
              <small>¥</small>
              {formatPrice(c.teamPriceCents)}
            </span>
            <span className="gb-struck">¥{formatPrice(c.originalPriceCents)}</span>
          </div>
        </div>
      </section>
      {teamNo && status.data ? (
        <section className="gb-card">
          <div className="gb-status" data-testid="group-status" data-status={status.data.status}>
            <h2 data-testid="group-status-title">
              {status.data.status === 'succeeded'
                ? '组队成功'
                : status.data.status === 'failed'
                  ? '组队未成功'
                  : status.data.status === 'pending'
                    ? '等待队长支付'
                    : `还差 ${status.data.membersNeeded} 人组队成功`}
            </h2>
            <TeamAvatars
              members={members.data?.members ?? []}
              seats={status.data.seats}
              reserved={status.data.reservedCount}
            />
            {status.data.status === 'open' || status.data.status === 'pending' ? (
              <TeamCountdown deadlineAt={status.data.deadlineAt} serverNow={status.data.serverNow} />
            ) : null}
            <div className="gb-actions">
              {poster.data ? <TeamPoster posterUrl={poster.data.posterUrl} label="生成组队海报" /> : null}
              <button
                type="button"
                className="gb-link"
                onClick={() => navigate(getHref('group-info', { query: { teamNo } }))}
              >
                查看队伍详情
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <section className="gb-card">
        <h3 className="gb-title">活动规则</h3>
        <p className="gb-rule">{activity.rule}</p>
      </section>
      <nav className="gb-bar">
        {c.owned ? (
          <button
            type="button"
            className="gb-btn"
            data-testid="group-go-learn"
            onClick={() => navigate(getHref('center'))}
          >
            已拥有课程，去学习
          </button>
        ) : myTeam ? (
          <button
            type="button"
            className="gb-btn"
            data-testid="group-see-team"
            onClick={() => navigate(getHref('group-info', { query: { teamNo: myTeam.teamNo } }))}
          >
            {myTeam.me?.status === 'reserved' ? '去支付，完成组队' : '邀请好友加入队伍'}
          </button>
        ) : (
          <button
            type="button"
            className="gb-btn"
            data-testid="group-create-work"
            disabled={busy || activity.state !== 'running'}
            onClick={go}
          >
            {joining ? '加入好友的队伍' : '发起组队'}
            <small>¥{formatPrice(activity.leaderPriceCents)}</small>
          </button>
        )}
      </nav>
      {seat ? (
        <SeatPay
          seat={seat}
          courseId={activity.courseId}
          onClose={() => {
            setSeat(null);
            merge.refetch();
          }}
        />
      ) : null}
    </main>
  );
}
