import { retailLogistics } from '@course/contracts/goods-retail';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { AddressSummary } from '../components/address-card';
import { GoodsRow } from '../components/goods-row';
import '../goods-shared.css';
import './exchange-success.css';

/** exchange-success (query orderNo): the prize redeemed, where it ships, and the way to its logistics. */
export default function ExchangeSuccessPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = /^F\d{10,30}$/.test(orderNo);
  const order = useCall(retailLogistics, { orderNo }, { enabled: valid });
  if (!valid)
    return (
      <NothingHere text="未找到兑换记录" wayOn={{ label: '去兑换奖品', to: getHref('exchange-prize') }} />
    );
  if (order.isPending) return <PageLoading />;
  if (order.isError)
    return <PageError testId="goods-error" error={order.error} onRetry={() => order.refetch()} />;
  const d = order.data;
  return (
    <main className="gd-page" data-testid="exchange-success">
      <section className="gd-success">
        <div className="gd-success-icon" aria-hidden="true">
          ✓
        </div>
        <h1 data-testid="exchange-success-title">兑换成功</h1>
        <p className="gd-muted">奖品将在 3 个工作日内发出，请留意物流信息</p>
      </section>
      <section className="gd-card">
        <GoodsRow coverUrl={d.coverUrl} title={d.title} note={`兑换订单 ${d.orderNo}`} />
      </section>
      {d.address ? (
        <section className="gd-card">
          <div className="gd-section-title">收货地址</div>
          <AddressSummary address={d.address} />
        </section>
      ) : null}
      <div className="gd-actions">
        <button
          type="button"
          className="gd-primary gd-block"
          data-testid="exchange-logistics"
          onClick={() => navigate(getHref('logisticsGift', { query: { orderNo } }))}
        >
          查看物流
        </button>
        <button
          type="button"
          className="gd-ghost gd-block"
          onClick={() => navigate(getHref('exchange-prize'), { replace: true })}
        >
          继续兑换
        </button>
      </div>
    </main>
  );
}
