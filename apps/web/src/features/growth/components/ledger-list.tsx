import { inviteCashRewardRecord } from '@course/contracts/growth-invite';
import { useState } from 'react';
import { useCall } from '../../../lib/query';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { LEDGER_KIND_TEXT, laterPages, signedYuan, when, yuan } from '../growth-format';

const PAGE_SIZE = 20;

/** The learner's reward ledger (rewardRecord), newest first, with the balance after each entry. */
export function LedgerList() {
  const [pages, setPages] = useState(1);
  const first = useCall(inviteCashRewardRecord, { pageNum: 1, pageSize: PAGE_SIZE });
  if (first.isLoading) return <Loading />;
  if (first.error || !first.data)
    return <ErrorBlock error={first.error} onRetry={() => void first.refetch()} />;
  if (first.data.total === 0) return <Empty text="还没有奖励记录，邀请好友即可获得奖励" />;
  return (
    <div data-testid="growth-ledger" data-total={first.data.total}>
      <LedgerRows list={first.data.list} />
      {laterPages(pages).map((n) => (
        <LedgerPage key={n} pageNum={n} />
      ))}
      {pages * PAGE_SIZE < first.data.total ? (
        <button type="button" className="gr-more" onClick={() => setPages((n) => n + 1)}>
          加载更多
        </button>
      ) : null}
    </div>
  );
}

function LedgerPage(props: { pageNum: number }) {
  const page = useCall(inviteCashRewardRecord, { pageNum: props.pageNum, pageSize: PAGE_SIZE });
  if (page.isLoading) return <Loading />;
  if (page.error || !page.data) return <ErrorBlock error={page.error} onRetry={() => void page.refetch()} />;
  return <LedgerRows list={page.data.list} />;
}

type Entry = {
  id: number;
  kind: keyof typeof LEDGER_KIND_TEXT;
  amountCents: number;
  balanceAfterCents: number;
  reason: string;
  at: number;
};

function LedgerRows(props: { list: readonly Entry[] }) {
  return (
    <>
      {props.list.map((e) => (
        <div className="gr-row" key={e.id} data-testid="growth-ledger-row" data-kind={e.kind}>
          <div className="gr-row-main">
            <p className="gr-row-title">
              {LEDGER_KIND_TEXT[e.kind]}
              <span className="gr-row-sub"> · {e.reason}</span>
            </p>
            <p className="gr-row-sub">
              {when(e.at)} · 余额 {yuan(e.balanceAfterCents)}
            </p>
          </div>
          <span className={`gr-row-end ${e.amountCents > 0 ? 'gr-plus' : 'gr-minus'}`}>
            {signedYuan(e.amountCents)}
          </span>
        </div>
      ))}
    </>
  );
}
