import { Alert, Button, Modal } from 'antd';
import { LoginForm } from '../pages/login-page';

/**
 * Over the page whose call was refused for a lost session (expired, logged out elsewhere, disabled): the same
 * account signs in again and the page stays as it was — a form keeps what was typed, and the operator saves
 * again; or the operator leaves for the login page with another account.
 */
export function SessionExpiredDialog({
  open,
  login,
  onRestored,
  onSwitchAccount,
}: {
  open: boolean;
  login: string;
  onRestored: (staffId: number) => Promise<void>;
  onSwitchAccount: () => void;
}) {
  return (
    <Modal
      title="登录已失效"
      open={open}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="console-session-expired">
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="请重新输入密码。页面上未保存的内容会保留，登录后再提交一次即可。"
        />
        <LoginForm fixedLogin={login} onSignedIn={(me) => onRestored(me.staff.id)} />
        <Button type="link" block onClick={onSwitchAccount} data-testid="console-session-switch">
          使用其他账号登录
        </Button>
      </div>
    </Modal>
  );
}
