import { inviteCashSummaryReward } from '@course/contracts/growth-invite';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ErrorBlock, Loading } from '../../../ui/states';
import { yuan } from '../growth-format';
import './balance-card.css';

/**
 * The learner's reward balance (summaryReward): what can be withdrawn, with what was earned, withdrawn and is
 * on its way, and the 提现 button. `detail` adds the way to the ledger (我的奖励金).
 */
export function BalanceCard(props: { detail?: boolean }) {
  const navigate = useAppNavigate();
  const summary = useCall(inviteCashSummaryReward, {});
  if (summary.isLoading) return <Loading />;
  if (summary.error || !summary.data)
    return <ErrorBlock error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <section className="gr-balance" data-testid="growth-balance-card">
      <div className="gr-balance-top">
        <div>
          <p className="gr-balance-label">可提现余额（元）</p>
          <p className="gr-balance-amount" data-testid="growth-balance">
            {yuan(s.balanceCents)}
          </p>
        </div>
        <button
          type="button"
          className="gr-btn gr-btn-gold"
          data-testid="growth-withdraw-entry"
          onClick={() => navigate(getHref('withdraw'))}
        >
          提现
        </button>
      </div>
      <dl className="gr-balance-stats">
        <div>
          <dt>累计奖励</dt>
          <dd data-testid="growth-earned">{yuan(s.earnedCents)}</dd>
        </div>
        <div>
          <dt>已提现</dt>
          <dd>{yuan(s.withdrawnCents)}</dd>
        </div>
        <div>
          <dt>提现中</dt>
          <dd>{yuan(s.pendingWithdrawCents)}</dd>
        </div>
        <div>
          <dt>今日奖励</dt>
          <dd>{yuan(s.todayEarnedCents)}</dd>
        </div>
      </dl>
      {props.detail ? (
        <button
          type="button"
          className="gr-balance-link"
          data-testid="growth-ledger-entry"
          onClick={() => navigate(getHref('mycash'))}
        >
          奖励明细 ›
        </button>
      ) : null}
    </section>
  );
}
