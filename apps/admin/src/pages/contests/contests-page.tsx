import { consoleContestList } from '@course/contracts/console-contests';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Badge, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';
import { FAMILY_NAMES } from './contest-words';

/** Contests: search, dates, entries waiting for review, whether the result is published; the ways in. */
export function ContestsPage() {
  const [q, setQ] = useState('');
  const query = useConsoleQuery(consoleContestList, q ? { q } : {});
  const navigate = useNavigate();
  return (
    <Card
      title="比赛"
      extra={
        <Button type="primary" data-testid="console-contest-new" onClick={() => navigate('/contests/new')}>
          新建比赛
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder="按名称或活动编号搜索"
        style={{ width: 280, marginBottom: 16 }}
        data-testid="console-contest-search"
        onSearch={(v) => setQ(v.trim())}
      />
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text={q ? `没有包含「${q}」的比赛` : '还没有比赛'} />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-contest-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 70 },
                {
                  title: '比赛',
                  key: 'title',
                  render: (_, r) => (
                    <Space orientation="vertical" size={0}>
                      <Link to={`/contests/${r.id}`} data-testid={`console-contest-title-${r.id}`}>
                        {r.title}
                      </Link>
                      <span style={{ fontSize: 12, color: '#888' }}>
                        {r.code} · {r.brand} · {FAMILY_NAMES[r.family]}
                      </span>
                    </Space>
                  ),
                },
                {
                  title: '时间（北京时间）',
                  key: 'dates',
                  width: 320,
                  render: (_, r) =>
                    `${formatBeijingDateTime(new Date(r.startsAt))} 至 ${formatBeijingDateTime(new Date(r.endsAt))}`,
                },
                { title: '报名', dataIndex: 'entryCount', width: 80 },
                {
                  title: '待审核',
                  key: 'pending',
                  width: 90,
                  render: (_, r) => (
                    <Badge count={r.pendingCount} showZero color={r.pendingCount ? 'gold' : '#ccc'} />
                  ),
                },
                {
                  title: '结果',
                  key: 'published',
                  width: 100,
                  render: (_, r) => (r.publishedAt ? <Tag color="green">已公布</Tag> : <Tag>未公布</Tag>),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 230,
                  render: (_, r) => (
                    <Space>
                      <Button size="small" onClick={() => navigate(`/contests/${r.id}`)}>
                        设置
                      </Button>
                      <Button
                        size="small"
                        data-testid={`console-contest-entries-${r.id}`}
                        onClick={() => navigate(`/contests/${r.id}/entries`)}
                      >
                        审核作品
                      </Button>
                      <Button
                        size="small"
                        data-testid={`console-contest-results-${r.id}`}
                        onClick={() => navigate(`/contests/${r.id}/results`)}
                      >
                        结果
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </Card>
  );
}
