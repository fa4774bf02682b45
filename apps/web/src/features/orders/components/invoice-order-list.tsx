import { type INVOICE_STATES, invoiceOrderList } from '@course/contracts/orders-invoice';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import type { ApiError } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { orderTime as time } from '../order-status';
import '../orders-shared.css';
import './invoice-order-list.css';

const INVOICE_STATE_TEXT: Record<(typeof INVOICE_STATES)[number], string> = {
  issued: '已开票',
  requested: '开票中',
  available: '可开票',
  refunding: '退款中，不可开票',
  refunded: '已退款，不可开票',
};

/**
 * 我的 → 发票 (invoice without an order): the learner's paid orders with where each stands for an invoice;
 * 可开票 opens the order's invoice form, 已开票 / 开票中 its invoice.
 */
export function InvoiceOrderList() {
  const navigate = useAppNavigate();
  const list = useCall(invoiceOrderList, { page: 1, pageSize: 50 });
  if (list.isPending) return <Loader fullScreen />;
  if (list.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {(list.error as ApiError).msg}
      </div>
    );
  const orders = list.data.list;
  return (
    <div className="od-page" data-testid="invoice-orders">
      <p className="od-invoice-hint">已支付的订单可开具电子发票，每个订单开具一次，开具后发送至您的邮箱</p>
      {orders.length === 0 ? (
        <div className="od-empty" data-testid="invoice-orders-empty">
          <p>暂无可开票的订单</p>
          <button type="button" className="od-submit" onClick={() => navigate(getHref('order'))}>
            查看我的订单
          </button>
        </div>
      ) : null}
      {orders.map((o) => {
        const open =
          o.invoiceState === 'available'
            ? getHref('invoice', { query: { orderNo: o.orderNo } })
            : o.invoiceState === 'issued' || o.invoiceState === 'requested'
              ? getHref('invoice-detail', { query: { orderNo: o.orderNo } })
              : null;
        return (
          <button
            key={o.orderNo}
            type="button"
            className="od-card od-invoice-order"
            data-testid={`invoice-order-${o.orderNo}`}
            disabled={!open}
            onClick={() => open && navigate(open)}
          >
            <div className="od-item">
              <CoverImage src={o.coverUrl} alt="" className="od-cover" />
              <div className="od-item-body">
                <div className="od-title">{o.title}</div>
                <div className="od-muted">
                  实付 ¥{formatPrice(o.payAmountCents)} · {time(o.paidAt)}
                </div>
              </div>
            </div>
            <div className="od-row">
              <span
                className={`od-invoice-state is-${o.invoiceState}`}
                data-testid={`invoice-state-${o.orderNo}`}
              >
                {INVOICE_STATE_TEXT[o.invoiceState]}
              </span>
              {o.invoiceState === 'available' ? (
                <span className="od-invoice-go">去开票</span>
              ) : open ? (
                <span className="od-invoice-go is-plain">查看发票</span>
              ) : null}
            </div>
          </button>
        );
      })}
    </div>
  );
}
