import { AccountText } from '@course/domain/account-rules';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { registerMobile } from '../api/account-calls';
import { AccountHero, PhoneCodeForm } from '../components/phone-code-form';
import { redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/**
 * register: a signed-in learner without a mobile binds one (SMS code), then goes back to the route named by
 * `redirect` with the query it had.
 */
export default function RegisterPage() {
  const location = useLocation();
  const navigate = useAppNavigate();
  return (
    <main className="acc-page" data-testid="register-page">
      <AccountHero
        title="绑定手机号"
        text="完成注册后即可学习课程、查看订单，手机号仅用于账号安全与课程服务"
      />
      <PhoneCodeForm
        scene="new"
        agreement
        submitText="注册并继续"
        onSubmit={async ({ mobile, code }) => {
          await registerMobile(mobile, code);
          const { toast } = await import('../../../app/public/request');
          toast(AccountText.registered);
          navigate(redirectTarget(location.search), { replace: true });
        }}
      />
      <p className="acc-note">
        收不到验证码？请确认手机号无误，60秒后可重新获取；每个手机号每天最多获取10次。
      </p>
    </main>
  );
}
