import { inviteCashSummaryReward } from '@course/contracts/growth-invite';
import { inviteCashWithdrawInfo } from '@course/contracts/growth-withdraw';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { callKey, callOptions } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { FINAL_STATES, when, yuan } from '../growth-format';
import { confirmTransfer } from '../transfer';
import '../growth-shared.css';
import './withdraw-result.css';

const POLL_MS = 1500;
const MAX_POLLS = 10;

const TITLE: Record<string, string> = {
  SUCCESS: '提现成功',
  CANCELLED: '已取消收款',
  FAIL: '提现失败',
  REJECTED: '提现未通过审核',
  REVIEWING: '提现审核中',
  CREATING: '提现处理中',
  WAIT_USER_CONFIRM: '等待确认收款',
};

const TEXT: Record<string, string> = {
  SUCCESS: '已到账微信零钱，请在微信「我 - 服务 - 钱包」中查看',
  CANCELLED: '金额已退回奖励余额，可随时重新提现',
  FAIL: '金额已退回奖励余额，请稍后重新提现',
  REJECTED: '金额已退回奖励余额',
  REVIEWING: '金额较大，需人工审核，通过后会发起转账',
  CREATING: '正在向微信发起转账，请稍后刷新查看',
  WAIT_USER_CONFIRM: '请在微信中确认收款；已确认的，结果稍后更新',
};

/**
 * 提现结果 (withdrawResult?outBillNo=…): where the confirmation sheet returns. Asks withdrawInfo until the
 * withdrawal is final (the signed notification decides, not the sheet), then says where the money is.
 */
export default function WithdrawResultPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const outBillNo = params.get('outBillNo') ?? '';
  const polls = useRef(0);
  const call = callOptions(inviteCashWithdrawInfo, { outBillNo });
  const info = useQuery({
    ...call,
    queryFn: (context) => {
      polls.current += 1;
      return call.queryFn!(context);
    },
    enabled: outBillNo !== '',
    retry: false,
    refetchOnMount: 'always',
    refetchInterval: (q) => {
      const state = q.state.data?.withdrawal.state;
      return !state || FINAL_STATES.includes(state) || state === 'REVIEWING' || polls.current >= MAX_POLLS
        ? false
        : POLL_MS;
    },
  });
  const state = info.data?.withdrawal.state;
  useEffect(() => {
    if (state) void queryClient.invalidateQueries({ queryKey: callKey(inviteCashSummaryReward) });
  }, [state]);

  if (!outBillNo)
    return (
      <NothingHere text="未找到这笔提现" wayOn={{ label: '查看提现记录', to: getHref('withdrawList') }} />
    );
  if (info.isLoading) return <PageLoading />;
  if (info.error || !info.data) return <PageError error={info.error} onRetry={() => void info.refetch()} />;
  const w = info.data.withdrawal;
  const ok = w.state === 'SUCCESS';
  const back = ['CANCELLED', 'FAIL', 'REJECTED'].includes(w.state);
  return (
    <main className="gr-page gr-result" data-testid="growth-withdraw-result" data-state={w.state}>
      <div className={`gr-result-icon ${ok ? 'is-ok' : back ? 'is-back' : 'is-wait'}`} aria-hidden="true">
        {ok ? '✓' : back ? '↺' : '…'}
      </div>
      <h1 data-testid="growth-withdraw-status">{TITLE[w.state]}</h1>
      <p className="gr-result-amount" data-testid="growth-withdraw-result-amount">
        {yuan(w.amountCents)}
      </p>
      <p className="gr-result-text">{TEXT[w.state]}</p>
      <dl className="gr-result-lines">
        <div>
          <dt>提现单号</dt>
          <dd>{w.outBillNo}</dd>
        </div>
        <div>
          <dt>申请时间</dt>
          <dd>{when(w.createdAt)}</dd>
        </div>
        {w.finishedAt ? (
          <div>
            <dt>完成时间</dt>
            <dd>{when(w.finishedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="gr-result-actions">
        {w.state === 'WAIT_USER_CONFIRM' && info.data.packageInfo ? (
          <button
            type="button"
            className="gr-btn gr-btn-primary gr-btn-block"
            data-testid="growth-withdraw-confirm"
            onClick={() => {
              polls.current = 0;
              void confirmTransfer({ outBillNo: w.outBillNo, ...info.data })
                .catch(() => 'fail' as const)
                .then(() => info.refetch());
            }}
          >
            去确认收款
          </button>
        ) : null}
        <button
          type="button"
          className={`gr-btn gr-btn-block ${w.state === 'WAIT_USER_CONFIRM' ? 'gr-btn-ghost' : 'gr-btn-primary'}`}
          data-testid="growth-result-mycash"
          onClick={() => navigate(getHref('mycash'))}
        >
          查看我的奖励金
        </button>
        <button
          type="button"
          className="gr-btn gr-btn-ghost gr-btn-block"
          onClick={() => navigate(getHref('withdrawList'))}
        >
          提现记录
        </button>
      </div>
    </main>
  );
}
