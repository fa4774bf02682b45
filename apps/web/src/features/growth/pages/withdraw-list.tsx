import { inviteCashWithdrawRecord } from '@course/contracts/growth-withdraw';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, ErrorBlock, Loading, StateAction } from '../../../ui/states';
import {
  FINAL_STATES,
  laterPages,
  WITHDRAW_STATE_TEXT,
  type WithdrawState,
  when,
  yuan,
} from '../growth-format';
import '../growth-shared.css';

const PAGE_SIZE = 20;

type Withdrawal = {
  outBillNo: string;
  amountCents: number;
  state: WithdrawState;
  failReason: string | null;
  createdAt: number;
  finishedAt: number | null;
};

/** 提现记录 (withdrawList): every withdrawal, newest first, with its state; a row opens its result page. */
export default function WithdrawListPage() {
  const navigate = useAppNavigate();
  const [pages, setPages] = useState(1);
  const first = useCall(inviteCashWithdrawRecord, { pageNum: 1, pageSize: PAGE_SIZE });
  let body: React.ReactNode;
  if (first.isLoading) body = <Loading />;
  else if (first.error || !first.data)
    body = <ErrorBlock error={first.error} onRetry={() => void first.refetch()} />;
  else if (first.data.total === 0)
    body = (
      <Empty
        text="还没有提现记录"
        action={<StateAction label="去提现" onClick={() => navigate(getHref('withdraw'))} />}
      />
    );
  else
    body = (
      <div data-testid="growth-withdrawals">
        <WithdrawRows list={first.data.list} />
        {laterPages(pages).map((n) => (
          <WithdrawPage key={n} pageNum={n} />
        ))}
        {pages * PAGE_SIZE < first.data.total ? (
          <button type="button" className="gr-more" onClick={() => setPages((n) => n + 1)}>
            加载更多
          </button>
        ) : null}
      </div>
    );
  return (
    <main className="gr-page" data-testid="growth-withdraw-list">
      <section className="gr-card">
        <h2 className="gr-card-title">提现记录</h2>
        {body}
      </section>
    </main>
  );
}

function WithdrawPage(props: { pageNum: number }) {
  const page = useCall(inviteCashWithdrawRecord, { pageNum: props.pageNum, pageSize: PAGE_SIZE });
  if (page.isLoading) return <Loading />;
  if (page.error || !page.data) return <ErrorBlock error={page.error} onRetry={() => void page.refetch()} />;
  return <WithdrawRows list={page.data.list} />;
}

function WithdrawRows(props: { list: readonly Withdrawal[] }) {
  const navigate = useAppNavigate();
  return (
    <>
      {props.list.map((w) => (
        <button
          type="button"
          key={w.outBillNo}
          className="gr-row gr-row-button"
          data-testid={`growth-withdrawal-${w.outBillNo}`}
          data-state={w.state}
          onClick={() => navigate(getHref('withdrawResult', { query: { outBillNo: w.outBillNo } }))}
        >
          <div className="gr-row-main">
            <p className="gr-row-title">
              提现到微信零钱
              <span
                className={
                  w.state === 'SUCCESS'
                    ? 'gr-tag gr-tag-ok'
                    : FINAL_STATES.includes(w.state)
                      ? 'gr-tag'
                      : 'gr-tag gr-tag-hot'
                }
              >
                {WITHDRAW_STATE_TEXT[w.state]}
              </span>
            </p>
            <p className="gr-row-sub">{when(w.createdAt)}</p>
          </div>
          <span className="gr-row-end">{yuan(w.amountCents)}</span>
        </button>
      ))}
    </>
  );
}
