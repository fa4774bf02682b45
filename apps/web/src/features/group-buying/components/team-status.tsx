import type { TTeam } from '@course/contracts/group-buying-team';
import { TeamAvatars } from './team-avatars';
import { TeamCountdown } from './team-countdown';
import '../group-buying-shared.css';

/**
 * What the team is at, for this learner: the headline for each state (a full team is 拼团成功 only to those in
 * it; to anyone else it is 该团已满), the countdown while open, and the seats — 还差 N counts paid members, 剩余名额
 * the seats free to join, and a seat held by an unpaid order is shown as 待支付.
 */
export function TeamStatus(props: { team: TTeam; onDeadline?: () => void }) {
  const { team } = props;
  const me = team.me;
  const inFullTeam = team.status === 'succeeded' && me?.status === 'paid';
  const headline =
    team.status === 'succeeded'
      ? inFullTeam
        ? '拼团成功'
        : me?.paidTooLate
          ? '该团已满员'
          : '该团已满'
      : team.status === 'failed'
        ? '拼团未成功'
        : team.status === 'pending'
          ? '等待团长支付'
          : `还差 ${team.membersNeeded} 人成团`;
  const detail =
    team.status === 'succeeded'
      ? inFullTeam
        ? team.systemFilled > 0
          ? '到期未满员，系统已为本团补齐人数，课程已开通'
          : '人数已满，课程已开通'
        : me?.paidTooLate
          ? '您付款时该团已满员或已结束，款项将原路退回'
          : '可以看看其他拼团，或自己开一个团'
      : team.status === 'failed'
        ? '截止时间前未凑满人数，已付款项全额原路退回'
        : me?.paidTooLate
          ? '您付款时该团已满员或已结束，款项将原路退回'
          : me?.status === 'reserved' && team.status === 'open'
            ? '名额已为您保留，完成支付即参团'
            : '邀请好友参团，人满即开课';
  return (
    <div className={`gb-status is-${team.status}`} data-testid="group-status" data-status={team.status}>
      <h2 data-testid="group-status-title">{headline}</h2>
      <p className="gb-muted">{detail}</p>
      <TeamAvatars members={team.members} seats={team.seats} reserved={team.reservedCount} />
      {team.status === 'open' || team.status === 'pending' ? (
        <TeamCountdown deadlineAt={team.deadlineAt} serverNow={team.serverNow} onEnd={props.onDeadline} />
      ) : null}
      <p className="gb-muted" data-testid="group-seats">
        {team.seats}人团 · 已有{team.members.length}人参团
        {team.status === 'open' && team.reservedCount > 0 ? ` · ${team.reservedCount}人待支付` : ''}
        {team.status === 'open' ? ` · 剩余${team.seatsLeft}个名额` : ''}
      </p>
    </div>
  );
}
