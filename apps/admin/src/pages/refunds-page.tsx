import { roleMay } from '@course/contracts/console-access';
import {
  consoleRefundApprove,
  consoleRefundList,
  consoleRefundReject,
} from '@course/contracts/console-refunds';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { App, Button, Card, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { useStaff } from '../app/session';
import { CursorPager, useCursorPages } from '../ui/cursor-pager';
import { Nothing, QueryState } from '../ui/states';

type Tab = 'requested' | 'refunded' | 'rejected';
type Row = z.output<(typeof consoleRefundList)['response']>['list'][number];
type Status = Tab | 'processing';
const TAB_TEXT: Record<Tab, string> = { requested: '待处理', refunded: '已退款', rejected: '已拒绝' };
const STATUS_TEXT: Record<Status, string> = { ...TAB_TEXT, processing: '退款中' };
const STATUS_COLOR: Record<Status, string> = {
  requested: 'orange',
  processing: 'blue',
  refunded: 'green',
  rejected: 'red',
};

/**
 * The refund queue: amounts are cents, shown as yuan; finance alone approves or rejects (the server enforces
 * it). A rejection needs a reason, which the learner reads on their order page.
 */
export function RefundsPage() {
  const staff = useStaff();
  const [tab, setTab] = useState<Tab>('requested');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const pages = useCursorPages(tab);
  const query = useConsoleQuery(consoleRefundList, { status: tab, ...pages.request }, { pagedBy: 'cursor' });
  const approve = useConsoleMutation(consoleRefundApprove, [consoleRefundList]);
  const reject = useConsoleMutation(consoleRefundReject, [consoleRefundList]);
  const { message } = App.useApp();
  const mayDecide = roleMay(staff.role, consoleRefundApprove.name);
  const onApprove = async (refundNo: string) => {
    try {
      const { refunded } = await approve.mutateAsync({ refundNo });
      message.success(refunded ? '已退款，款项原路退回' : '该申请已处理过');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const onReject = async () => {
    try {
      await reject.mutateAsync({ refundNo: rejecting!, reason: reason.trim() });
      message.success('已拒绝，学员会在订单页看到原因');
      setRejecting(null);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const actionsColumn = {
    title: '操作',
    key: 'actions',
    width: 180,
    render: (_: unknown, row: Row) =>
      row.status === 'requested' && mayDecide ? (
        <Space size={4}>
          <Popconfirm
            title={`确认退款 ¥${formatPrice(row.amountCents)}？`}
            description="款项将原路退回，课程权限随之收回"
            okText="确认退款"
            cancelText="取消"
            onConfirm={() => onApprove(row.refundNo)}
          >
            <Button type="primary" size="small" danger data-testid={`console-refund-approve-${row.refundNo}`}>
              通过退款
            </Button>
          </Popconfirm>
          <Button
            size="small"
            data-testid={`console-refund-reject-${row.refundNo}`}
            onClick={() => {
              setReason('');
              setRejecting(row.refundNo);
            }}
          >
            拒绝
          </Button>
        </Space>
      ) : row.status === 'requested' ? (
        <Tag>仅财务可审批</Tag>
      ) : null,
  } as const;
  return (
    <Card
      title="退款审核"
      extra={
        <Segmented<Tab>
          value={tab}
          onChange={setTab}
          options={(Object.keys(TAB_TEXT) as Tab[]).map((s) => ({ value: s, label: TAB_TEXT[s] }))}
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text={`没有${TAB_TEXT[tab]}的退款申请`} />
          ) : (
            <>
              <Table
                rowKey="refundNo"
                data-testid="console-refund-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  { title: '退款单号', dataIndex: 'refundNo' },
                  {
                    title: '订单号',
                    dataIndex: 'orderNo',
                    render: (orderNo: string) => <Link to={`/orders/${orderNo}`}>{orderNo}</Link>,
                  },
                  { title: '学员 ID', dataIndex: 'customerId', width: 90 },
                  {
                    title: '金额（元）',
                    dataIndex: 'amountCents',
                    width: 110,
                    render: (cents: number) => (
                      <span data-testid="console-refund-amount">¥{formatPrice(cents)}</span>
                    ),
                  },
                  { title: '原因', dataIndex: 'reason', ellipsis: true },
                  ...(tab === 'rejected'
                    ? [
                        {
                          title: '拒绝原因',
                          dataIndex: 'rejectReason' as const,
                          ellipsis: true,
                          render: (text: string | null) => (
                            <span data-testid="console-refund-reject-reason">{text ?? '—'}</span>
                          ),
                        },
                      ]
                    : []),
                  {
                    title: '状态',
                    dataIndex: 'status',
                    width: 90,
                    render: (s: Status) => <Tag color={STATUS_COLOR[s]}>{STATUS_TEXT[s]}</Tag>,
                  },
                  {
                    title: '申请时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 170,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                  ...(tab === 'requested' ? [actionsColumn] : []),
                ]}
              />
              <CursorPager pages={pages} loading={query.isPlaceholderData} nextCursor={data.nextCursor} />
            </>
          )
        }
      </QueryState>
      <Modal
        open={rejecting !== null}
        title={`拒绝退款 ${rejecting ?? ''}`}
        okText="确认拒绝"
        cancelText="取消"
        confirmLoading={reject.isPending}
        okButtonProps={{ disabled: reason.trim() === '', 'data-testid': 'console-refund-reject-ok' }}
        onOk={onReject}
        onCancel={() => setRejecting(null)}
      >
        <Input.TextArea
          data-testid="console-refund-reject-text"
          rows={3}
          maxLength={200}
          showCount
          placeholder="拒绝原因，学员会在订单页看到"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
