import { inviteCashDetail, inviteCashSummaryReward } from '@course/contracts/growth-invite';
import { inviteCashWithdraw } from '@course/contracts/growth-withdraw';
import { yuanToCents } from '@course/domain/price';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient, toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { PageError, PageLoading } from '../../../ui/states';
import { yuan } from '../growth-format';
import { confirmTransfer, withdrawResultHref } from '../transfer';
import { amountProblem } from '../withdraw-amount';
import '../growth-shared.css';
import './withdraw.css';

/**
 * 提现 (withdraw, cash-out): the amount to take out of the reward balance to WeChat change, with the
 * activity's minimum, daily count and review threshold. The server debits the balance and creates the transfer
 * bill; the learner then confirms receipt in the messaging app (transfer.ts) and lands on withdrawResult.
 */
export default function WithdrawPage() {
  const navigate = useAppNavigate();
  const detail = useCall(inviteCashDetail, {});
  const summary = useCall(inviteCashSummaryReward, {});
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = useActionMutation({
    mutationFn: (amountCents: number) => callApi(inviteCashWithdraw, { body: { amountCents }, silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: callKey(inviteCashSummaryReward) });
      void queryClient.invalidateQueries({ queryKey: callKey(inviteCashDetail) });
    },
    onSuccess: async (answer) => {
      const w = answer.withdrawal;
      if (w.state === 'WAIT_USER_CONFIRM' && answer.packageInfo) {
        const outcome = await confirmTransfer({ outBillNo: w.outBillNo, ...answer }).catch(
          () => 'fail' as const,
        );
        if (outcome === 'redirected') return;
      }
      navigate(withdrawResultHref(w.outBillNo), { replace: true });
    },
    onError: (error) =>
      toast(error instanceof ApiError && error.code > 0 ? error.msg : '提现发起失败，请重试'),
  });

  if (detail.isLoading || summary.isLoading) return <PageLoading />;
  if (detail.error || !detail.data)
    return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (summary.error || !summary.data)
    return <PageError error={summary.error} onRetry={() => void summary.refetch()} />;
  const { activity } = detail.data;
  const balance = summary.data.balanceCents;
  const problem = amountProblem(text, balance, activity.minWithdrawCents);
  const go = () => {
    setTouched(true);
    if (problem || submit.isPending) return;
    submit.mutate(yuanToCents(text.trim()));
  };
  return (
    <main className="gr-page" data-testid="growth-withdraw">
      <section className="gr-card gr-wd">
        <p className="gr-wd-to">
          提现到 <b>微信零钱</b>
        </p>
        <label className="gr-wd-label" htmlFor="gr-wd-amount">
          提现金额
        </label>
        <div className="gr-wd-input">
          <span aria-hidden="true">¥</span>
          <input
            id="gr-wd-amount"
            data-testid="growth-withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`最低${yuan(activity.minWithdrawCents)}`}
            value={text}
            onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
          />
          <button
            type="button"
            data-testid="growth-withdraw-all"
            onClick={() => setText((balance / 100).toFixed(2))}
          >
            全部提现
          </button>
        </div>
        <p
          className={`gr-wd-note ${touched && problem ? 'is-error' : ''}`}
          data-testid="growth-withdraw-note"
        >
          {touched && problem ? problem : `可提现余额 ${yuan(balance)}`}
        </p>
        <button
          type="button"
          className="gr-btn gr-btn-primary gr-btn-block"
          data-testid="growth-withdraw-submit"
          disabled={submit.isPending || balance <= 0}
          onClick={go}
        >
          {submit.isPending ? '提交中…' : '确认提现'}
        </button>
      </section>
      <section className="gr-card" data-testid="growth-withdraw-rules">
        <h2 className="gr-card-title">提现说明</h2>
        <ul className="gr-wd-rules">
          <li>
            单次提现最低 {yuan(activity.minWithdrawCents)}，每天最多提现 {activity.dailyWithdrawCount} 次。
          </li>
          <li>单笔超过 {yuan(activity.reviewThresholdCents)} 需人工审核，审核通过后发起转账。</li>
          <li>提交后请在微信中确认收款，确认后实时到账微信零钱。</li>
          <li>取消收款或转账失败，金额将原路退回奖励余额。</li>
        </ul>
      </section>
      <button type="button" className="gr-more" onClick={() => navigate(getHref('withdrawList'))}>
        查看提现记录 ›
      </button>
    </main>
  );
}
