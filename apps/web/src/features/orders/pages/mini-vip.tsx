import { virtualGoodsDetail } from '@course/contracts/orders-pay';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { getHref } from '../../../app/public/navigation';
import { isInMessagingApp, isMiniProgram } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { PageError } from '../../../ui/states';
import { reportError } from '../api';
import { checkout } from '../checkout';
import { OpenInBrowserGuide } from '../components/open-browser-guide';
import { launchPayment, toastPayStartError } from '../pay';
import { usePayMethods } from '../use-pay-methods';
import '../orders-shared.css';

/** '2026/1/5' in Beijing time. */
const date = (iso: string) => formatBeijing(iso, 'YYYY/M/D');

/**
 * miniVipAlipay: the membership (the brand's membership virtual good) bought with Alipay. Opened from the
 * mini-program, where Alipay cannot run: the guide to copy the link into the phone's browser; in a browser the
 * order and the Alipay payment are created and the cashier returns to miniVipAlipaySuccess.
 */
export default function MiniVipAlipayPage() {
  const vip = useCall(virtualGoodsDetail, { type: 'membership' });
  const availability = usePayMethods({
    businessCode: 'goods',
    amountCents: vip.data?.priceCents ?? 0,
    enabled: vip.isSuccess,
    only: [21],
    insideMessagingApp: false,
  });
  const [busy, setBusy] = useState(false);
  if (vip.isPending) return <Loader fullScreen />;
  if (vip.isError) return <PageError error={vip.error} onRetry={() => void vip.refetch()} />;
  const g = vip.data;

  async function pay() {
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: { goodsId: g.goodsId, quantity: 1 },
          payType: 21,
          businessCode: 'goods',
          returnPath: '/miniVipAlipaySuccess',
        },
        { call: (contract, input) => callApi(contract, input), report: reportError },
      );
      await launchPayment(answer.action);
    } catch (error) {
      toastPayStartError(error);
      setBusy(false);
    }
  }

  const card = (
    <section className="od-card" data-testid="vip-card">
      <div className="od-item">
        <CoverImage src={g.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{g.title}</div>
          <div className="od-muted">{g.subtitle}</div>
          <div className="od-price">
            ¥{formatPrice(g.priceCents)}
            {g.originalPriceCents ? <s>¥{formatPrice(g.originalPriceCents)}</s> : null}
          </div>
        </div>
      </div>
      <ul className="vg-benefits" style={{ marginTop: 10 }}>
        {g.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </section>
  );
  if (isMiniProgram() || isInMessagingApp()) {
    return (
      <div className="od-page" data-testid="mini-vip-page">
        <OpenInBrowserGuide miniProgram={isMiniProgram()}>{card}</OpenInBrowserGuide>
      </div>
    );
  }
  return (
    <div className="od-page" data-testid="mini-vip-page">
      {card}
      {g.owned?.expiresAt ? (
        <div className="od-card vg-owned">当前会员有效期至 {date(g.owned.expiresAt)}，续费后顺延</div>
      ) : null}
      <section className="od-card">
        <div className="od-section-title">开通说明</div>
        <div className="od-muted">
          有效期 {g.validDays ?? 365} 天，{g.deliveryNote || '支付成功后立即开通'}。开通即表示同意
          <a href={getHref('agreement4')}>《会员服务协议》</a>
          <a href={getHref('refundAgreement')}>《退款协议》</a>
        </div>
      </section>
      {!availability.isPending && availability.methods.length === 0 ? (
        <div className="od-card od-warn">支付宝支付暂未开通，请稍后再试</div>
      ) : null}
      <footer className="od-bar">
        <div>
          合计 <strong>¥{formatPrice(g.priceCents)}</strong>
        </div>
        <button
          type="button"
          className="od-submit od-submit-alipay"
          data-testid="mini-vip-pay"
          disabled={busy || availability.isPending || availability.methods.length === 0}
          onClick={pay}
        >
          {busy ? '正在跳转…' : g.owned ? '去支付宝续费' : '去支付宝开通'}
        </button>
      </footer>
    </div>
  );
}
