import { userOrderCancel, userOrderDetail } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { resumeCheckoutHref } from '../checkout';
import { ActionBar } from '../components/action-bar';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { RefundSheet } from '../components/refund-sheet';
import { amountLabel, ORDER_EVENT_TEXT, refundText, statusText, orderTime as time } from '../order-status';
import { SELECTOR_NAMES } from '../pay';
import '../orders-shared.css';
import './order-detail.css';

/** 订单详情 (order-detail and variants, contract and agreement detail): the order, its record and its actions. */

const PAY_TYPE_SELECTOR: Record<number, number> = { 11: 2, 21: 3, 22: 5, 31: 4, 15: 6 };

export default function OrderDetailPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const orderNo = queryParam('orderNo') ?? queryParam('id') ?? '';
  const detail = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [refunding, setRefunding] = useState(false);
  const action = useAction();
  if (!orderNo) return <OrderPageError error={missingOrderNo()} />;
  if (detail.isPending) return <Loader fullScreen />;
  if (detail.isError) return <OrderPageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const o = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: callKey(userOrderDetail) });
  // one tap at a time: a double tap on 取消订单 sends one request (and shows one toast)
  const act = (fn: () => Promise<unknown>, done: string) =>
    action.run(async () => {
      await fn();
      toast(done);
      await refresh();
    });
  return (
    <div className="od-page" data-testid="order-detail">
      <section className={`od-banner is-${o.status}`}>
        <div className="od-banner-status" data-testid="order-status">
          {statusText(o)}
        </div>
        {o.status === 'created' ? <div>请在 {time(o.expiresAt)} 前完成支付，超时订单将自动关闭</div> : null}
        {o.needsRefund ? (
          <div>
            {o.status === 'closed' ? '订单关闭后收到的款项将原路退回' : '您已拥有该内容，本次付款将原路退回'}
          </div>
        ) : null}
      </section>
      {o.address ? (
        <section className="od-card">
          <div className="od-address-name">
            {o.address.receiver} <span>{o.address.mobile}</span>
          </div>
          <div className="od-muted">
            {o.address.province}
            {o.address.city}
            {o.address.district}
            {o.address.detail}
          </div>
        </section>
      ) : null}
      <section className="od-card od-item">
        <CoverImage src={o.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{o.title}</div>
          <div className="od-muted">
            ¥{formatPrice(o.unitPriceCents)} × {o.quantity}
          </div>
        </div>
      </section>
      <section className="od-card">
        <div className="od-row">
          <span>商品金额</span>
          <span>¥{formatPrice(o.goodsAmountCents)}</span>
        </div>
        {o.discountCents > 0 ? (
          <div className="od-row od-discount">
            <span>优惠</span>
            <span>-¥{formatPrice(o.discountCents)}</span>
          </div>
        ) : null}
        {o.kind !== 'course' ? (
          <div className="od-row">
            <span>运费</span>
            <span>¥{formatPrice(o.freightCents)}</span>
          </div>
        ) : null}
        <div className="od-row">
          <span>{amountLabel(o)}金额</span>
          <strong data-testid="order-amount">¥{formatPrice(o.payAmountCents)}</strong>
        </div>
        <div className="od-row od-muted">
          <span>订单编号</span>
          <span>{o.orderNo}</span>
        </div>
        <div className="od-row od-muted">
          <span>下单时间</span>
          <span>{time(o.createdAt)}</span>
        </div>
        {o.paidAt ? (
          <div className="od-row od-muted">
            <span>支付时间</span>
            <span>{time(o.paidAt)}</span>
          </div>
        ) : null}
        {o.payType ? (
          <div className="od-row od-muted">
            <span>支付方式</span>
            <span>
              {SELECTOR_NAMES[PAY_TYPE_SELECTOR[o.payType] ?? 0] ?? '—'}
              {o.instalmentPeriods ? `（${o.instalmentPeriods}期）` : ''}
            </span>
          </div>
        ) : null}
        {o.camp ? (
          <div className="od-row od-muted">
            <span>开课时间</span>
            <span>
              {o.camp.name} {time(o.camp.startsAt)}
            </span>
          </div>
        ) : null}
        {o.logistics ? (
          <div className="od-row od-muted">
            <span>物流</span>
            <span>
              {o.logistics.company} {o.logistics.no}
            </span>
          </div>
        ) : null}
        {o.refundBlockedReason ? (
          <div className="od-row od-muted" data-testid="order-refund-note">
            <span>退款</span>
            <span>{o.refundBlockedReason}</span>
          </div>
        ) : null}
        {o.refund ? (
          <div className="od-row od-muted od-refund-status" data-testid="order-refund-status">
            <span>退款</span>
            <span>{refundText(o.refund)}</span>
          </div>
        ) : null}
      </section>
      <section className="od-card" data-testid="order-timeline">
        <div className="od-section-title">订单记录</div>
        <ol className="od-timeline">
          {[...o.events].reverse().map((e) => (
            <li key={`${e.type}-${e.createdAt}`}>
              <span>{ORDER_EVENT_TEXT[e.type] ?? e.type}</span>
              <span className="od-muted">{time(e.createdAt)}</span>
            </li>
          ))}
        </ol>
      </section>
      <RefundSheet
        open={refunding}
        orderNo={orderNo}
        amountCents={o.payAmountCents}
        rule={o.refundRule}
        onClose={() => setRefunding(false)}
        onDone={async () => {
          setRefunding(false);
          await refresh();
        }}
      />
      {/* ActionBar draws nothing when no action is left (no empty bar, e.g. after a refund) */}
      <ActionBar testId="order-actions">
        {o.canCancel ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-cancel"
            disabled={action.busy}
            onClick={() => act(() => callApi(userOrderCancel, { body: { orderNo } }), '订单已取消')}
          >
            {action.busy ? '取消中…' : '取消订单'}
          </button>
        ) : null}
        {o.canPay ? (
          <button
            type="button"
            className="od-submit"
            data-testid="order-pay"
            onClick={() => navigate(resumeCheckoutHref(o, orderNo))}
          >
            去支付
          </button>
        ) : null}
        {o.canPay && o.payAmountCents > 0 ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-collect"
            onClick={() => navigate(getHref('AliPayCollect', { query: { orderNo } }))}
          >
            找人代付
          </button>
        ) : null}
        {o.needsCampChoice ? (
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('curriculum-time', { query: { orderNo } }))}
          >
            选择开课时间
          </button>
        ) : null}
        {o.canModifyAddress ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-modify-address"
            onClick={() => navigate(getHref('modifyAddress', { query: { orderNo } }))}
          >
            修改地址
          </button>
        ) : null}
        {o.logistics || o.fulfilment === 'awaiting_shipment' ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-logistics"
            onClick={() =>
              navigate(
                getHref(o.kind === 'gift' ? 'logisticsGift' : 'logistics-tracking', { query: { orderNo } }),
              )
            }
          >
            查看物流
          </button>
        ) : null}
        {o.canInvoice ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-invoice"
            onClick={() => navigate(getHref('invoice', { query: { orderNo } }))}
          >
            开发票
          </button>
        ) : o.invoice ? (
          <button
            type="button"
            className="od-ghost"
            onClick={() => navigate(getHref('invoice-detail', { query: { orderNo } }))}
          >
            查看发票
          </button>
        ) : null}
        {o.canRefund && !refunding ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-refund"
            onClick={() => setRefunding(true)}
          >
            申请退款
          </button>
        ) : null}
      </ActionBar>
    </div>
  );
}
