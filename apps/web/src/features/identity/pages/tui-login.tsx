import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { startAuthorization } from '../../../app/public/session';
import { getToken } from '../../../lib/storage';
import { wechatAccountQueryOptions } from '../api/account-calls';
import { AccountHero } from '../components/phone-code-form';
import { redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/**
 * tuiLogin (authorization request): names the messaging-app account asking, explains what it gets, and starts
 * the authorization back to `redirect`. A visitor who already has a token goes straight on.
 */
export default function TuiLoginPage() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const target = redirectTarget(location.search);
  const { data: account } = useQuery(wechatAccountQueryOptions());
  useEffect(() => {
    if (getToken()) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <main className="acc-page" data-testid="tui-login-page">
      <AccountHero title="授权登录" text="登录后领取课程、加入班级群，学习进度自动保存" />
      <section className="acc-card">
        <div className="acc-card-title">{account?.name ?? '微信公众号'} 申请获得</div>
        <p className="acc-note">· 你的公开信息（昵称、头像）</p>
        <p className="acc-note">· 用于识别你的身份，为你开通课程服务</p>
      </section>
      <button
        type="button"
        className="acc-submit"
        data-testid="tui-login-authorize"
        onClick={() => void startAuthorization(new URL(target, window.location.origin), null)}
      >
        微信授权登录
      </button>
    </main>
  );
}
