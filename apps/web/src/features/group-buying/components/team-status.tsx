import type { TTeam } from '@course/contracts/group-buying-team';
import { TeamAvatars } from './team-avatars';
import { TeamCountdown } from './team-countdown';
import '../group-buying-shared.css';

/** What the team is at: the headline for each state, the countdown while open, and the seats. */
export function TeamStatus(props: { team: TTeam; onDeadline?: () => void }) {
  const { team } = props;
  const me = team.me;
  const headline =
    team.status === 'succeeded'
      ? '拼团成功'
      : team.status === 'failed'
        ? '拼团未成功'
        : team.status === 'pending'
          ? '等待团长支付'
          : `还差 ${team.seatsLeft} 人成团`;
  const detail =
    team.status === 'succeeded'
      ? team.systemFilled > 0
        ? '到期未满员，系统已为本团补齐人数，课程已开通'
        : '人数已满，课程已开通'
      : team.status === 'failed'
        ? '截止时间前未凑满人数，已付款项全额原路退回'
        : me?.paidTooLate
          ? '您付款时该团已满员或已结束，款项将原路退回'
          : '邀请好友参团，人满即开课';
  return (
    <div className={`gb-status is-${team.status}`} data-testid="group-status" data-status={team.status}>
      <h2 data-testid="group-status-title">{headline}</h2>
      <p className="gb-muted">{detail}</p>
      <TeamAvatars members={team.members} seatsLeft={team.seatsLeft} />
      {team.status === 'open' || team.status === 'pending' ? (
        <TeamCountdown deadlineAt={team.deadlineAt} serverNow={team.serverNow} onEnd={props.onDeadline} />
      ) : null}
      <p className="gb-muted" data-testid="group-seats">
        {team.seats}人团 · 已有{team.members.length}人参团
        {team.status === 'open' ? ` · 剩余${team.seatsLeft}个名额` : ''}
      </p>
    </div>
  );
}
