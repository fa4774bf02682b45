import { AccountText } from '@course/domain/account-rules';
import { maskPhone } from '@course/domain/masking';
import { useState } from 'react';
import { useUserInfo } from '../../../app/public/session';
import { PageLoading } from '../../../ui/states';
import { changeMobile, verifySmsCode } from '../api/account-calls';
import { AccountHero, PhoneCodeForm } from '../components/phone-code-form';
import '../identity-shared.css';

/**
 * account-number (账号管理): shows the bound mobile; changing it takes a code to the current mobile (step 1)
 * and a code to the new one (step 2).
 */
export default function AccountNumberPage() {
  const { data: user } = useUserInfo();
  const [step, setStep] = useState<'view' | 'old' | 'new'>('view');
  const [oldCode, setOldCode] = useState('');
  if (!user?.mobile) return <PageLoading />;
  return (
    <main className="acc-page" data-testid="account-number-page">
      <AccountHero title="账号管理" text={`当前绑定手机号：${maskPhone(user.mobile)}`} />
      {step === 'view' ? (
        <>
          <p className="acc-note">
            更换手机号后，将使用新手机号接收验证码和课程通知，已购课程和订单不受影响。
          </p>
          <button
            type="button"
            className="acc-submit"
            data-testid="account-number-change"
            onClick={() => setStep('old')}
          >
            更换手机号
          </button>
        </>
      ) : null}
      {step === 'old' ? (
        <PhoneCodeForm
          key="old"
          scene="current"
          fixedMobile={user.mobile}
          mobileLabel="当前手机"
          submitText="下一步"
          onSubmit={async ({ mobile, code }) => {
            await verifySmsCode(mobile, code, 'current');
            setOldCode(code);
            setStep('new');
          }}
        />
      ) : null}
      {step === 'new' ? (
        <PhoneCodeForm
          key="new"
          scene="new"
          mobileLabel="新手机号"
          submitText="确认更换"
          onSubmit={async ({ mobile, code }) => {
            if (mobile === user.mobile) throw new Error(AccountText.sameMobile);
            await changeMobile(oldCode, mobile, code);
            const { toast } = await import('../../../app/public/request');
            toast(AccountText.changed);
            setStep('view');
          }}
        />
      ) : null}
    </main>
  );
}
