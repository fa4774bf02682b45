import { getHref } from '../../../app/public/navigation';
import { MobileLogin } from '../components/mobile-login';
import { AccountHero } from '../components/phone-code-form';
import '../identity-shared.css';

/** orderLogin: sign in before buying; afterwards the `redirect` route, else the order list. */
export default function OrderLoginPage() {
  return (
    <main className="acc-page" data-testid="order-login-page">
      <AccountHero title="登录后继续购买" text="订单与课程将保存在您的账号下，购买后可随时学习" />
      <MobileLogin submitText="登录并继续" fallback={() => getHref('order')} />
    </main>
  );
}
