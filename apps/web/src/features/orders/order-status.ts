import type { TOrderCard } from '@course/contracts/orders-user';
import { formatBeijing } from '@course/domain/beijing-time';

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

/** '2026/1/5 14:03:07' in Beijing time (order, payment and invoice times). */
export const orderTime = (iso: string | null) => (iso ? formatBeijing(iso, 'YYYY/M/D HH:mm:ss') : '');
