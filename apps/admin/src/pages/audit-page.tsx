import { auditActionName, auditTargetText } from '@course/contracts/console-audit';
import { consoleAuditList } from '@course/contracts/console-staff';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Card, Table, Typography } from 'antd';
import { useConsoleQuery } from '../api/use-console';
import { CursorPager, useCursorPages } from '../ui/cursor-pager';
import { Nothing, QueryState } from '../ui/states';

const json = (value: unknown) => (value ? JSON.stringify(value, null, 1) : '—');

/** The audit log: who changed what, when, before and after; newest first, paged by id. */
export function AuditPage() {
  const pages = useCursorPages('audit');
  const query = useConsoleQuery(
    consoleAuditList,
    pages.cursor === undefined ? { pageSize: 20 } : { pageSize: 20, beforeId: pages.cursor },
    { pagedBy: 'beforeId' },
  );
  return (
    <Card title="操作日志">
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="没有操作记录" />
          ) : (
            <>
              <Table
                rowKey="id"
                data-testid="console-audit-table"
                dataSource={data.list}
                pagination={false}
                size="small"
                columns={[
                  {
                    title: '时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 160,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                  {
                    title: '操作人',
                    dataIndex: 'staffLogin',
                    width: 120,
                    render: (v: string | null) => v ?? '系统',
                  },
                  {
                    title: '动作',
                    dataIndex: 'action',
                    width: 170,
                    render: (action: string) => <span title={action}>{auditActionName(action)}</span>,
                  },
                  {
                    title: '对象',
                    key: 'target',
                    width: 150,
                    render: (_, r) => auditTargetText(r.targetType, r.targetId),
                  },
                  {
                    title: '之前',
                    dataIndex: 'before',
                    width: 300,
                    render: (v: unknown) => (
                      <Typography.Paragraph className="admin-json" ellipsis={{ rows: 3, expandable: true }}>
                        {json(v)}
                      </Typography.Paragraph>
                    ),
                  },
                  {
                    title: '之后',
                    dataIndex: 'after',
                    width: 300,
                    render: (v: unknown) => (
                      <Typography.Paragraph className="admin-json" ellipsis={{ rows: 3, expandable: true }}>
                        {json(v)}
                      </Typography.Paragraph>
                    ),
                  },
                  { title: 'IP', dataIndex: 'ip', width: 120 },
                ]}
              />
              <CursorPager
                pages={pages}
                loading={query.isPlaceholderData}
                nextCursor={data.nextBeforeId}
                testIdPrefix="console-audit"
              />
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
