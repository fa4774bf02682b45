import type { TOrderCard, TOrderDetail } from '@course/contracts/orders-user';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';

/** What the order list and the order detail say of an order's state. */
export function statusText(o: Pick<TOrderCard, 'status' | 'fulfilment' | 'kind' | 'needsRefund'>): string {
  if (o.needsRefund) return '待退款';
  switch (o.status) {
    case 'created':
      return '待付款';
    case 'closed':
      return '已关闭';
    case 'refunding':
      return '退款中';
    case 'refunded':
      return '已退款';
    default:
      if (o.kind === 'course') return '已完成';
      return o.fulfilment === 'awaiting_shipment'
        ? '待发货'
        : o.fulfilment === 'shipped'
          ? '已发货'
          : '已完成';
  }
}

/** How an order's amount is labelled: 实付 (paid) only once it was paid; 应付 (to pay) for one never paid. */
export const amountLabel = (o: Pick<TOrderCard, 'paidAt'>): '实付' | '应付' => (o.paidAt ? '实付' : '应付');

/** '2026/1/5 14:03:07' in Beijing time (order, payment and invoice times). */
export const orderTime = (iso: string | null) => (iso ? formatBeijing(iso, 'YYYY/M/D HH:mm:ss') : '');

const REFUND_STATUS_TEXT = { requested: '处理中', refunded: '已退款', rejected: '未通过' } as const;

/** The order's latest refund in one line: the learner's reason, the amount, its state and finance's reason. */
export function refundText(refund: NonNullable<TOrderDetail['refund']>): string {
  const why = refund.status === 'rejected' && refund.rejectReason ? `：${refund.rejectReason}` : '';
  return `${refund.reason} · ¥${formatPrice(refund.amountCents)} · ${REFUND_STATUS_TEXT[refund.status]}${why}`;
}
