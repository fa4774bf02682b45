import { useLocation } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useUserInfo } from '../../../app/public/session';
import { PageLoading } from '../../../ui/states';
import { verifySmsCode } from '../api/account-calls';
import { AccountHero, PhoneCodeForm } from '../components/phone-code-form';
import { redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/** ycd: the signed-in learner proves the bound mobile (scene current), then goes on to `redirect`. */
export default function YcdPage() {
  const { data: user } = useUserInfo();
  const location = useLocation();
  const navigate = useAppNavigate();
  if (!user) return <PageLoading />;
  if (!user.mobile) {
    return (
      <main className="acc-page" data-testid="ycd-page">
        <AccountHero title="手机号验证" text="您还没有绑定手机号" />
        <button
          type="button"
          className="acc-submit"
          onClick={() => navigate(getHref('register', { query: { redirect: 'ycd' } }))}
        >
          去绑定手机号
        </button>
      </main>
    );
  }
  return (
    <main className="acc-page" data-testid="ycd-page">
      <AccountHero title="手机号验证" text="为保障账号安全，请验证当前绑定的手机号" />
      <PhoneCodeForm
        scene="current"
        fixedMobile={user.mobile}
        submitText="验证"
        onSubmit={async ({ mobile, code }) => {
          await verifySmsCode(mobile, code, 'current');
          navigate(redirectTarget(location.search), { replace: true });
        }}
      />
    </main>
  );
}
