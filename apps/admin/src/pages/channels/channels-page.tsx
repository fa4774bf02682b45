import {
  consoleChannelLinkCreate,
  consoleChannelList,
  consoleChannelSave,
} from '@course/contracts/console-channels';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { channelCodeRule, requiredText } from '../../ui/form-rules';
import { Nothing, QueryState } from '../../ui/states';

type Channel = z.output<(typeof consoleChannelList)['response']>['list'][number];
type ChannelForm = { channel: string; subChannel: string; name: string; banned: boolean; linkUrl?: string };
type LinkForm = { pageTemplateId: number; chainType?: string };

/** Advertising channels: create, ban (visitors go to linkUrl), and each channel's ad links with their template. */
export function ChannelsPage() {
  const query = useConsoleQuery(consoleChannelList);
  const save = useConsoleMutation(consoleChannelSave, [consoleChannelList]);
  const addLink = useConsoleMutation(consoleChannelLinkCreate, [consoleChannelList]);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [linking, setLinking] = useState<Channel | null>(null);
  const [form] = Form.useForm<ChannelForm>();
  const [linkForm] = Form.useForm<LinkForm>();
  const banned = Form.useWatch('banned', form);

  const fail = (e: unknown) => {
    if ((e as { errorFields?: unknown }).errorFields) return;
    message.error((e as Error).message);
  };
  const submit = async () => {
    try {
      const v = await form.validateFields();
      await save.mutateAsync({ ...v, banned: v.banned ?? false, linkUrl: v.linkUrl?.trim() || null });
      message.success('渠道已保存');
      setEditing(null);
    } catch (e) {
      fail(e);
    }
  };
  const submitLink = async () => {
    try {
      const v = await linkForm.validateFields();
      await addLink.mutateAsync({
        channel: linking!.channel,
        subChannel: linking!.subChannel,
        pageTemplateId: v.pageTemplateId,
        chainType: v.chainType?.trim() ?? '',
      });
      message.success('投放链接已生成');
      setLinking(null);
    } catch (e) {
      fail(e);
    }
  };
  const open = (row: Channel | 'new') => {
    form.resetFields();
    if (row !== 'new') form.setFieldsValue({ ...row, linkUrl: row.linkUrl ?? '' });
    setEditing(row);
  };

  return (
    <Card
      title="渠道"
      extra={
        <Button type="primary" data-testid="console-channel-new" onClick={() => open('new')}>
          新建渠道
        </Button>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="还没有渠道" />
          ) : (
            <Table
              rowKey={(r) => `${r.channel}/${r.subChannel}`}
              data-testid="console-channel-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: '渠道', dataIndex: 'channel', width: 110 },
                { title: '子渠道', dataIndex: 'subChannel', width: 120 },
                { title: '名称', dataIndex: 'name', width: 140 },
                {
                  title: '状态',
                  key: 'banned',
                  width: 220,
                  render: (_, r) =>
                    r.banned ? (
                      <Space orientation="vertical" size={0}>
                        <Tag color="red">已封禁</Tag>
                        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 200 }}>
                          跳转 {r.linkUrl ?? '（未设置）'}
                        </Typography.Text>
                      </Space>
                    ) : (
                      <Tag color="green">正常</Tag>
                    ),
                },
                {
                  title: '投放链接（落地页模板）',
                  key: 'links',
                  render: (_, r) =>
                    r.links.length === 0 ? (
                      <Typography.Text type="secondary">暂无</Typography.Text>
                    ) : (
                      <Space orientation="vertical" size={2}>
                        {r.links.map((l) => (
                          <span key={l.id}>
                            <Tag>{l.templateName}</Tag>
                            <Typography.Text copyable={{ text: l.url }} style={{ fontSize: 12 }}>
                              {l.url}
                            </Typography.Text>
                          </span>
                        ))}
                      </Space>
                    ),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 190,
                  render: (_, r) => (
                    <Space>
                      <Button
                        size="small"
                        data-testid={`console-channel-edit-${r.channel}-${r.subChannel}`}
                        onClick={() => open(r)}
                      >
                        编辑 / 封禁
                      </Button>
                      <Button
                        size="small"
                        data-testid={`console-channel-link-${r.channel}-${r.subChannel}`}
                        onClick={() => {
                          linkForm.resetFields();
                          setLinking(r);
                        }}
                      >
                        新增链接
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>

      <Modal
        title={editing === 'new' ? '新建渠道' : '编辑渠道'}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={submit}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'console-channel-submit' }}
        forceRender
      >
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ banned: false }}>
          <Form.Item label="渠道号" name="channel" rules={[requiredText('请填写渠道号'), channelCodeRule]}>
            <Input maxLength={32} disabled={editing !== 'new'} data-testid="console-channel-code" />
          </Form.Item>
          <Form.Item
            label="子渠道号"
            name="subChannel"
            rules={[requiredText('请填写子渠道号'), channelCodeRule]}
          >
            <Input maxLength={32} disabled={editing !== 'new'} data-testid="console-channel-sub" />
          </Form.Item>
          <Form.Item label="名称" name="name" rules={[requiredText('请填写名称')]}>
            <Input maxLength={40} data-testid="console-channel-name" />
          </Form.Item>
          <Form.Item label="封禁（访客将被跳转到下方地址）" name="banned" valuePropName="checked">
            <Switch data-testid="console-channel-banned" />
          </Form.Item>
          <Form.Item
            label="封禁后跳转地址 linkUrl"
            name="linkUrl"
            rules={[
              { required: banned, message: '封禁时请填写跳转地址' },
              { pattern: /^https?:\/\//, message: '须以 http:// 或 https:// 开头' },
            ]}
          >
            <Input maxLength={2000} placeholder="https://" data-testid="console-channel-link-url" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title={linking ? `为「${linking.name}」新增投放链接` : ''}
        open={linking !== null}
        okText="生成链接"
        cancelText="取消"
        confirmLoading={addLink.isPending}
        onOk={submitLink}
        onCancel={() => setLinking(null)}
        okButtonProps={{ 'data-testid': 'console-channel-link-submit' }}
        forceRender
      >
        <Form form={linkForm} layout="vertical" requiredMark={false}>
          <Form.Item
            label="落地页模板"
            name="pageTemplateId"
            rules={[{ required: true, message: '请选择模板' }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="console-channel-link-template"
              options={(query.data?.templates ?? []).map((t) => ({
                value: t.id,
                label: `${t.name}（${t.id}）`,
              }))}
            />
          </Form.Item>
          <Form.Item label="链路类型 chainType（可选）" name="chainType">
            <Input maxLength={16} data-testid="console-channel-link-chain" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
