import { consoleTemplateCreate, consoleTemplateList } from '@course/contracts/console-templates';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { Nothing, QueryState } from '../ui/states';

type NewTemplate = { name: string; brand: 'nbc' | 'jz'; courseId?: number | null };

/** The landing templates: their live version and newest version; create one and open the editor. */
export function TemplatesPage() {
  const query = useConsoleQuery(consoleTemplateList);
  const create = useConsoleMutation(consoleTemplateCreate, [consoleTemplateList]);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewTemplate>();
  const submit = async () => {
    let values: NewTemplate;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    try {
      const { template } = await create.mutateAsync({ ...values, courseId: values.courseId ?? null });
      setOpen(false);
      form.resetFields();
      navigate(`/templates/${template.id}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title="落地页模板"
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="console-template-new">
          新建模板
        </Button>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="还没有落地页模板" />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-template-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 80 },
                {
                  title: '名称',
                  dataIndex: 'name',
                  render: (name: string, row) => (
                    <Link to={`/templates/${row.id}`} data-testid={`console-template-open-${row.id}`}>
                      {name}
                    </Link>
                  ),
                },
                { title: '品牌', dataIndex: 'brand', width: 90 },
                {
                  title: '线上版本',
                  dataIndex: 'publishedVersion',
                  width: 110,
                  render: (v: number | null) => (v ? <Tag color="green">v{v}</Tag> : <Tag>未经后台发布</Tag>),
                },
                {
                  title: '最新版本',
                  dataIndex: 'latestVersion',
                  width: 100,
                  render: (v: number) => (v ? `v${v}` : '—'),
                },
                {
                  title: '创建时间（北京时间）',
                  dataIndex: 'createdAt',
                  width: 190,
                  render: (at: string) => formatBeijingDateTime(at),
                },
              ]}
            />
          )
        }
      </QueryState>
      <Modal
        title="新建落地页模板"
        open={open}
        onOk={submit}
        okText="创建并编辑"
        cancelText="取消"
        confirmLoading={create.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ brand: 'nbc' }} requiredMark={false}>
          <Form.Item
            name="name"
            label="模板名称"
            rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
          >
            <Input maxLength={60} data-testid="console-template-name" />
          </Form.Item>
          <Form.Item
            name="courseId"
            label="报名课程 ID"
            extra="落地页报名进入的课程；留空则用品牌的第一门 0 元课"
          >
            <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="console-template-course" />
          </Form.Item>
          <Form.Item name="brand" label="品牌">
            <Select
              options={[
                { value: 'nbc', label: 'nbc' },
                { value: 'jz', label: 'jz' },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
