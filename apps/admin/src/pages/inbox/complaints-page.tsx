import { roleMay } from '@course/contracts/console-access';
import {
  COMPLAINT_STATES,
  consoleComplaintList,
  consoleComplaintReply,
} from '@course/contracts/console-inbox';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { useStaff } from '../../app/session';
import { CursorPager, useCursorPages } from '../../ui/cursor-pager';
import { Nothing, QueryState } from '../../ui/states';
import { ReplyModal, replyColumn, useInboxReply } from './reply-modal';

type Status = (typeof COMPLAINT_STATES)[number];
const STATUS_TEXT: Record<Status, string> = { submitted: '待处理', processing: '处理中', resolved: '已处理' };

/** Complaints from the landings' 投诉 entry; an operator's reply resolves one and the learner sees it. */
export function ComplaintsPage() {
  const staff = useStaff();
  const [status, setStatus] = useState<Status>('submitted');
  const pages = useCursorPages(status);
  const query = useConsoleQuery(consoleComplaintList, { status, ...pages.request }, { pagedBy: 'cursor' });
  const reply = useConsoleMutation(consoleComplaintReply, [consoleComplaintList]);
  const mayReply = roleMay(staff.role, consoleComplaintReply.name);
  const { replying, setReplying, onSend } = useInboxReply(reply.mutateAsync, {
    replied: '已回复，投诉已处理',
    alreadyReplied: '这条投诉已有同事回复过',
  });
  return (
    <Card
      title="投诉"
      extra={
        <Segmented<Status>
          value={status}
          onChange={setStatus}
          options={COMPLAINT_STATES.map((s) => ({ value: s, label: STATUS_TEXT[s] }))}
        />
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text={`没有${STATUS_TEXT[status]}的投诉`} />
          ) : (
            <>
              <Table
                rowKey="id"
                data-testid="console-complaint-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  { title: '编号', dataIndex: 'id', width: 80 },
                  { title: '原因', dataIndex: 'reasonDesc', width: 140 },
                  { title: '内容', dataIndex: 'content', ellipsis: true },
                  {
                    title: '手机号',
                    dataIndex: 'mobile',
                    width: 130,
                    render: (m: string | null) => m ?? '未留',
                  },
                  {
                    title: '提交时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 170,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                  replyColumn<(typeof data.list)[number]>({
                    testId: 'complaint',
                    mayReply,
                    onReply: setReplying,
                    waiting: (row) => STATUS_TEXT[row.status],
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
        title="回复投诉"
        quoted={replying?.content ?? ''}
        pending={reply.isPending}
        testIdPrefix="console-complaint-modal"
        onSend={onSend}
        onCancel={() => setReplying(null)}
      />
    </Card>
  );
}
