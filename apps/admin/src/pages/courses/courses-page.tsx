import {
  consoleCourseDetail,
  consoleCourseList,
  consoleCourseSetOnSale,
} from '@course/contracts/console-courses';
import { subjectName } from '@course/domain/course-subjects';
import { App, Button, Card, Image, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';
import { BRAND_OPTIONS, formatYuan } from './money';

const STATUS = {
  published: { color: 'green', text: '已上架' },
  draft: { color: 'default', text: '未上架' },
  archived: { color: 'red', text: '已归档' },
} as const;

/** Courses: search by title, filter by brand, the on-sale switch, and the way into the editor. */
export function CoursesPage() {
  const [q, setQ] = useState('');
  const [brand, setBrand] = useState<'nbc' | 'jz' | undefined>();
  const query = useConsoleQuery(consoleCourseList, { ...(q ? { q } : {}), ...(brand ? { brand } : {}) });
  const onSale = useConsoleMutation(consoleCourseSetOnSale, [consoleCourseList, consoleCourseDetail]);
  const navigate = useNavigate();
  const { message } = App.useApp();

  const toggle = async (courseId: number, value: boolean) => {
    try {
      await onSale.mutateAsync({ courseId, onSale: value });
      message.success(value ? '已上架，学员立即可见' : '已下架');
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <Card
      title="课程"
      extra={
        <Space>
          <Link to="/packages" data-testid="console-course-packages">
            套餐管理
          </Link>
          <Button type="primary" data-testid="console-course-new" onClick={() => navigate('/courses/new')}>
            新建课程
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="按课程名称搜索"
          style={{ width: 280 }}
          data-testid="console-course-search"
          onSearch={(v) => setQ(v.trim())}
        />
        <Select
          allowClear
          placeholder="全部品牌"
          style={{ width: 140 }}
          options={[...BRAND_OPTIONS]}
          value={brand}
          onChange={setBrand}
        />
      </Space>
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text={q ? `没有名称包含「${q}」的课程` : '还没有课程'} />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-course-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 70 },
                {
                  title: '封面',
                  key: 'cover',
                  width: 90,
                  render: (_, r) =>
                    r.coverUrl ? (
                      <Image src={r.coverUrl} width={64} height={40} style={{ objectFit: 'cover' }} />
                    ) : (
                      <Typography.Text type="secondary">无</Typography.Text>
                    ),
                },
                {
                  title: '课程',
                  key: 'title',
                  render: (_, r) => (
                    <Space orientation="vertical" size={0}>
                      <Link to={`/courses/${r.id}`} data-testid={`console-course-title-${r.id}`}>
                        {r.title}
                      </Link>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.brand} · {subjectName(r.subject)} · {r.chapterCount} 章 {r.sectionCount} 节
                      </Typography.Text>
                    </Space>
                  ),
                },
                {
                  title: '售价',
                  key: 'price',
                  width: 150,
                  render: (_, r) => (
                    <Space orientation="vertical" size={0}>
                      <span data-testid={`console-course-price-${r.id}`}>
                        {r.isZeroYuan ? '0 元课' : formatYuan(r.priceCents)}
                      </span>
                      {r.originalPriceCents !== null && (
                        <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
                          {formatYuan(r.originalPriceCents)}
                        </Typography.Text>
                      )}
                    </Space>
                  ),
                },
                {
                  title: '状态',
                  key: 'status',
                  width: 100,
                  render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag>,
                },
                {
                  title: '上架',
                  key: 'onSale',
                  width: 90,
                  render: (_, r) => (
                    <Switch
                      checked={r.status === 'published'}
                      loading={onSale.isPending && onSale.variables?.courseId === r.id}
                      data-testid={`console-course-onsale-${r.id}`}
                      onChange={(v) => toggle(r.id, v)}
                    />
                  ),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 90,
                  render: (_, r) => (
                    <Button
                      size="small"
                      data-testid={`console-course-edit-${r.id}`}
                      onClick={() => navigate(`/courses/${r.id}`)}
                    >
                      编辑
                    </Button>
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
