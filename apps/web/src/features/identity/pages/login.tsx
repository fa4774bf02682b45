import { MobileLogin } from '../components/mobile-login';
import { AccountHero } from '../components/phone-code-form';
import '../identity-shared.css';

/** login: sign in with the mobile bound to the account (or the messaging app's authorization). */
export default function LoginPage() {
  return (
    <main className="acc-page" data-testid="login-page">
      <AccountHero title="手机号登录" text="使用已绑定的手机号登录，学习进度与订单自动同步" />
      <MobileLogin />
      <p className="acc-note">未注册的手机号请先在微信内打开课程链接，完成授权后绑定手机号。</p>
    </main>
  );
}
