import { CONSOLE_ORDER_STATUSES, consoleOrderSearch } from '@course/contracts/console-orders';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsoleQuery } from '../../api/use-console';
import { CursorPager, useCursorPages } from '../../ui/cursor-pager';
import { Nothing, QueryState } from '../../ui/states';
import { FULFILMENT_TEXT, ORDER_KIND_TEXT, ORDER_STATUS_TEXT, STATUS_COLOR } from './order-labels';

type Filters = {
  orderNo?: string;
  mobile?: string;
  title?: string;
  status?: (typeof CONSOLE_ORDER_STATUSES)[number];
  from?: string;
  to?: string;
};
/** A day of the date picker (a dayjs value): only its calendar date is read. */
type PickedDay = { format: (pattern: string) => string };
type FormValues = Omit<Filters, 'from' | 'to'> & { dates?: [PickedDay | null, PickedDay | null] | null };

/** Order search: by order number, the learner's phone, title, state and the Beijing dates it was placed. */
export function OrdersPage() {
  const [filters, setFilters] = useState<Filters>({});
  // every 搜索 starts at the first page, also with the same filters
  const [searches, setSearches] = useState(0);
  const pages = useCursorPages(String(searches));
  const query = useConsoleQuery(consoleOrderSearch, { ...filters, ...pages.request }, { pagedBy: 'cursor' });
  const onSearch = (values: FormValues) => {
    const next: Filters = {};
    if (values.orderNo?.trim()) next.orderNo = values.orderNo.trim();
    if (values.mobile?.trim()) next.mobile = values.mobile.trim();
    if (values.title?.trim()) next.title = values.title.trim();
    if (values.status) next.status = values.status;
    // the picker's days are calendar days; the server reads them as Beijing days
    if (values.dates?.[0]) next.from = values.dates[0].format('YYYY-MM-DD');
    if (values.dates?.[1]) next.to = values.dates[1].format('YYYY-MM-DD');
    setFilters(next);
    setSearches((n) => n + 1);
  };
  return (
    <Card title="订单">
      <Form<FormValues> layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="orderNo" label="订单号">
          <Input
            allowClear
            placeholder="完整订单号"
            data-testid="console-order-search-no"
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          rules={[{ pattern: /^\d{3,11}$/, message: '3 到 11 位数字' }]}
        >
          <Input
            allowClear
            placeholder="完整号码或尾号"
            data-testid="console-order-search-mobile"
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item name="title" label="课程/商品">
          <Input
            allowClear
            placeholder="名称关键字"
            data-testid="console-order-search-title"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 110 }}
            options={CONSOLE_ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s] }))}
          />
        </Form.Item>
        <Form.Item name="dates" label="下单日期（北京时间）">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="console-order-search">
              搜索
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 && pages.pageNumber === 1 ? (
            <Nothing text="没有符合条件的订单" />
          ) : (
            <>
              <Table
                rowKey="orderNo"
                data-testid="console-order-table"
                dataSource={data.list}
                pagination={false}
                columns={[
                  {
                    title: '订单号',
                    dataIndex: 'orderNo',
                    render: (no: string) => (
                      <Link to={`/orders/${no}`} data-testid={`console-order-open-${no}`}>
                        {no}
                      </Link>
                    ),
                  },
                  {
                    title: '类型',
                    dataIndex: 'kind',
                    width: 90,
                    render: (k: string) => ORDER_KIND_TEXT[k] ?? k,
                  },
                  { title: '名称', dataIndex: 'title', ellipsis: true },
                  {
                    title: '手机号',
                    dataIndex: 'mobile',
                    width: 130,
                    render: (m: string | null) => m ?? '—',
                  },
                  {
                    title: '实付（元）',
                    dataIndex: 'payAmountCents',
                    width: 110,
                    render: (cents: number) => `¥${formatPrice(cents)}`,
                  },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    width: 120,
                    // a paid order with part of it refunded says so (its detail has 已退 / 可退)
                    render: (s: string, row) => (
                      <>
                        <Tag color={STATUS_COLOR[s]}>{ORDER_STATUS_TEXT[s] ?? s}</Tag>
                        {s === 'paid' && row.refundedCents > 0 ? (
                          <Tag color="orange" data-testid={`console-order-partly-refunded-${row.orderNo}`}>
                            已退 ¥{formatPrice(row.refundedCents)}
                          </Tag>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    title: '发货',
                    dataIndex: 'fulfilment',
                    width: 90,
                    render: (f: string) => (f === 'none' ? '—' : FULFILMENT_TEXT[f]),
                  },
                  {
                    title: '下单时间（北京时间）',
                    dataIndex: 'createdAt',
                    width: 170,
                    render: (at: string) => formatBeijingDateTime(at),
                  },
                ]}
              />
              <CursorPager pages={pages} loading={query.isPlaceholderData} nextCursor={data.nextCursor} />
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
