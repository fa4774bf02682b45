import { AccountText, CLOSE_ACCOUNT_REASONS } from '@course/domain/account-rules';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getHref, homeHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { useUserInfo } from '../../../app/public/session';
import { clearSession } from '../../../lib/storage';
import { PageLoading } from '../../../ui/states';
import { StatusPage } from '../../../ui/status-page';
import { closeMyAccount } from '../api/account-calls';
import { AccountHero, PhoneCodeForm } from '../components/phone-code-form';
import { SuccessIllustration } from '../components/success-illustration';
import '../identity-shared.css';

/** cancellation: the code to the bound mobile confirms the closure; then every token is gone. */
export default function CancellationPage() {
  const { data: user } = useUserInfo();
  const location = useLocation();
  const navigate = useAppNavigate();
  const [closed, setClosed] = useState(false);
  const reason = new URLSearchParams(location.search).get('reason') ?? '';
  if (closed) {
    return (
      <StatusPage
        testId="cancellation-done"
        illustration={<SuccessIllustration />}
        title={AccountText.closed}
        description="感谢您的陪伴，期待再次相遇"
        actionText="返回首页"
        onAction={() => window.location.replace(homeHref())}
      />
    );
  }
  if (!CLOSE_ACCOUNT_REASONS.includes(reason as (typeof CLOSE_ACCOUNT_REASONS)[number])) {
    return (
      <main className="acc-page" data-testid="cancellation-page">
        <AccountHero title="注销账号" text={AccountText.closeReasonEmpty} />
        <button
          type="button"
          className="acc-submit"
          onClick={() => navigate(getHref('cancellation-first'), { replace: true })}
        >
          返回选择注销原因
        </button>
      </main>
    );
  }
  if (!user?.mobile) return <PageLoading />;
  return (
    <main className="acc-page" data-testid="cancellation-page">
      <AccountHero title="验证手机号" text="为确认是您本人操作，请输入发送到绑定手机的验证码" />
      <PhoneCodeForm
        scene="current"
        fixedMobile={user.mobile}
        submitText="确认注销"
        onSubmit={async ({ code }) => {
          await closeMyAccount(code, reason);
          clearSession();
          queryClient.removeQueries({ queryKey: ['user'] });
          setClosed(true);
        }}
      />
    </main>
  );
}
