import {
  consoleCourseList,
  consolePackageList,
  consolePackageSave,
  type ZConsolePackage,
} from '@course/contracts/console-courses';
import { ResponseCode } from '@course/domain/response-codes';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ConsoleError } from '../../api/console-client';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';
import { BRAND_OPTIONS, centsToYuan, formatYuan, yuanToCents } from './money';

type Package = z.output<typeof ZConsolePackage>;
type PackageForm = {
  brand: 'nbc' | 'jz';
  title: string;
  intro?: string;
  price: number;
  originalPrice?: number | null;
  courseIds: number[];
};

/** Packages of courses (套餐): the list, and an editor of a package's fields, prices and courses in order. */
export function PackagesPage() {
  const query = useConsoleQuery(consolePackageList);
  const save = useConsoleMutation(consolePackageSave, [consolePackageList]);
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const [form] = Form.useForm<PackageForm>();
  const brand = Form.useWatch('brand', form);
  const courses = useConsoleQuery(consoleCourseList, brand ? { brand } : {}, { enabled: editing !== null });
  const { message } = App.useApp();

  const open = (p: Package | 'new') => {
    form.resetFields();
    if (p !== 'new') {
      form.setFieldsValue({
        brand: p.brand,
        title: p.title,
        intro: p.intro,
        price: centsToYuan(p.priceCents),
        originalPrice: p.originalPriceCents === null ? null : centsToYuan(p.originalPriceCents),
        courseIds: p.courses.map((c) => c.id),
      });
    }
    setEditing(p);
  };
  const submit = async () => {
    let v: PackageForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        ...(editing !== 'new' && editing ? { packageId: editing.id } : {}),
        brand: v.brand,
        title: v.title,
        intro: v.intro ?? '',
        priceCents: yuanToCents(v.price),
        originalPriceCents:
          v.originalPrice === null || v.originalPrice === undefined ? null : yuanToCents(v.originalPrice),
        courseIds: v.courseIds,
      });
      message.success('套餐已保存');
      setEditing(null);
    } catch (e) {
      const field =
        e instanceof ConsoleError && e.code === ResponseCode.coursePriceInvalid
          ? 'originalPrice'
          : 'courseIds';
      form.setFields([{ name: field, errors: [(e as Error).message] }]);
    }
  };

  return (
    <Card
      title={
        <Space>
          <Link to="/courses">课程</Link>
          <span>/</span>
          <span>套餐</span>
        </Space>
      }
      extra={
        <Button type="primary" data-testid="console-package-new" onClick={() => open('new')}>
          新建套餐
        </Button>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="还没有套餐" />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-package-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 70 },
                { title: '品牌', dataIndex: 'brand', width: 80 },
                { title: '套餐', dataIndex: 'title', width: 200 },
                {
                  title: '价格',
                  key: 'price',
                  width: 140,
                  render: (_, p) => (
                    <Space orientation="vertical" size={0}>
                      <span>{formatYuan(p.priceCents)}</span>
                      {p.originalPriceCents !== null && (
                        <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
                          {formatYuan(p.originalPriceCents)}
                        </Typography.Text>
                      )}
                    </Space>
                  ),
                },
                {
                  title: '所含课程（按顺序）',
                  key: 'courses',
                  render: (_, p) => (
                    <Space wrap size={4}>
                      {p.courses.map((c) => (
                        <Tag key={c.id}>
                          {c.title} {formatYuan(c.priceCents)}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 90,
                  render: (_, p) => (
                    <Button size="small" data-testid={`console-package-edit-${p.id}`} onClick={() => open(p)}>
                      编辑
                    </Button>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>

      <Modal
        title={editing === 'new' ? '新建套餐' : '编辑套餐'}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        width={640}
        confirmLoading={save.isPending}
        onOk={submit}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'console-package-submit' }}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ brand: 'nbc', courseIds: [] }}
        >
          <Form.Item label="品牌" name="brand">
            <Select
              options={[...BRAND_OPTIONS]}
              disabled={editing !== 'new'}
              onChange={() => form.setFieldValue('courseIds', [])}
            />
          </Form.Item>
          <Form.Item
            label="套餐名称"
            name="title"
            rules={[
              { required: true, whitespace: true, message: '请填写套餐名称' },
              { max: 60, message: '套餐名称不能超过 60 个字' },
            ]}
          >
            <Input data-testid="console-package-title" />
          </Form.Item>
          <Form.Item label="介绍" name="intro" rules={[{ max: 2000, message: '介绍不能超过 2000 个字' }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Space size={16}>
            <Form.Item
              label="套餐价（元）"
              name="price"
              rules={[{ required: true, message: '请填写套餐价' }]}
            >
              <InputNumber
                min={0}
                max={1_000_000}
                precision={2}
                prefix="¥"
                data-testid="console-package-price"
              />
            </Form.Item>
            <Form.Item
              label="划线价（元，可空）"
              name="originalPrice"
              dependencies={['price']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: number | null) =>
                    value !== null && value !== undefined && value < (getFieldValue('price') ?? 0)
                      ? Promise.reject(new Error('划线价不能低于售价'))
                      : Promise.resolve(),
                }),
              ]}
            >
              <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" />
            </Form.Item>
          </Space>
          <Form.Item
            label="所含课程（按选择顺序展示）"
            name="courseIds"
            rules={[{ type: 'array', min: 2, message: '套餐至少包含两门课程' }]}
          >
            <Select
              mode="multiple"
              loading={courses.isPending}
              data-testid="console-package-courses"
              optionFilterProp="label"
              options={(courses.data?.list ?? []).map((c) => ({
                value: c.id,
                label: `${c.title}（${formatYuan(c.priceCents)}${c.status === 'published' ? '' : '，未上架'}）`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
