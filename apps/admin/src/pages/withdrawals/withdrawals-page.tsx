import { roleMay } from '@course/contracts/console-access';
import {
  CONSOLE_WITHDRAWAL_STATES,
  consoleWithdrawalList,
  consoleWithdrawalReview,
} from '@course/contracts/console-orders';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { App, Button, Card, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { useStaff } from '../../app/session';
import { CursorPager, useCursorPages } from '../../ui/cursor-pager';
import { Nothing, QueryState } from '../../ui/states';

type State = (typeof CONSOLE_WITHDRAWAL_STATES)[number];
const STATE_TEXT: Record<State, string> = {
  REVIEWING: '待审核',
  CREATING: '转账中',
  WAIT_USER_CONFIRM: '待学员确认收款',
  SUCCESS: '已到账',
  FAIL: '转账失败',
  CANCELLED: '学员已取消',
  REJECTED: '已驳回',
};

/** The withdrawal approval queue: large withdrawals wait here; finance alone approves or rejects. */
export function WithdrawalsPage() {
  const staff = useStaff();
  const [state, setState] = useState<State>('REVIEWING');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const pages = useCursorPages(state);
  const query = useConsoleQuery(consoleWithdrawalList, { state, ...pages.request }, { pagedBy: 'cursor' });
  const review = useConsoleMutation(consoleWithdrawalReview, [consoleWithdrawalList]);
  const { message } = App.useApp();
  const mayReview = roleMay(staff.role, consoleWithdrawalReview.name);
  const onReview = async (outBillNo: string, approve: boolean, why = '') => {
    try {
      const result = await review.mutateAsync({ outBillNo, approve, reason: why });
      message.success(`已处理：${STATE_TEXT[result.state]}`);
      setRejecting(null);
      setReason('');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title="提现审核"
      extra={
        <Select<State>
          value={state}
          onChange={setState}
          style={{ width: 160 }}
          options={CONSOLE_WITHDRAWAL_STATES.map((s) => ({ value: s, label: STATE_TEXT[s] }))}
          data-testid="console-withdrawal-state"
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text={`没有${STATE_TEXT[state]}的提现`} />
          ) : (
            <>
              <Table
                rowKey="outBillNo"
                data-testid="console-withdrawal-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  { title: '提现单号', dataIndex: 'outBillNo' },
                  {
                    title: '学员',
                    dataIndex: 'nickname',
                    render: (name: string | null, row) => `${name || '学员'}（ID ${row.customerId}）`,
                  },
                  {
                    title: '金额（元）',
                    dataIndex: 'amountCents',
                    width: 120,
                    render: (cents: number) => (
                      <span data-testid="console-withdrawal-amount">¥{formatPrice(cents)}</span>
                    ),
                  },
                  {
                    title: '状态',
                    dataIndex: 'state',
                    width: 140,
                    render: (s: State, row) => (
                      <Tag
                        color={
                          s === 'REVIEWING' ? 'orange' : s === 'REJECTED' || s === 'FAIL' ? 'red' : 'blue'
                        }
                      >
                        {STATE_TEXT[s]}
                        {row.failReason ? `：${row.failReason}` : ''}
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
                    width: 190,
                    render: (_, row) =>
                      row.state !== 'REVIEWING' ? null : mayReview ? (
                        <Space>
                          <Popconfirm
                            title={`确认通过 ¥${formatPrice(row.amountCents)} 的提现？`}
                            description="通过后即向学员发起转账"
                            okText="确认通过"
                            cancelText="取消"
                            okButtonProps={{ 'data-testid': 'console-withdrawal-approve-confirm' }}
                            onConfirm={() => onReview(row.outBillNo, true)}
                          >
                            <Button
                              type="primary"
                              size="small"
                              data-testid={`console-withdrawal-approve-${row.outBillNo}`}
                            >
                              通过
                            </Button>
                          </Popconfirm>
                          <Button
                            size="small"
                            danger
                            data-testid={`console-withdrawal-reject-${row.outBillNo}`}
                            onClick={() => setRejecting(row.outBillNo)}
                          >
                            驳回
                          </Button>
                        </Space>
                      ) : (
                        <Tag>仅财务可审批</Tag>
                      ),
                  },
                ]}
              />
              <CursorPager pages={pages} loading={query.isPlaceholderData} nextCursor={data.nextCursor} />
            </>
          )
        }
      </QueryState>
      <Modal
        open={rejecting !== null}
        title="驳回提现"
        okText="确认驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, 'data-testid': 'console-withdrawal-reject-confirm' }}
        confirmLoading={review.isPending}
        onOk={() => rejecting && onReview(rejecting, false, reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <p>驳回后金额退回学员的奖励余额。</p>
        <Input.TextArea
          placeholder="驳回原因（选填）"
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
