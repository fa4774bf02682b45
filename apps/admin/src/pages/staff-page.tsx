import { STAFF_ROLES, type StaffRole } from '@course/contracts/console-call';
import { consoleStaffCreate, consoleStaffList, consoleStaffSetStatus } from '@course/contracts/console-staff';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { ROLE_NAMES } from '../app/menu';
import { useStaff } from '../app/session';
import { idListRule, parseIdList } from '../ui/form-rules';
import { Nothing, QueryState } from '../ui/states';

type NewStaff = { login: string; displayName: string; role: StaffRole; classIds: string };

/** Staff accounts (admin): create with a one-time password shown once, disable and enable. */
export function StaffPage() {
  const me = useStaff();
  const query = useConsoleQuery(consoleStaffList);
  const create = useConsoleMutation(consoleStaffCreate, [consoleStaffList]);
  const setStatus = useConsoleMutation(consoleStaffSetStatus, [consoleStaffList]);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ login: string; password: string } | null>(null);
  const [form] = Form.useForm<NewStaff>();
  const role = Form.useWatch('role', form);
  const submit = async () => {
    let values: NewStaff;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    const classIds = parseIdList(values.classIds) ?? [];
    try {
      const answer = await create.mutateAsync({
        login: values.login,
        displayName: values.displayName ?? '',
        role: values.role,
        classIds,
      });
      setCreated({ login: answer.staff.login, password: answer.oneTimePassword });
      form.resetFields();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const close = () => {
    setOpen(false);
    setCreated(null);
  };
  const toggle = async (staffId: number, status: 'active' | 'disabled') => {
    try {
      await setStatus.mutateAsync({ staffId, status });
      message.success(status === 'disabled' ? '已停用，其登录已全部失效' : '已启用');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title="员工账号"
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="console-staff-new">
          新建员工
        </Button>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="没有员工账号" />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-staff-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 70 },
                { title: '账号', dataIndex: 'login' },
                { title: '姓名', dataIndex: 'displayName' },
                { title: '角色', dataIndex: 'role', width: 90, render: (r: StaffRole) => ROLE_NAMES[r] },
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 140,
                  render: (s: string, row) => (
                    <>
                      <Tag color={s === 'active' ? 'green' : 'default'}>
                        {s === 'active' ? '正常' : '已停用'}
                      </Tag>
                      {row.mustChangePassword ? <Tag color="orange">待改密</Tag> : null}
                    </>
                  ),
                },
                {
                  title: '最近登录（北京时间）',
                  dataIndex: 'lastLoginAt',
                  width: 170,
                  render: (at: string | null) => (at ? formatBeijingDateTime(at) : '—'),
                },
                {
                  title: '操作',
                  key: 'actions',
                  width: 100,
                  render: (_, row) =>
                    row.id === me.id ? null : row.status === 'active' ? (
                      // every login of the account ends at once: asked first, as a refund is
                      <Popconfirm
                        title={`停用「${row.displayName || row.login}」？`}
                        description="其所有登录将立即失效，之后可再启用"
                        okText="停用"
                        okButtonProps={{ danger: true, 'data-testid': 'console-staff-disable-confirm' }}
                        cancelText="取消"
                        onConfirm={() => toggle(row.id, 'disabled')}
                      >
                        <Button size="small" danger data-testid={`console-staff-disable-${row.id}`}>
                          停用
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Button
                        size="small"
                        data-testid={`console-staff-enable-${row.id}`}
                        onClick={() => toggle(row.id, 'active')}
                      >
                        启用
                      </Button>
                    ),
                },
              ]}
            />
          )
        }
      </QueryState>
      <Modal
        title="新建员工"
        open={open}
        okText={created ? '完成' : '创建'}
        cancelText="取消"
        confirmLoading={create.isPending}
        onOk={created ? close : submit}
        onCancel={close}
        okButtonProps={{ 'data-testid': 'console-staff-submit' }}
        destroyOnHidden
      >
        {created ? (
          <Alert
            type="success"
            showIcon
            title={`账号 ${created.login} 已创建`}
            description={
              <>
                一次性密码（只显示这一次，首次登录后须修改）：
                <Typography.Text code copyable data-testid="console-staff-one-time-password">
                  {created.password}
                </Typography.Text>
              </>
            }
          />
        ) : (
          <Form form={form} layout="vertical" initialValues={{ role: 'operator' }} requiredMark={false}>
            <Form.Item
              name="login"
              label="账号"
              rules={[{ required: true, whitespace: true, min: 2, message: '至少 2 个字符' }]}
            >
              <Input maxLength={64} data-testid="console-staff-login" />
            </Form.Item>
            <Form.Item name="displayName" label="姓名">
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="role" label="角色">
              <Select options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))} />
            </Form.Item>
            {role === 'teacher' ? (
              <Form.Item
                name="classIds"
                label="负责的班级 ID"
                extra="多个用逗号分隔"
                rules={[idListRule('班级 ID ')]}
              >
                <Input data-testid="console-staff-class-ids" />
              </Form.Item>
            ) : null}
          </Form>
        )}
      </Modal>
    </Card>
  );
}
