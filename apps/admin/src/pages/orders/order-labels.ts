/** Chinese names of the order states, kinds and fulfilment, shared by the order pages. */
export const ORDER_STATUS_TEXT: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};
export const ORDER_KIND_TEXT: Record<string, string> = {
  course: '课程',
  package: '套餐',
  goods: '实物商品',
  gift: '赠品',
};
export const FULFILMENT_TEXT: Record<string, string> = {
  none: '无需发货',
  awaiting_shipment: '待发货',
  shipped: '已发货',
  received: '已签收',
};
export const STATUS_COLOR: Record<string, string> = {
  created: 'default',
  paid: 'green',
  closed: 'default',
  refunding: 'orange',
  refunded: 'red',
};
