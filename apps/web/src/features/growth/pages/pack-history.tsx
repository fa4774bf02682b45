import { redPacketHistory } from '@course/contracts/growth-red-packet';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading, StateAction } from '../../../ui/states';
import { signedYuan, when, yuan } from '../growth-format';
import './pack-history.css';

/** pack-history: the learner's opened red packets, newest first, with the total (Beijing times). */
export default function PackHistoryPage() {
  const navigate = useAppNavigate();
  const history = useCall(redPacketHistory, { pageNum: 1, pageSize: 50 });
  if (history.isPending) return <PageLoading />;
  if (history.isError)
    return <PageError testId="pack-history-error" error={history.error} onRetry={() => history.refetch()} />;
  const { list, total, totalCents } = history.data;
  return (
    <main className="pack-history-page" data-testid="pack-history">
      <section className="pack-history-summary">
        <div className="pack-history-total" data-testid="pack-history-total">
          {yuan(totalCents)}
        </div>
        <div className="pack-history-caption">共领取 {total} 个红包</div>
      </section>
      {list.length === 0 ? (
        <Empty
          text="还没有领过红包"
          action={
            <StateAction
              label="去领每日红包"
              testId="pack-history-go"
              onClick={() => navigate(getHref('day-pack'))}
            />
          }
        />
      ) : (
        <ul className="pack-history-list">
          {list.map((item) => (
            <li
              key={`${item.openedAt}-${item.title}`}
              className="pack-history-item"
              data-testid="pack-history-item"
            >
              <div>
                <div className="pack-history-title">{item.title}</div>
                <div className="pack-history-time">{when(item.openedAt)}</div>
              </div>
              <div className="pack-history-amount">{signedYuan(item.amountCents)}</div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
