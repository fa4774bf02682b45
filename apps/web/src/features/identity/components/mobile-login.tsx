import { useLocation } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { startAuthorization, userInfoQueryOptions } from '../../../app/public/session';
import { getAppConfig } from '../../../lib/app-config';
import { isInMessagingApp } from '../../../lib/platform';
import { getWechatType, saveSession } from '../../../lib/storage';
import { mobileLogin } from '../api/account-calls';
import { redirectTarget } from '../redirect-target';
import { PhoneCodeForm } from './phone-code-form';
import '../identity-shared.css';

/**
 * Sign in by mobile and SMS code (scene login), then on to the `redirect` route; a learner without a mobile
 * goes to register first (the spec's 'login after user info'). Inside the messaging app the authorization
 * is offered too.
 */
export function MobileLogin(props: { submitText?: string; fallback?: () => string }) {
  const location = useLocation();
  const navigate = useAppNavigate();
  const after = async () => {
    const info = await queryClient.fetchQuery(userInfoQueryOptions());
    if (!info.mobile) {
      const query = Object.fromEntries(new URLSearchParams(location.search));
      navigate(getHref('register', { query }), { replace: true });
      return;
    }
    navigate(redirectTarget(location.search, props.fallback), { replace: true });
  };
  const authorize = () => {
    const target = new URL(redirectTarget(location.search, props.fallback), window.location.origin);
    void startAuthorization(target, null);
  };
  return (
    <>
      <PhoneCodeForm
        scene="login"
        agreement
        submitText={props.submitText ?? '登录'}
        onSubmit={async ({ mobile, code }) => {
          const answer = await mobileLogin(mobile, code);
          saveSession({
            token: answer.token,
            wechatType: getWechatType(),
            snapshotuser: answer.snapshotuser || '-1',
            template: getAppConfig().base.template,
          });
          queryClient.removeQueries({ queryKey: ['user'] });
          await after();
        }}
      />
      {isInMessagingApp() ? (
        <button
          type="button"
          className="acc-submit acc-submit-secondary"
          data-testid="account-wechat-login"
          onClick={authorize}
        >
          微信授权登录
        </button>
      ) : null}
    </>
  );
}
