import { inviteCashSummaryReward } from '@course/contracts/growth-invite';
import { useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { InviteeList } from '../components/invitee-list';
import { yuan } from '../growth-format';
import { configOf, LIST_ROUTES } from '../page-config';
import '../growth-shared.css';
import './invitation-list.css';

/**
 * The learner's invitees (invitation-list, invitation-record, tourInviteRecord, my-fans): how many joined and
 * bought, what they earned the learner, and every one of them, newest first.
 */
export default function InvitationListPage() {
  const config = configOf(LIST_ROUTES, useRouteEntry()?.name);
  const summary = useCall(inviteCashSummaryReward, {}, { silent: true });
  const s = summary.data;
  return (
    <main className="gr-page" data-testid="growth-invitation-list">
      <section className="gr-list-head">
        <div>
          <b data-testid="growth-invite-count">{s ? s.inviteCount : '–'}</b>
          <span>已邀请</span>
        </div>
        <div>
          <b>{s ? s.purchasedCount : '–'}</b>
          <span>已购课</span>
        </div>
        <div>
          <b>{s ? yuan(s.earnedCents) : '–'}</b>
          <span>累计奖励</span>
        </div>
      </section>
      <section className="gr-card">
        <h2 className="gr-card-title">{config.heading}</h2>
        <InviteeList empty={config.empty} />
      </section>
    </main>
  );
}
