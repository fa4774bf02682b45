import type { TTeam } from '@course/contracts/group-buying-team';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { TeamCountdown } from './team-countdown';
import '../group-buying-shared.css';

/** A team in a list: its leader, seats left and countdown, and the way to it (参团, or 查看 for one's own). */
export function TeamCard(props: { team: TTeam; mine?: boolean }) {
  const navigate = useAppNavigate();
  const { team } = props;
  const statusText =
    team.status === 'succeeded'
      ? '已成团'
      : team.status === 'failed'
        ? '未成团'
        : team.status === 'pending'
          ? '待团长支付'
          : `还差${team.membersNeeded}人`;
  return (
    <div className="gb-team-card" data-testid={props.mine ? 'group-my-team' : 'group-open-team'}>
      <div className="gb-team-card-main">
        <b>{team.leaderNickname}的团</b>
        <span className="gb-accent">{statusText}</span>
        {team.status === 'open' ? (
          <TeamCountdown deadlineAt={team.deadlineAt} serverNow={team.serverNow} />
        ) : null}
      </div>
      <button
        type="button"
        className="gb-btn gb-btn-small"
        data-testid="group-team-go"
        onClick={() =>
          navigate(getHref(props.mine ? 'group-info' : 'group-share', { query: { teamNo: team.teamNo } }))
        }
      >
        {props.mine ? '查看' : '去参团'}
      </button>
    </div>
  );
}
