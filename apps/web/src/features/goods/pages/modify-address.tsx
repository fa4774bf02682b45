import { addressGet } from '@course/contracts/goods-address';
import { retailLogistics, retailModifyAddress } from '@course/contracts/goods-retail';
import { userOrderDetail } from '@course/contracts/orders-user';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { AddressSummary } from '../components/address-card';
import { InlineEmpty } from '../components/inline-empty';
import { numberOf } from '../page-params';
import '../goods-shared.css';
import './modify-address.css';
import '../../../ui/choice-input.css';

/**
 * modifyAddress (query orderNo): move a paid goods order that has not shipped to another address (one of the
 * book, or a new one). Once shipped the page says so, and the server refuses a late change in words.
 */
export default function ModifyAddressPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = /^[CGF]\d{10,30}$/.test(orderNo);
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: valid });
  const book = useCall(addressGet, {});
  const [picked, setPicked] = useState<number | undefined>(numberOf(params, 'addressId'));
  const [busy, setBusy] = useState(false);
  const here = `${window.location.pathname}${window.location.search}`;

  if (!valid)
    return <NothingHere text="未找到该订单" wayOn={{ label: '查看我的订单', to: getHref('order') }} />;
  if (order.isPending || book.isPending) return <PageLoading />;
  if (order.isError)
    return <PageError testId="goods-error" error={order.error} onRetry={() => order.refetch()} />;
  if (book.isError)
    return <PageError testId="goods-error" error={book.error} onRetry={() => book.refetch()} />;
  const o = order.data;
  const list = book.data.list;

  async function submit() {
    if (!picked) return toast('请选择新的收货地址');
    setBusy(true);
    try {
      await callApi(retailModifyAddress, { body: { orderNo, addressId: picked } });
      toast('收货地址已修改');
      await queryClient.invalidateQueries({ queryKey: callKey(retailLogistics) });
      await queryClient.invalidateQueries({ queryKey: callKey(userOrderDetail, {}, { id: orderNo }) });
      navigate(getHref('logistics-tracking', { query: { orderNo } }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      await order.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="gd-page gd-with-bar" data-testid="modify-address">
      <section className="gd-card">
        <div className="gd-section-title">当前收货地址</div>
        {o.address ? <AddressSummary address={o.address} /> : <div className="gd-muted">暂无</div>}
      </section>
      {!o.canModifyAddress ? (
        <div className="gd-card gd-warn" data-testid="modify-refused">
          {o.fulfilment === 'shipped' || o.fulfilment === 'received'
            ? '订单已发货，无法修改地址，如需帮助请联系客服'
            : '该订单暂不能修改地址'}
        </div>
      ) : (
        <>
          <p className="gd-hint">选择新的收货地址（发货前可修改）</p>
          {list.length === 0 ? <InlineEmpty text="还没有其他地址，先新增一个吧" /> : null}
          {list.map((a) => (
            <label key={a.id} className="gd-card gd-pick" data-testid={`modify-pick-${a.id}`}>
              <input
                type="radio"
                className="ui-choice"
                name="address"
                checked={picked === a.id}
                onChange={() => setPicked(a.id)}
              />
              <AddressSummary address={a} />
            </label>
          ))}
          <button
            type="button"
            className="gd-ghost gd-block"
            data-testid="modify-add"
            onClick={() => navigate(getHref('zqt-address-edit', { query: { back: here } }))}
          >
            + 新增收货地址
          </button>
        </>
      )}
      <footer className="gd-bar">
        <button
          type="button"
          className="gd-primary gd-bar-wide"
          data-testid="modify-submit"
          disabled={busy || !o.canModifyAddress}
          onClick={submit}
        >
          确认修改
        </button>
      </footer>
    </main>
  );
}
