import { consoleChangePassword } from '@course/contracts/console-staff';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { callConsole } from '../api/console-client';
import { useRefreshSession } from '../app/session';

/** Change one's own password; `forced` after a one-time password (nothing else is open until then). */
export function PasswordPage({ forced = false }: { forced?: boolean }) {
  const refresh = useRefreshSession();
  const { message } = App.useApp();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const onFinish = async (values: { currentPassword: string; newPassword: string }) => {
    setBusy(true);
    setError('');
    try {
      await callConsole(consoleChangePassword, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      message.success('密码已修改');
      form.resetFields();
      await refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const card = (
    <Card title="修改密码" style={{ maxWidth: 460 }} data-testid="console-password">
      {forced ? (
        <Alert type="warning" showIcon title="首次登录请先修改初始密码" style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="currentPassword"
          label="当前密码"
          rules={[{ required: true, message: '请输入当前密码' }]}
        >
          <Input.Password
            autoComplete="current-password"
            maxLength={128}
            data-testid="console-password-current"
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="至少 12 位，须同时包含字母和数字"
          rules={[{ required: true, message: '请输入新密码' }]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="console-password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('newPassword') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的新密码不一致')),
            }),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={128}
            data-testid="console-password-confirm"
          />
        </Form.Item>
        {error ? (
          <Alert
            type="error"
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="console-password-error"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="console-password-submit">
          保存
        </Button>
      </Form>
    </Card>
  );
  return forced ? <div className="admin-centered">{card}</div> : card;
}
