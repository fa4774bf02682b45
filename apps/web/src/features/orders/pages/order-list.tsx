import { ORDER_LIST_TABS, userOrderList } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { ErrorBlock } from '../../../ui/states';
import { amountLabel, statusText, orderTime as time } from '../order-status';
import '../orders-shared.css';
import './order-list.css';

/** 我的订单 (order, order-old): the learner's orders by tab. */

const TAB_LABELS: Record<(typeof ORDER_LIST_TABS)[number], string> = {
  all: '全部',
  unpaid: '待付款',
  paid: '已完成',
  refund: '退款',
};

export default function OrderListPage() {
  const navigate = useAppNavigate();
  const [tab, setTab] = useState<(typeof ORDER_LIST_TABS)[number]>('all');
  const list = useCall(userOrderList, { tab, page: 1, pageSize: 50 });
  return (
    <div className="od-page" data-testid="order-list">
      <nav className="od-tabs">
        {ORDER_LIST_TABS.map((t) => (
          <button
            key={t}
            type="button"
            className={t === tab ? 'is-active' : ''}
            data-testid={`order-tab-${t}`}
            onClick={() => setTab(t)}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </nav>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <ErrorBlock error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.list.length === 0 ? (
        <div className="od-empty" data-testid="order-empty">
          暂无订单，去看看好课吧
          <button type="button" className="od-empty-action" onClick={() => navigate(getHref('shoppingMall'))}>
            去找课
          </button>
        </div>
      ) : null}
      {list.data?.list.map((o) => (
        <button
          key={o.orderNo}
          type="button"
          className="od-card od-order-card"
          data-testid={`order-card-${o.orderNo}`}
          onClick={() => navigate(getHref('order-detail', { query: { orderNo: o.orderNo } }))}
        >
          <div className="od-row od-muted">
            <span>订单号 {o.orderNo}</span>
            <span className={`od-status is-${o.status}`}>{statusText(o)}</span>
          </div>
          <div className="od-item">
            <CoverImage src={o.coverUrl} alt="" className="od-cover" />
            <div className="od-item-body">
              <div className="od-title">{o.title}</div>
              <div className="od-muted">
                ¥{formatPrice(o.unitPriceCents)} × {o.quantity}
              </div>
            </div>
          </div>
          <div className="od-row">
            <span className="od-muted">{time(o.createdAt)}</span>
            <span data-testid="order-list-amount">
              {amountLabel(o)} <strong>¥{formatPrice(o.payAmountCents)}</strong>
            </span>
          </div>
        </button>
      ))}
    </div>
  );
}
