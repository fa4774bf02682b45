import { AccountText } from '@course/domain/account-rules';
import { maskPhone } from '@course/domain/masking';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { useUserInfo } from '../../../app/public/session';
import { PageLoading } from '../../../ui/states';
import { bindMobile } from '../api/account-calls';
import { AccountHero, PhoneCodeForm } from '../components/phone-code-form';
import { redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/** appBindMobile: the native app's page to bind a mobile to an account that has none. */
export default function AppBindMobilePage() {
  const { data: user } = useUserInfo();
  const location = useLocation();
  const navigate = useAppNavigate();
  if (!user) return <PageLoading />;
  if (user.mobile) {
    return (
      <main className="acc-page" data-testid="app-bind-mobile-page">
        <AccountHero title="绑定手机号" text="您的账号已绑定手机号" />
        <section className="acc-card">
          <div className="acc-field">
            <span>手机号</span>
            <span className="acc-field-value" data-testid="bound-mobile">
              {maskPhone(user.mobile)}
            </span>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className="acc-page" data-testid="app-bind-mobile-page">
      <AccountHero title="绑定手机号" text="绑定后可在 APP 和微信中同步课程与订单" />
      <PhoneCodeForm
        scene="new"
        agreement
        submitText="绑定"
        onSubmit={async ({ mobile, code }) => {
          await bindMobile(mobile, code);
          const { toast } = await import('../../../app/public/request');
          toast(AccountText.bound);
          if (new URLSearchParams(location.search).get('redirect')) {
            navigate(redirectTarget(location.search), { replace: true });
          }
        }}
      />
    </main>
  );
}
