import { maskPhone } from '@course/domain/masking';
import { Link } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { useUserInfo } from '../../../app/public/session';
import { clearSession } from '../../../lib/storage';
import { logoutCall } from '../api/account-calls';
import '../identity-shared.css';
import './safety.css';

/** safety (账号与安全): the bound mobile (change it), account closure, sign out. */
export default function SafetyPage() {
  const { data: user } = useUserInfo();
  const navigate = useAppNavigate();
  const signOut = async () => {
    const { confirmModal } = await import('../../../ui/modal');
    if (!(await confirmModal({ title: '退出登录', content: '确定要退出当前账号吗？' }))) return;
    await logoutCall().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
    navigate(getHref('login'), { replace: true });
  };
  return (
    <main className="acc-page" data-testid="safety-page">
      <section className="acc-card acc-list">
        <Link to={getHref('account-number')} data-testid="safety-mobile">
          <span>手机号</span>
          <span className="acc-field-value">{user?.mobile ? maskPhone(user.mobile) : '未绑定'}</span>
        </Link>
        <Link to={getHref('personalInfo')}>
          <span>个人信息</span>
          <span className="acc-field-value" />
        </Link>
        <Link to={getHref('collectedList')}>
          <span>已收集个人信息清单</span>
          <span className="acc-field-value" />
        </Link>
        <Link to={getHref('thirdShareList')}>
          <span>第三方信息共享清单</span>
          <span className="acc-field-value" />
        </Link>
        <Link to={getHref('cancellation-first')} data-testid="safety-cancellation">
          <span>注销账号</span>
          <span className="acc-field-value" />
        </Link>
      </section>
      <button
        type="button"
        className="acc-submit acc-submit-secondary"
        data-testid="safety-logout"
        onClick={() => void signOut()}
      >
        退出登录
      </button>
    </main>
  );
}
