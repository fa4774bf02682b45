import { roleMay } from '@course/contracts/console-access';
import { consoleFeedbackContact, consoleFeedbackList } from '@course/contracts/console-inbox';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { App, Button, Card, Input, Modal, Segmented, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { useStaff } from '../../app/session';
import { CursorPager, useCursorPages } from '../../ui/cursor-pager';
import { Nothing, QueryState } from '../../ui/states';

type State = 'open' | 'contacted' | 'all';
const STATE_TEXT: Record<State, string> = { open: '待联系', contacted: '已联系', all: '全部' };

/**
 * The cannot-join feedback inbox: what learners said on the landing's 无法入群 dialog, with their phone (full for
 * the staff who call back, masked for the others; the server decides) and a 'contacted' mark (who, when).
 * A teacher sees only the feedback of their own classes.
 */
export function FeedbackPage() {
  const staff = useStaff();
  const [state, setState] = useState<State>('open');
  const [contacting, setContacting] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const pages = useCursorPages(state);
  const query = useConsoleQuery(consoleFeedbackList, { state, ...pages.request }, { pagedBy: 'cursor' });
  const contact = useConsoleMutation(consoleFeedbackContact, [consoleFeedbackList]);
  const { message } = App.useApp();
  const mayContact = roleMay(staff.role, consoleFeedbackContact.name);
  const onContact = async () => {
    if (contacting === null) return;
    try {
      const { contacted } = await contact.mutateAsync({ id: contacting, note });
      message.success(contacted ? '已标记为已联系' : '这条反馈已有同事联系过');
      setContacting(null);
      setNote('');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title="无法入群反馈"
      extra={
        <Segmented<State>
          value={state}
          onChange={setState}
          options={(Object.keys(STATE_TEXT) as State[]).map((s) => ({ value: s, label: STATE_TEXT[s] }))}
          data-testid="console-feedback-state"
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text={`没有${STATE_TEXT[state] === '全部' ? '' : STATE_TEXT[state]}的反馈`} />
          ) : (
            <>
              <Table
                rowKey="id"
                data-testid="console-feedback-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  { title: '编号', dataIndex: 'id', width: 80 },
                  { title: '原因', dataIndex: 'reasonDesc' },
                  {
                    title: '班级',
                    dataIndex: 'className',
                    render: (name: string | null) => name ?? <Tag>未分配班级</Tag>,
                  },
                  {
                    title: '手机号',
                    dataIndex: 'mobile',
                    width: 150,
                    render: (mobile: string | null, row) =>
                      mobile === null ? (
                        <Typography.Text type="secondary">未留</Typography.Text>
                      ) : row.mobileMasked ? (
                        <Tooltip title="你的角色只能看到脱敏号码">
                          <span data-testid="console-feedback-mobile">{mobile}</span>
                        </Tooltip>
                      ) : (
                        <span data-testid="console-feedback-mobile">{mobile}</span>
                      ),
                  },
                  {
                    title: '提交时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 170,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                  {
                    title: '联系情况',
                    key: 'contacted',
                    render: (_, row) =>
                      row.contactedAt ? (
                        <span data-testid={`console-feedback-contacted-${row.id}`}>
                          <Tag color="green">已联系</Tag>
                          {row.contactedBy} · {formatBeijingDateTime(row.contactedAt)}
                          {row.note ? `（${row.note}）` : ''}
                        </span>
                      ) : mayContact ? (
                        <Button
                          size="small"
                          type="primary"
                          data-testid={`console-feedback-contact-${row.id}`}
                          onClick={() => setContacting(row.id)}
                        >
                          标记已联系
                        </Button>
                      ) : (
                        <Tag color="orange">待联系</Tag>
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
        open={contacting !== null}
        title="标记为已联系"
        okText="确认"
        cancelText="取消"
        confirmLoading={contact.isPending}
        okButtonProps={{ 'data-testid': 'console-feedback-contact-ok' }}
        onOk={onContact}
        onCancel={() => setContacting(null)}
      >
        <Input.TextArea
          data-testid="console-feedback-note"
          placeholder="联系结果（选填），如：已电话联系，已重新发送群二维码"
          maxLength={200}
          showCount
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
