import { consoleLogout } from '@course/contracts/console-staff';
import { App, Button, Layout, Menu, Result, Space, Typography } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { callConsole } from '../api/console-client';
import { MENU, menuOf, ROLE_NAMES } from './menu';
import { useRefreshSession, useStaff } from './session';
import './console-layout.css';

/** The frame of every signed-in page: the role's menu on the left, who is signed in, password and logout. */
export function ConsoleLayout() {
  const staff = useStaff();
  const refresh = useRefreshSession();
  const { message } = App.useApp();
  const location = useLocation();
  const menu = menuOf(staff.role);
  const selected = menu.find((m) => location.pathname.startsWith(m.path))?.path;
  // a page of the console the role may not use (an address typed or kept from another account)
  const refused = MENU.some((m) => location.pathname.startsWith(m.path)) && !selected;
  const logout = async () => {
    try {
      await callConsole(consoleLogout, {});
    } catch (e) {
      message.error((e as Error).message);
    }
    await refresh();
  };
  return (
    <Layout className="admin-frame">
      <Layout.Sider width={208} theme="light" className="admin-sider">
        <div className="admin-brand">运营后台</div>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={menu.map((m) => ({
            key: m.path,
            label: (
              <Link to={m.path} data-testid={m.testId}>
                {m.label}
              </Link>
            ),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Space size="middle">
            <Typography.Text data-testid="console-whoami">
              {staff.displayName || staff.login}（{ROLE_NAMES[staff.role]}）
            </Typography.Text>
            <Link to="/password" data-testid="console-menu-password">
              修改密码
            </Link>
            <Button size="small" onClick={logout} data-testid="console-logout">
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          {refused ? (
            <Result
              status="403"
              title="无权限"
              subTitle="当前账号的角色不能使用此页面"
              data-testid="console-forbidden"
              extra={<Link to="/">返回首页</Link>}
            />
          ) : (
            <Outlet />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** `/`: the first page the role may open. */
export function HomeRedirect() {
  const staff = useStaff();
  const first = menuOf(staff.role)[0];
  return <Navigate to={first?.path ?? '/password'} replace />;
}
