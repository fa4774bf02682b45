import { userOrderDetail } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { safeRedirectPath } from '@course/domain/redirect';
import { useEffect, useRef, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { isInMessagingApp, isMiniProgram } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { queryParam, reportError } from '../api';
import { checkout } from '../checkout';
import { Countdown } from '../components/countdown';
import { OpenInBrowserGuide } from '../components/open-browser-guide';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { resultRouteFor } from '../handoff';
import { launchPayment, toastPayStartError } from '../pay';
import { usePayMethods } from '../use-pay-methods';
import '../orders-shared.css';
import './alipay.css';

/**
 * The payment hand-off for an existing unpaid order (query orderNo, or id): alipay, alipayNew, alipayGoods,
 * alipayZqt (Alipay, payType 21) and jdpay (JD Pay, payType 31). Inside the messaging app or a mini-program the
 * cashier cannot open, so the page is the open-in-browser guide with the order; in a browser it creates the
 * payment attempt and sends the browser to the cashier (the sandbox's H5 cashier, or Alipay's wap page), which
 * returns to the result page. `alipay` starts by itself once per order; the other layouts show the amount and
 * the time left (the order's expiry) before the button.
 */

const PAY_TYPE: Record<string, number> = { jdpay: 31 };
const METHOD_NAME: Record<number, string> = { 21: '支付宝', 31: '京东支付' };

export default function PayHandoffPage() {
  const navigate = useAppNavigate();
  const route = useRouteEntry()?.name ?? 'alipay';
  const payType = PAY_TYPE[route] ?? 21;
  const orderNo = queryParam('orderNo') ?? queryParam('id') ?? '';
  // Where the learner was before the purchase (the ensure page's `back`), kept through the browser hand-off.
  const back = safeRedirectPath(queryParam('back')) ?? undefined;
  const detail = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const order = detail.data;
  const availability = usePayMethods({
    businessCode: order?.kind === 'goods' ? 'goods' : 'course',
    amountCents: order?.payAmountCents ?? 0,
    enabled: Boolean(order),
    only: [payType],
    insideMessagingApp: false,
  });
  const blocked = isInMessagingApp() || isMiniProgram();
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const started = useRef(false);

  const payable = order?.status === 'created' && order.canPay && !expired;
  const available = availability.methods.length > 0;

  async function pay() {
    if (!order) return;
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: {},
          orderNo: order.orderNo,
          payType,
          businessCode: order.kind === 'goods' ? 'goods' : 'course',
          returnPath: getHref(resultRouteFor(route, order.kind), { query: { back } }),
        },
        { call: (contract, input) => callApi(contract, input), report: reportError },
      );
      const outcome = await launchPayment(answer.action);
      if (outcome === 'paid') {
        navigate(getHref(resultRouteFor(route, order.kind), { query: { orderNo: order.orderNo, back } }), {
          replace: true,
        });
      }
    } catch (error) {
      toastPayStartError(error);
      setBusy(false);
    }
  }

  // The classic page goes to the cashier at once, once per order (coming back from the cashier does not loop).
  useEffect(() => {
    if (route !== 'alipay' || blocked || started.current || !payable || !available) return;
    const key = `handoff-started:${order!.orderNo}`;
    if (sessionStorage.getItem(key)) return;
    started.current = true;
    sessionStorage.setItem(key, '1');
    void pay();
  });

  if (!orderNo) return <OrderPageError error={missingOrderNo('缺少订单号，请从订单中重新发起支付')} />;
  if (detail.isPending) return <Loader fullScreen />;
  if (detail.isError || !order) {
    return <OrderPageError error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const summary = (
    <section className="od-card od-item" data-testid="order-item">
      <CoverImage src={order.coverUrl} alt="" className="od-cover" />
      <div className="od-item-body">
        <div className="od-title">{order.title}</div>
        <div className="od-muted">订单号 {order.orderNo}</div>
        <div className="od-price">¥{formatPrice(order.payAmountCents)}</div>
      </div>
    </section>
  );

  if (!payable) {
    const paid = order.status !== 'created' && order.status !== 'closed';
    return (
      <div className="od-page od-result" data-testid="handoff-page">
        <div className={`od-result-icon ${paid ? 'is-ok' : 'is-fail'}`}>{paid ? '✓' : '!'}</div>
        <h1 data-testid="handoff-status">{paid ? '订单已支付' : '订单已关闭'}</h1>
        <p className="od-muted">{paid ? '无需重复支付' : '订单超时未支付已自动关闭，请重新下单'}</p>
        {summary}
        <button
          type="button"
          className="od-submit"
          onClick={() =>
            navigate(
              paid
                ? getHref(resultRouteFor(route, order.kind), { query: { orderNo: order.orderNo, back } })
                : getHref('order-detail', { query: { orderNo: order.orderNo } }),
            )
          }
        >
          {paid ? '查看支付结果' : '查看订单'}
        </button>
      </div>
    );
  }

  if (blocked) {
    return (
      <div className="od-page" data-testid="handoff-page">
        <OpenInBrowserGuide miniProgram={isMiniProgram()}>{summary}</OpenInBrowserGuide>
      </div>
    );
  }

  const methodName = METHOD_NAME[payType]!;
  return (
    <div className="od-page" data-testid="handoff-page">
      <section className="od-card od-handoff">
        <div className="od-muted">{route === 'jdpay' ? '京东支付' : '支付宝支付'} · 需支付</div>
        <div className="od-handoff-amount" data-testid="handoff-amount">
          <small>¥</small>
          {formatPrice(order.payAmountCents)}
        </div>
        <div className="od-muted">
          剩余支付时间 <Countdown until={order.expiresAt} onEnd={() => setExpired(true)} />
          ，超时订单将自动关闭
        </div>
      </section>
      {summary}
      {availability.isPending ? null : available ? null : (
        <div className="od-card od-warn" data-testid="handoff-unavailable">
          {methodName}暂未开通，请返回订单选择其他支付方式
          <button
            type="button"
            className="od-link"
            onClick={() => navigate(getHref('order-detail', { query: { orderNo: order.orderNo } }))}
          >
            查看订单
          </button>
        </div>
      )}
      <footer className="od-bar">
        <div>
          合计 <strong>¥{formatPrice(order.payAmountCents)}</strong>
        </div>
        <button
          type="button"
          className={`od-submit${payType === 21 ? ' od-submit-alipay' : ' od-submit-jd'}`}
          data-testid="handoff-pay"
          disabled={busy || !available || availability.isPending}
          onClick={pay}
        >
          {busy ? '正在跳转…' : payType === 31 ? '去京东支付' : '去支付宝支付'}
        </button>
      </footer>
    </div>
  );
}
