import { consoleLogin } from '@course/contracts/console-staff';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { callConsole, setCsrfToken } from '../api/console-client';
import { useRefreshSession } from '../app/session';
import './login-page.css';

type SignedIn = Awaited<ReturnType<typeof callConsole<typeof consoleLogin>>>;

/**
 * The login name and password form (the server locks an account after repeated failures): the login page's, and
 * the session-expired dialog's, where `fixedLogin` keeps the account that was signed in.
 */
export function LoginForm({
  fixedLogin,
  onSignedIn,
}: {
  fixedLogin?: string;
  onSignedIn: (me: SignedIn) => Promise<void> | void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: { login: string; password: string }) => {
    setBusy(true);
    setError('');
    try {
      const me = await callConsole(consoleLogin, values);
      setCsrfToken(me.csrfToken);
      await onSignedIn(me);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      initialValues={fixedLogin ? { login: fixedLogin } : undefined}
    >
      <Form.Item name="login" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
        <Input
          data-testid="console-login-name"
          autoComplete="username"
          maxLength={64}
          disabled={fixedLogin !== undefined}
        />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          data-testid="console-login-password"
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      {error ? (
        <Typography.Paragraph type="danger" data-testid="console-login-error">
          {error}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="console-login-submit">
        登录
      </Button>
    </Form>
  );
}

/** Sign in with login name and password. */
export function LoginPage() {
  const refresh = useRefreshSession();
  return (
    <div className="admin-login">
      <Card className="admin-login-card" data-testid="console-login">
        <Typography.Title level={3}>运营后台</Typography.Title>
        <Typography.Paragraph type="secondary">请使用员工账号登录</Typography.Paragraph>
        <LoginForm onSignedIn={refresh} />
      </Card>
    </div>
  );
}
