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

/** What the order detail's trail says of each event (order_events.type); an unknown type shows as it is. */
export const ORDER_EVENT_TEXT: Record<string, string> = {
  created: '订单已创建',
  pay_requested: '发起支付',
  pay_request_failed: '支付下单失败',
  paid: '支付成功',
  course_granted: '课程已开通',
  course_already_owned: '已拥有该课程',
  cancelled: '订单已取消',
  expired: '订单超时关闭',
  paid_after_close: '订单关闭后收到付款，将原路退回',
  paid_twice: '重复支付，将原路退回',
  notification_rejected: '支付通知校验未通过',
  refund_requested: '申请退款',
  refunded: '退款成功',
  refund_partial: '部分退款成功',
  refund_rejected: '退款申请未通过',
  invoice_issued: '发票已开具',
  camp_chosen: '已选择开课时间',
  camp_changed: '已调整开课时间',
  shipped: '商品已发货',
  received: '已确认收货',
  address_changed: '收货地址已修改',
  gift_claimed: '礼品已领取',
  collect_created: '生成代付链接',
  collect_pay_requested: '好友发起代付',
  package_granted: '套餐课程已开通',
  goods_granted: '虚拟商品已开通',
};
