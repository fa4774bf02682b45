import { retailConfirmReceipt, retailLogistics } from '@course/contracts/goods-retail';
import { goodsReviewPending } from '@course/contracts/goods-reviews';
import { userOrderDetail } from '@course/contracts/orders-user';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { LogisticsView } from '../components/logistics-view';
import '../goods-shared.css';

/**
 * logistics-tracking and logisticsGift (query orderNo): the order's carrier, tracking number, address and
 * trace; 修改地址 before it ships, 确认收货 once shipped, 去评价 after receipt.
 */
export default function LogisticsPage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = /^[CGF]\d{10,30}$/.test(orderNo);
  const logistics = useCall(retailLogistics, { orderNo }, { enabled: valid });
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: valid });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  if (!valid)
    return <NothingHere text="未找到该订单" wayOn={{ label: '查看我的订单', to: getHref('order') }} />;
  if (logistics.isPending) return <PageLoading />;
  if (logistics.isError)
    return <PageError testId="goods-error" error={logistics.error} onRetry={() => logistics.refetch()} />;
  const d = logistics.data;
  const isGift = entry?.name === 'logisticsGift' || orderNo.startsWith('F');

  async function confirmReceipt() {
    if (!(await confirmModal({ title: '确认收货', content: '请确认您已收到商品，确认后无法撤销' }))) return;
    setBusy(true);
    try {
      await callApi(retailConfirmReceipt, { body: { orderNo } });
      toast('已确认收货');
      await Promise.all([
        logistics.refetch(),
        order.refetch(),
        queryClient.invalidateQueries({ queryKey: callKey(goodsReviewPending) }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="gd-page gd-with-bar" data-testid="logistics-page">
      {isGift ? <p className="gd-hint">礼品订单 {orderNo}</p> : null}
      <LogisticsView data={d} />
      <footer className="gd-bar gd-bar-end">
        {order.data?.canModifyAddress ? (
          <button
            type="button"
            className="gd-ghost"
            data-testid="logistics-modify-address"
            onClick={() => navigate(getHref('modifyAddress', { query: { orderNo } }))}
          >
            修改地址
          </button>
        ) : null}
        {d.fulfilment === 'shipped' ? (
          <button
            type="button"
            className="gd-primary"
            disabled={busy}
            data-testid="logistics-confirm-receipt"
            onClick={confirmReceipt}
          >
            确认收货
          </button>
        ) : null}
        {d.fulfilment === 'received' && order.data?.goodsId ? (
          <button
            type="button"
            className="gd-primary"
            data-testid="logistics-review"
            onClick={() => navigate(getHref('shoppingEvaluate', { query: { goodsId: order.data.goodsId! } }))}
          >
            去评价
          </button>
        ) : null}
        <button
          type="button"
          className="gd-ghost"
          onClick={() =>
            navigate(isGift ? getHref('mygift') : getHref('order-detail', { query: { orderNo } }))
          }
        >
          {isGift ? '我的礼品' : '订单详情'}
        </button>
      </footer>
    </main>
  );
}
