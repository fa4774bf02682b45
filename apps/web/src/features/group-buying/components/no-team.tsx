import { getHref, useAppNavigate } from '../../../app/public/navigation';
import type { WayOn } from '../../../ui/states';
import { Empty, StateAction } from '../../../ui/states';

/** Where a learner goes from a team link that leads nowhere: the running activity and its teams. */
export const otherTeams = (): WayOn => ({ label: '去看看其他拼团', to: getHref('group-index') });

/** A team page without a (valid) team number: people arrive from shared links, often with no history to go back to. */
export function NoTeam() {
  const navigate = useAppNavigate();
  const way = otherTeams();
  return (
    <Empty
      text="未找到该拼团"
      action={<StateAction label={way.label} testId="group-more-teams" onClick={() => navigate(way.to)} />}
    />
  );
}
