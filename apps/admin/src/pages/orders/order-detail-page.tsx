import { roleMay } from '@course/contracts/console-access';
import { consoleOrderDetail, consoleOrderSearch, consoleOrderShip } from '@course/contracts/console-orders';
import { consoleRefundCreate } from '@course/contracts/console-refunds';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { App, Button, Card, Descriptions, Form, Input, Space, Tag, Timeline, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { ROLE_NAMES } from '../../app/menu';
import { useStaff } from '../../app/session';
import { requiredText } from '../../ui/form-rules';
import { QueryState } from '../../ui/states';
import { FULFILMENT_TEXT, ORDER_KIND_TEXT, ORDER_STATUS_TEXT, STATUS_COLOR } from './order-labels';
import { OrderRefundCard } from './order-refund-card';

const EVENT_TEXT: Record<string, string> = {
  created: '下单',
  collect_created: '发起代付',
  pay_requested: '发起支付',
  collect_pay_requested: '好友发起代付',
  pay_request_failed: '发起支付失败',
  paid: '支付成功',
  notification_rejected: '支付通知被拒收',
  closed: '订单关闭',
  refund_requested: '申请退款',
  refunded: '退款完成',
  refund_partial: '部分退款',
  refund_rejected: '拒绝退款',
  course_granted: '开通课程',
  course_already_owned: '课程已拥有',
  package_granted: '开通套餐',
  goods_granted: '发放商品',
  camp_chosen: '选择开营时间',
  camp_changed: '更换开营时间',
  invoice_issued: '开具发票',
  gift_claimed: '领取赠品',
  prize_redeemed: '兑换奖品',
  shipped: '发货',
  received: '确认收货',
  address_changed: '修改收货地址',
  hook_failed: '后续处理失败',
};
const ACTOR_TEXT: Record<string, string> = {
  customer: '学员',
  provider: '支付渠道',
  system: '系统',
  operator: '运营',
};

/** One order: amounts, the learner, the address, logistics, its trail; an operator ships a goods order here. */
export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const staff = useStaff();
  const query = useConsoleQuery(consoleOrderDetail, { orderNo });
  const ship = useConsoleMutation(consoleOrderShip, [consoleOrderDetail, consoleOrderSearch]);
  const { message } = App.useApp();
  const mayShip = roleMay(staff.role, consoleOrderShip.name);
  const onShip = async (values: { company: string; trackingNo: string }) => {
    try {
      const shipped = await ship.mutateAsync({ orderNo, ...values });
      message.success(`已发货，运单号 ${shipped.logisticsNo}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card title={`订单 ${orderNo}`} extra={<Link to="/orders">返回订单列表</Link>}>
      <QueryState query={query}>
        {({ order, events, refunds }) => (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions bordered size="small" column={3} data-testid="console-order-detail">
              <Descriptions.Item label="名称" span={2}>
                {order.title}
              </Descriptions.Item>
              <Descriptions.Item label="类型">{ORDER_KIND_TEXT[order.kind]}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <Tag color={STATUS_COLOR[order.status]} data-testid="console-order-status">
                  {ORDER_STATUS_TEXT[order.status]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label="学员">
                ID {order.customerId} {order.mobile ? `· ${order.mobile}` : ''}
              </Descriptions.Item>
              <Descriptions.Item label="渠道">{order.channel || '—'}</Descriptions.Item>
              <Descriptions.Item label="商品金额">
                ¥{formatPrice(order.goodsAmountCents)} × {order.quantity}
              </Descriptions.Item>
              <Descriptions.Item label="运费 / 优惠">
                ¥{formatPrice(order.freightCents)} / -¥{formatPrice(order.discountCents)}
              </Descriptions.Item>
              <Descriptions.Item label="实付">¥{formatPrice(order.payAmountCents)}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{formatBeijingDateTime(order.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="支付时间">
                {order.paidAt ? formatBeijingDateTime(order.paidAt) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="退款时间">
                {order.refundedAt ? formatBeijingDateTime(order.refundedAt) : '—'}
              </Descriptions.Item>
              {order.fulfilment !== 'none' ? (
                <>
                  <Descriptions.Item label="收货地址" span={2}>
                    {order.address
                      ? `${order.address.name} ${order.address.mobile} ${order.address.region} ${order.address.detail}`
                      : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="发货">
                    <span data-testid="console-order-fulfilment">{FULFILMENT_TEXT[order.fulfilment]}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label="物流" span={3}>
                    <span data-testid="console-order-logistics">
                      {order.logisticsNo ? `${order.logisticsCompany} ${order.logisticsNo}` : '尚未发货'}
                    </span>
                  </Descriptions.Item>
                </>
              ) : null}
            </Descriptions>
            {order.fulfilment === 'awaiting_shipment' && order.status === 'paid' && mayShip ? (
              <Card size="small" title="发货" data-testid="console-order-ship-form">
                <Form<{ company: string; trackingNo: string }> layout="inline" onFinish={onShip}>
                  <Form.Item name="company" label="快递公司" rules={[requiredText('请填写快递公司')]}>
                    <Input
                      placeholder="如：顺丰速运"
                      maxLength={30}
                      data-testid="console-order-ship-company"
                    />
                  </Form.Item>
                  <Form.Item
                    name="trackingNo"
                    label="运单号"
                    rules={[
                      { required: true, message: '请填写运单号' },
                      { pattern: /^[A-Za-z0-9-]{6,32}$/, message: '6 到 32 位字母或数字' },
                    ]}
                  >
                    <Input placeholder="运单号" maxLength={32} data-testid="console-order-ship-no" />
                  </Form.Item>
                  <Form.Item>
                    <Button
                      type="primary"
                      htmlType="submit"
                      loading={ship.isPending}
                      data-testid="console-order-ship"
                    >
                      确认发货
                    </Button>
                  </Form.Item>
                </Form>
              </Card>
            ) : null}
            {refunds.length > 0 || order.refundableCents > 0 ? (
              <OrderRefundCard
                orderNo={orderNo}
                refunds={refunds}
                refundedCents={order.refundedCents}
                refundableCents={order.refundableCents}
                mayRefund={roleMay(staff.role, consoleRefundCreate.name)}
              />
            ) : null}
            <Card size="small" title="订单轨迹">
              {events.length === 0 ? (
                <Typography.Text type="secondary">暂无记录</Typography.Text>
              ) : (
                <Timeline
                  data-testid="console-order-trail"
                  items={events.map((e) => ({
                    key: e.id,
                    children: (
                      <span>
                        {formatBeijingDateTime(e.createdAt)} · {EVENT_TEXT[e.type] ?? e.type}（
                        {e.staff ? (
                          <span data-testid="console-order-trail-staff">
                            {ROLE_NAMES[e.staff.role]}{' '}
                            {e.staff.displayName && e.staff.displayName !== e.staff.login
                              ? `${e.staff.displayName} · ${e.staff.login}`
                              : e.staff.login}
                          </span>
                        ) : (
                          (ACTOR_TEXT[e.actor] ?? e.actor)
                        )}
                        ）
                        {e.fromStatus || e.toStatus
                          ? ` ${ORDER_STATUS_TEXT[e.fromStatus ?? ''] ?? e.fromStatus ?? ''} → ${ORDER_STATUS_TEXT[e.toStatus ?? ''] ?? e.toStatus ?? ''}`
                          : ''}
                        {typeof e.detail.amountCents === 'number' && e.type !== 'refund_requested'
                          ? ` ¥${formatPrice(e.detail.amountCents)}`
                          : ''}
                        {e.type === 'refund_rejected' && typeof e.detail.reason === 'string'
                          ? ` 原因：${e.detail.reason}`
                          : ''}
                        {e.type === 'shipped' && typeof e.detail.no === 'string'
                          ? ` ${String(e.detail.company ?? '')} ${e.detail.no}`
                          : ''}
                      </span>
                    ),
                  }))}
                />
              )}
            </Card>
          </Space>
        )}
      </QueryState>
    </Card>
  );
}
