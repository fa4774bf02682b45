import { consoleAlertList, consoleStaffMessageList } from '@course/contracts/console-camps';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Alert, Card, List, Space } from 'antd';
import { Link } from 'react-router';
import { useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';

/** The dashboard's alerts (QRs expiring within 24 h, full camps) and the signed-in staff's site messages. */
export function AlertsCard({ canManageCamps }: { canManageCamps: boolean }) {
  const alerts = useConsoleQuery(consoleAlertList);
  const messages = useConsoleQuery(consoleStaffMessageList);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title="提醒"
        size="small"
        extra={canManageCamps ? <Link to="/camps">去营期与群二维码</Link> : null}
        data-testid="console-dashboard-alerts"
      >
        <QueryState query={alerts}>
          {(data) =>
            data.list.length === 0 ? (
              <Nothing text="没有需要处理的提醒" />
            ) : (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {data.list.map((a) => (
                  <Alert
                    key={`${a.kind}-${a.campId}-${a.classId ?? ''}`}
                    type={a.kind === 'camp_full' ? 'error' : 'warning'}
                    showIcon
                    data-testid={`console-alert-${a.kind}`}
                    title={a.text}
                  />
                ))}
              </Space>
            )
          }
        </QueryState>
      </Card>
      <Card title="我的站内信" size="small" data-testid="console-dashboard-messages">
        <QueryState query={messages}>
          {(data) =>
            data.list.length === 0 ? (
              <Nothing text="没有站内信" />
            ) : (
              <List
                size="small"
                dataSource={data.list}
                renderItem={(m) => (
                  <List.Item extra={formatBeijingDateTime(m.createdAt)}>
                    <List.Item.Meta title={m.title} description={m.content} />
                  </List.Item>
                )}
              />
            )
          }
        </QueryState>
      </Card>
    </Space>
  );
}
