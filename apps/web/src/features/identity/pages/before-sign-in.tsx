import { useLocation } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { startAuthorization } from '../../../app/public/session';
import { isInMessagingApp } from '../../../lib/platform';
import { AccountHero } from '../components/phone-code-form';
import { passOn, redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/** beforeSignIn: what signing in gives, then the messaging-app authorization or the phone login. */
export default function BeforeSignInPage() {
  const location = useLocation();
  const navigate = useAppNavigate();
  return (
    <main className="acc-page" data-testid="before-sign-in-page">
      <AccountHero title="登录后继续" text="登录即可同步学习进度、查看已购课程和订单" />
      <section className="acc-card">
        <p className="acc-note">· 已购课程随时学，进度多端同步</p>
        <p className="acc-note">· 班主任一对一服务，学习提醒不错过</p>
        <p className="acc-note">· 订单、发票、奖励金一处查看</p>
      </section>
      {isInMessagingApp() ? (
        <button
          type="button"
          className="acc-submit"
          data-testid="before-sign-in-wechat"
          onClick={() =>
            void startAuthorization(new URL(redirectTarget(location.search), window.location.origin), null)
          }
        >
          微信一键登录
        </button>
      ) : null}
      <button
        type="button"
        className="acc-submit acc-submit-secondary"
        data-testid="before-sign-in-mobile"
        onClick={() => navigate(getHref('login', { query: passOn(location.search) }))}
      >
        手机号登录
      </button>
    </main>
  );
}
