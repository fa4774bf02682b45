import { consoleFunnel } from '@course/contracts/console-funnel';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useConsoleQuery } from '../../api/use-console';
import { beijingPickerValue, pickerValueToDay } from '../../components/beijing-time';
import { Nothing, QueryState } from '../../ui/states';
import { downloadText, funnelCsv } from './funnel-csv';
import { FUNNEL_STEPS } from './funnel-steps';

// echarts (about half of the console's own code) loads with the dashboard's charts, not with every console page
const FunnelSteps = lazy(() => import('./funnel-charts').then((m) => ({ default: m.FunnelSteps })));
const DailyLines = lazy(() => import('./funnel-charts').then((m) => ({ default: m.DailyLines })));

const rate = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—');

/** The funnel by channel or template over Beijing days (default: the last 7), with charts and CSV export. */
export function FunnelCard() {
  const today = beijingPickerValue(Date.now());
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(6, 'day'), today]);
  const [groupBy, setGroupBy] = useState<'channel' | 'template'>('channel');
  const input = { from: pickerValueToDay(range[0]), to: pickerValueToDay(range[1]), groupBy };
  const query = useConsoleQuery(consoleFunnel, input);
  return (
    <Card
      title="渠道漏斗"
      data-testid="console-funnel"
      extra={
        <Space>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            data-testid="console-funnel-range"
          />
          <Segmented
            value={groupBy}
            onChange={(v) => setGroupBy(v as 'channel' | 'template')}
            options={[
              { label: '按渠道', value: 'channel' },
              { label: '按模板', value: 'template' },
            ]}
            data-testid="console-funnel-group"
          />
          <Button
            data-testid="console-funnel-export"
            disabled={!query.data}
            onClick={() =>
              query.data &&
              downloadText(`funnel-${input.from}-${input.to}-${groupBy}.csv`, funnelCsv(query.data, groupBy))
            }
          >
            导出 CSV
          </Button>
        </Space>
      }
    >
      <QueryState query={query}>
        {(data) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Row gutter={16}>
              {FUNNEL_STEPS.map((s) => (
                <Col span={3} key={s.key}>
                  <Statistic
                    title={s.label}
                    value={data.totals[s.key]}
                    data-testid={`console-funnel-total-${s.key}`}
                  />
                </Col>
              ))}
              <Col span={3}>
                <Statistic
                  title="无可用群"
                  value={data.totals.noGroup}
                  data-testid="console-funnel-total-noGroup"
                />
              </Col>
              <Col span={3}>
                <Statistic title="反馈" value={data.totals.feedbacks} />
              </Col>
              <Col span={3}>
                <Statistic title="投诉" value={data.totals.complaints} />
              </Col>
            </Row>
            {data.rows.length === 0 ? (
              <Nothing text="所选日期没有落地页数据" />
            ) : (
              <>
                <Suspense fallback={<div style={{ height: 300 }} />}>
                  <Row gutter={16}>
                    <Col span={10}>
                      <FunnelSteps report={data} />
                    </Col>
                    <Col span={14}>
                      <DailyLines report={data} />
                    </Col>
                  </Row>
                </Suspense>
                <Table
                  rowKey={(r) => `${r.channel}/${r.subChannel}/${r.pageTemplateId}`}
                  size="small"
                  data-testid="console-funnel-table"
                  dataSource={data.rows}
                  pagination={{ pageSize: 20 }}
                  columns={[
                    ...(groupBy === 'channel'
                      ? [
                          { title: '渠道', dataIndex: 'channel' as const },
                          { title: '子渠道', dataIndex: 'subChannel' as const },
                        ]
                      : [
                          { title: '模板 ID', dataIndex: 'pageTemplateId' as const, width: 90 },
                          { title: '模板', dataIndex: 'templateName' as const },
                        ]),
                    ...FUNNEL_STEPS.map((s) => ({ title: s.label, dataIndex: s.key, width: 100 })),
                    {
                      title: '报名率（报名/浏览）',
                      key: 'rate',
                      width: 150,
                      render: (_: unknown, r: (typeof data.rows)[number]) => rate(r.signUps, r.views),
                    },
                    { title: '无可用群', dataIndex: 'noGroup', width: 100 },
                    { title: '反馈', dataIndex: 'feedbacks', width: 80 },
                    { title: '投诉', dataIndex: 'complaints', width: 80 },
                  ]}
                />
              </>
            )}
            <span style={{ color: '#999' }}>
              日期为北京时间；数据更新于 {data.rolledAt ? formatBeijingDateTime(data.rolledAt) : '—'}
              （每次打开即汇总新事件）
            </span>
          </Space>
        )}
      </QueryState>
    </Card>
  );
}
