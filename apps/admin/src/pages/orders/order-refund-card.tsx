import { consoleOrderDetail, consoleOrderSearch } from '@course/contracts/console-orders';
import { consoleRefundCreate, consoleRefundList } from '@course/contracts/console-refunds';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { App, Button, Card, Form, Input, InputNumber, Table, Tag, Typography } from 'antd';
import { useConsoleMutation } from '../../api/use-console';

type Refund = {
  refundNo: string;
  amountCents: number;
  reason: string;
  status: 'requested' | 'processing' | 'refunded' | 'rejected';
  rejectReason: string | null;
  createdAt: string;
};
const REFUND_STATUS: Record<Refund['status'], { text: string; color: string }> = {
  requested: { text: '待处理', color: 'orange' },
  processing: { text: '退款中', color: 'blue' },
  refunded: { text: '已退款', color: 'green' },
  rejected: { text: '已拒绝', color: 'red' },
};

/**
 * An order's refunds, and (finance, a paid order with something left) a refund started here: the amount in
 * yuan is sent as integer cents, never more than paid minus refunded (the server refuses more with 2901).
 */
export function OrderRefundCard({
  orderNo,
  refunds,
  refundedCents,
  refundableCents,
  mayRefund,
}: {
  orderNo: string;
  refunds: Refund[];
  refundedCents: number;
  refundableCents: number;
  mayRefund: boolean;
}) {
  const create = useConsoleMutation(consoleRefundCreate, [
    consoleOrderDetail,
    consoleOrderSearch,
    consoleRefundList,
  ]);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ yuan: number; reason: string }>();
  const onFinish = ({ yuan, reason }: { yuan: number; reason: string }) => {
    const amountCents = Math.round(yuan * 100);
    modal.confirm({
      title: `确认退款 ¥${formatPrice(amountCents)}？`,
      content: '款项将经支付渠道原路退回；全额退完时课程权限随之收回',
      okText: '确认退款',
      cancelText: '取消',
      okButtonProps: { danger: true, ...{ 'data-testid': 'console-order-refund-confirm' } },
      onOk: async () => {
        try {
          const done = await create.mutateAsync({ orderNo, amountCents, reason: reason.trim() });
          message.success(
            done.refunded ? `已退款 ¥${formatPrice(done.amountCents)}，款项原路退回` : '退款已提交，等待处理',
          );
          form.resetFields();
        } catch (e) {
          message.error((e as Error).message);
        }
      },
    });
  };
  return (
    <Card
      size="small"
      title="退款"
      extra={
        <Typography.Text type="secondary" data-testid="console-order-refund-summary">
          已退 ¥{formatPrice(refundedCents)} · 可退 ¥{formatPrice(refundableCents)}
        </Typography.Text>
      }
    >
      {refunds.length > 0 ? (
        <Table
          size="small"
          rowKey="refundNo"
          pagination={false}
          data-testid="console-order-refunds"
          dataSource={refunds}
          columns={[
            { title: '退款单号', dataIndex: 'refundNo' },
            { title: '金额', dataIndex: 'amountCents', render: (c: number) => `¥${formatPrice(c)}` },
            { title: '原因', dataIndex: 'reason' },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: Refund['status'], r) => (
                <span>
                  <Tag color={REFUND_STATUS[s].color}>{REFUND_STATUS[s].text}</Tag>
                  {r.rejectReason ?? ''}
                </span>
              ),
            },
            {
              title: '时间（北京时间）',
              dataIndex: 'createdAt',
              render: (at: string) => formatBeijingDateTime(at),
            },
          ]}
        />
      ) : null}
      {mayRefund && refundableCents > 0 ? (
        <Form
          form={form}
          layout="inline"
          onFinish={onFinish}
          style={{ marginTop: 12 }}
          data-testid="console-order-refund-form"
        >
          <Form.Item
            name="yuan"
            label="退款金额（元）"
            rules={[
              { required: true, message: '请填写退款金额' },
              {
                validator: async (_, v: number | null) => {
                  if (v == null) return;
                  const cents = Math.round(v * 100);
                  if (cents < 1) throw new Error('退款金额至少 0.01 元');
                  if (cents > refundableCents)
                    throw new Error(`不能超过可退金额 ¥${formatPrice(refundableCents)}`);
                },
              },
            ]}
          >
            <InputNumber
              min={0}
              precision={2}
              step={1}
              style={{ width: 140 }}
              data-testid="console-order-refund-amount"
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label="原因"
            rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}
          >
            <Input
              maxLength={200}
              style={{ width: 260 }}
              placeholder="如：与学员协商部分退款"
              data-testid="console-order-refund-reason"
            />
          </Form.Item>
          <Form.Item>
            <Button
              danger
              htmlType="submit"
              loading={create.isPending}
              data-testid="console-order-refund-submit"
            >
              发起退款
            </Button>
          </Form.Item>
        </Form>
      ) : null}
    </Card>
  );
}
