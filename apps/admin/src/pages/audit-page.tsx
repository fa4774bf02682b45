import { auditActionName, auditTargetText } from '@course/contracts/console-audit';
import { consoleAuditList } from '@course/contracts/console-staff';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useConsoleQuery } from '../api/use-console';
import { Nothing, QueryState } from '../ui/states';

const json = (value: unknown) => (value ? JSON.stringify(value, null, 1) : '—');

/** The audit log: who changed what, when, before and after; newest first, paged by id. */
export function AuditPage() {
  const [cursors, setCursors] = useState<number[]>([]);
  const beforeId = cursors.at(-1);
  const query = useConsoleQuery(
    consoleAuditList,
    beforeId === undefined ? { pageSize: 20 } : { pageSize: 20, beforeId },
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
              <div style={{ marginTop: 16, display: 'flex', gap: 8 }}>
                <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
                  上一页
                </Button>
                <Button
                  disabled={data.nextBeforeId === null}
                  onClick={() => data.nextBeforeId !== null && setCursors((c) => [...c, data.nextBeforeId!])}
                  data-testid="console-audit-next"
                >
                  下一页
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
