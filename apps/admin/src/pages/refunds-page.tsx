import { roleMay } from '@course/contracts/console-access';
import { consoleRefundApprove, consoleRefundList } from '@course/contracts/console-refunds';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { App, Button, Card, Popconfirm, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { useStaff } from '../app/session';
import { Nothing, QueryState } from '../ui/states';

type Status = 'requested' | 'refunded' | 'rejected';
const STATUS_TEXT: Record<Status, string> = { requested: '待处理', refunded: '已退款', rejected: '已拒绝' };

/** The refund queue: amounts are cents, shown as yuan; finance alone approves (the server enforces it). */
export function RefundsPage() {
  const staff = useStaff();
  const [status, setStatus] = useState<Status>('requested');
  const query = useConsoleQuery(consoleRefundList, { status });
  const approve = useConsoleMutation(consoleRefundApprove, [consoleRefundList]);
  const { message } = App.useApp();
  const mayApprove = roleMay(staff.role, consoleRefundApprove.name);
  const onApprove = async (refundNo: string) => {
    try {
      const { refunded } = await approve.mutateAsync({ refundNo });
      message.success(refunded ? '已退款，款项原路退回' : '该申请已处理过');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title="退款审核"
      extra={
        <Segmented<Status>
          value={status}
          onChange={setStatus}
          options={(Object.keys(STATUS_TEXT) as Status[]).map((s) => ({ value: s, label: STATUS_TEXT[s] }))}
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text={`没有${STATUS_TEXT[status]}的退款申请`} />
          ) : (
            <Table
              rowKey="refundNo"
              data-testid="console-refund-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: '退款单号', dataIndex: 'refundNo' },
                { title: '订单号', dataIndex: 'orderNo' },
                { title: '学员 ID', dataIndex: 'customerId', width: 90 },
                {
                  title: '金额（元）',
                  dataIndex: 'amountCents',
                  width: 120,
                  render: (cents: number) => (
                    <span data-testid="console-refund-amount">¥{formatPrice(cents)}</span>
                  ),
                },
                { title: '原因', dataIndex: 'reason', ellipsis: true },
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 90,
                  render: (s: Status) => (
                    <Tag color={s === 'refunded' ? 'green' : s === 'rejected' ? 'red' : 'orange'}>
                      {STATUS_TEXT[s]}
                    </Tag>
                  ),
                },
                {
                  title: '申请时间（北京时间）',
                  dataIndex: 'createdAt',
                  width: 170,
                  render: (at: string) => formatBeijingDateTime(at),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 110,
                  render: (_, row) =>
                    row.status === 'requested' && mayApprove ? (
                      <Popconfirm
                        title={`确认退款 ¥${formatPrice(row.amountCents)}？`}
                        description="款项将原路退回，课程权限随之收回"
                        okText="确认退款"
                        cancelText="取消"
                        onConfirm={() => onApprove(row.refundNo)}
                      >
                        <Button
                          type="primary"
                          size="small"
                          danger
                          data-testid={`console-refund-approve-${row.refundNo}`}
                        >
                          通过退款
                        </Button>
                      </Popconfirm>
                    ) : row.status === 'requested' ? (
                      <Tag>仅财务可审批</Tag>
                    ) : null,
                },
              ]}
            />
          )
        }
      </QueryState>
    </Card>
  );
}
