import { roleMay } from '@course/contracts/console-access';
import { consoleServiceMessageList, consoleServiceMessageReply } from '@course/contracts/console-inbox';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { useStaff } from '../../app/session';
import { CursorPager, useCursorPages } from '../../ui/cursor-pager';
import { Nothing, QueryState } from '../../ui/states';
import { ReplyModal, replyColumn, useInboxReply } from './reply-modal';

type State = 'pending' | 'replied';
const STATE_TEXT: Record<State, string> = { pending: '待回复', replied: '已回复' };
const TYPE_TEXT: Record<string, string> = {
  course: '课程问题',
  order: '订单问题',
  account: '账号问题',
  suggestion: '建议',
  other: '其他',
};

/** The learners' messages to customer service (我的留言); an operator's reply shows on the learner's page. */
export function ServiceMessagesPage() {
  const staff = useStaff();
  const [state, setState] = useState<State>('pending');
  const pages = useCursorPages(state);
  const query = useConsoleQuery(
    consoleServiceMessageList,
    { state, ...pages.request },
    { pagedBy: 'cursor' },
  );
  const reply = useConsoleMutation(consoleServiceMessageReply, [consoleServiceMessageList]);
  const mayReply = roleMay(staff.role, consoleServiceMessageReply.name);
  const { replying, setReplying, onSend } = useInboxReply(reply.mutateAsync, {
    replied: '已回复，学员会在“我的留言”看到',
    alreadyReplied: '这条留言已有同事回复过',
  });
  return (
    <Card
      title="客服留言"
      extra={
        <Segmented<State>
          value={state}
          onChange={setState}
          options={(Object.keys(STATE_TEXT) as State[]).map((s) => ({ value: s, label: STATE_TEXT[s] }))}
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text={`没有${STATE_TEXT[state]}的留言`} />
          ) : (
            <>
              <Table
                rowKey="id"
                data-testid="console-message-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  { title: '编号', dataIndex: 'id', width: 80 },
                  {
                    title: '学员',
                    dataIndex: 'nickname',
                    width: 140,
                    render: (name: string | null, row) => name || `学员 ${row.customerId}`,
                  },
                  { title: '类型', dataIndex: 'type', width: 100, render: (t: string) => TYPE_TEXT[t] ?? t },
                  { title: '留言', dataIndex: 'content', ellipsis: true },
                  {
                    title: '留言时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 170,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                  replyColumn<(typeof data.list)[number]>({
                    testId: 'message',
                    mayReply,
                    onReply: setReplying,
                    waiting: () => '待回复',
                  }),
                ]}
              />
              <CursorPager pages={pages} loading={query.isPlaceholderData} nextCursor={data.nextCursor} />
            </>
          )
        }
      </QueryState>
      <ReplyModal
        open={replying !== null}
        title="回复留言"
        quoted={replying?.content ?? ''}
        pending={reply.isPending}
        testIdPrefix="console-message-modal"
        onSend={onSend}
        onCancel={() => setReplying(null)}
      />
    </Card>
  );
}
