import { MobileLogin } from '../components/mobile-login';
import { AccountHero } from '../components/phone-code-form';
import '../identity-shared.css';

/** ycdSignIn: sign in by verifying the phone (SMS code to the bound mobile). */
export default function YcdSignInPage() {
  return (
    <main className="acc-page" data-testid="ycd-sign-in-page">
      <AccountHero title="手机号验证登录" text="验证手机号后登录，继续刚才的学习" />
      <MobileLogin submitText="验证并登录" />
    </main>
  );
}
