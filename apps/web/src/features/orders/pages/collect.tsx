import { collectCreate, collectInfo, collectPay, type TCollectInfo } from '@course/contracts/orders-pay';
import { ErrorReportCode } from '@course/domain/error-report';
import { formatPrice } from '@course/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { copyText } from '../../../lib/copy-text';
import { isInMessagingApp, isMiniProgram } from '../../../lib/platform';
import { callOptions, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { PageError } from '../../../ui/states';
import { queryParam, reportError } from '../api';
import { Countdown } from '../components/countdown';
import { OpenInBrowserGuide } from '../components/open-browser-guide';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { PayMethodList } from '../components/pay-method-list';
import { launchPayment, toastPayStartError } from '../pay';
import { usePayMethods } from '../use-pay-methods';
import '../orders-shared.css';
import './collect.css';

/**
 * AliPayCollect (代付). With `orderNo` (the owner, from the order page): a signed, expiring link to send to a
 * friend. With `collectToken` (the friend): the item, the amount and the masked buyer, paid with Alipay or Huabei;
 * the payment makes the owner's order paid. Inside the messaging app the friend gets the open-in-browser guide.
 */
export default function CollectPage() {
  // Not `token`: a token in the URL is the learner's session token to the navigation guard.
  const token = queryParam('collectToken');
  return token ? <CollectPay token={token} /> : <CollectShare orderNo={queryParam('orderNo') ?? ''} />;
}

function CollectShare({ orderNo }: { orderNo: string }) {
  const navigate = useAppNavigate();
  const link = useCall(
    collectCreate,
    { orderNo },
    { enabled: orderNo !== '', staleTime: Number.POSITIVE_INFINITY },
  );
  if (!orderNo) return <OrderPageError error={missingOrderNo('缺少订单号，请从订单详情发起代付')} />;
  if (link.isPending) return <Loader fullScreen />;
  if (link.isError) {
    return <OrderPageError testId="collect-message" error={link.error} onRetry={() => void link.refetch()} />;
  }
  const url = new URL(
    getHref('AliPayCollect', { query: { collectToken: link.data.token } }),
    window.location.origin,
  ).href;
  return (
    <div className="od-page" data-testid="collect-share">
      <section className="od-card od-handoff">
        <div className="od-section-title">找好友帮我付款</div>
        <p className="od-muted">
          把链接发给好友，好友用支付宝即可帮你付款，付款后课程或商品归你所有。链接
          <Countdown until={link.data.expiresAt} /> 后失效。
        </p>
        <div className="od-collect-link" data-testid="collect-link">
          {url}
        </div>
        <button
          type="button"
          className="od-submit od-guide-copy"
          data-testid="collect-copy"
          onClick={async () =>
            toast((await copyText(url)) ? '代付链接已复制，快发给好友吧' : '复制失败，请长按链接复制')
          }
        >
          复制链接发给好友
        </button>
      </section>
      <button
        type="button"
        className="od-link"
        onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
      >
        返回订单
      </button>
    </div>
  );
}

function CollectPay({ token }: { token: string }) {
  const navigate = useAppNavigate();
  const returned = queryParam('paid') === '1';
  const info = useQuery({
    ...callOptions(collectInfo, { token }),
    retry: false,
    // back from the cashier the notification may be a moment behind
    refetchInterval: (q) => (returned && q.state.data?.state === 'payable' ? 1500 : false),
  });
  const data = info.data;
  const { methods, cells, isPending } = usePayMethods({
    businessCode: 'course',
    amountCents: data?.payAmountCents ?? 0,
    enabled: data?.state === 'payable',
    only: [21, 22],
    insideMessagingApp: false,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];

  if (info.isPending) return <Loader fullScreen />;
  if (info.isError || !data) {
    return <PageError testId="collect-message" error={info.error} onRetry={() => void info.refetch()} />;
  }

  async function pay() {
    if (!method) return toast('暂无可用的支付方式');
    setBusy(true);
    try {
      const answer = await callApi(collectPay, {
        body: {
          token,
          payType: method.payType as 21,
          ...(method.payType === 22 ? { periods: periods ?? method.defaultPeriods ?? 3 } : {}),
        },
      });
      await launchPayment(answer.action);
      if (answer.action.type === 'none') await info.refetch();
    } catch (error) {
      const msg = error instanceof ApiError ? error.msg : (error as Error).message;
      reportError(ErrorReportCode.paymentOrderCreation, `collect ${method.payType}: ${msg}`);
      toastPayStartError(error);
      await info.refetch();
    } finally {
      setBusy(false);
    }
  }

  const card = <CollectCard info={data} />;
  if (data.state !== 'payable' || ended) {
    const paid = data.state === 'paid';
    return (
      <div className="od-page od-result" data-testid="collect-page">
        <div className={`od-result-icon ${paid ? 'is-ok' : 'is-fail'}`}>{paid ? '✓' : '!'}</div>
        <h1 data-testid="collect-status">
          {paid && returned ? '代付成功' : paid ? '订单已支付' : ended ? '代付链接已过期' : '无法代付'}
        </h1>
        <p className="od-muted" data-testid="collect-message">
          {paid && returned
            ? '感谢你的帮助，好友已收到课程（商品）'
            : (data.message ?? '代付链接已过期，请联系好友重新分享')}
        </p>
        {card}
        <button type="button" className="od-ghost" onClick={() => navigate(getHref('index'))}>
          去首页看看
        </button>
      </div>
    );
  }
  if (isInMessagingApp() || isMiniProgram()) {
    return (
      <div className="od-page" data-testid="collect-page">
        <OpenInBrowserGuide miniProgram={isMiniProgram()}>{card}</OpenInBrowserGuide>
      </div>
    );
  }
  return (
    <div className="od-page" data-testid="collect-page">
      {card}
      <div className="od-muted od-center">
        剩余支付时间 <Countdown until={data.expiresAt} onEnd={() => setEnded(true)} />
      </div>
      <PayMethodList
        methods={methods}
        cells={cells}
        amountCents={data.payAmountCents}
        picked={method}
        periods={periods}
        isPending={isPending}
        emptyText="支付宝支付暂不可用，请稍后再试"
        onPick={setPicked}
        onPeriods={setPeriods}
      />
      <footer className="od-bar">
        <div>
          代付金额 <strong data-testid="order-total">¥{formatPrice(data.payAmountCents)}</strong>
        </div>
        <button
          type="button"
          className="od-submit od-submit-alipay"
          data-testid="collect-pay"
          disabled={busy || !method}
          onClick={pay}
        >
          {busy ? '正在跳转…' : '支付宝代付'}
        </button>
      </footer>
    </div>
  );
}

function CollectCard({ info }: { info: TCollectInfo }) {
  return (
    <>
      <section className="od-card od-collect-buyer" data-testid="collect-buyer">
        <div className="od-collect-avatar">{info.buyerName.slice(0, 1)}</div>
        <div>
          <div className="od-title">
            {info.isOwner ? '这是你自己的订单' : `${info.buyerName} 请你帮忙付款`}
          </div>
          <div className="od-muted">{info.buyerMobile}</div>
        </div>
      </section>
      <section className="od-card od-item" data-testid="order-item">
        <CoverImage src={info.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{info.title}</div>
          <div className="od-muted">数量 {info.quantity}</div>
          <div className="od-price">¥{formatPrice(info.payAmountCents)}</div>
        </div>
      </section>
    </>
  );
}
