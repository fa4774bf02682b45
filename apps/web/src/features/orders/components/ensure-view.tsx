import { retailSettlement } from '@course/contracts/goods-retail';
import { payResult, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { formatPrice } from '@course/domain/price';
import { safeRedirectPath } from '@course/domain/redirect';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { isInMessagingApp } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { NothingHere, PageError } from '../../../ui/states';
import { numberParam, queryParam, reportError } from '../api';
import { checkout } from '../checkout';
import { HANDOFF_PAY_TYPES, handoffRoute } from '../handoff';
import { payAndFollow, toastPayStartError } from '../pay';
import { usePayMethods } from '../use-pay-methods';
import { EnsureAddress } from './ensure-address';
import { PayMethodList } from './pay-method-list';
import '../orders-shared.css';
import './ensure-view.css';

/**
 * The 确认订单 page itself, shared by ensure (and its variants, see pages/ensure.tsx) and alipayEnsure: `only`
 * narrows the pay methods (alipayEnsure: Alipay and Huabei), `resultRoute` is where the cashier returns.
 */
export function EnsureView({ only, resultRoute }: { only?: readonly number[]; resultRoute?: string }) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const entry = useRouteEntry();
  const goodsType = queryParam('goodsType') ?? (queryParam('courseId') ? 'course' : 'goods');
  const courseId = numberParam('courseId') ?? (goodsType === 'course' ? numberParam('goodsId') : undefined);
  const packageId =
    numberParam('packageId') ?? (goodsType === 'package' ? numberParam('goodsId') : undefined);
  const goodsId = goodsType === 'goods' ? numberParam('goodsId') : undefined;
  const [quantity, setQuantity] = useState(numberParam('quantity') ?? 1);
  const addressId = numberParam('addressId');
  const [orderNo, setOrderNo] = useState(queryParam('orderNo') ?? undefined);

  const spec = courseId
    ? { courseId }
    : packageId
      ? { packageId }
      : { goodsId: goodsId ?? 0, quantity, ...(addressId ? { addressId } : {}) };
  const prepare = useCall(submitPackOrderPayBefore, spec, {
    enabled: Boolean(courseId || packageId || goodsId),
  });
  const settlement = useCall(
    retailSettlement,
    { goodsId: goodsId ?? 0, quantity, ...(addressId ? { addressId } : {}) },
    {
      enabled: Boolean(goodsId) && prepare.data?.needsAddress === true,
    },
  );
  // A resumed order (orderNo) that is paid meanwhile (Back after paying, a second tab): never pay it again.
  const resumed = useCall(payResult, { orderNo: orderNo ?? '' }, { enabled: Boolean(orderNo) });
  const alreadyPaid = resumed.data?.paid === true || (resumed.data && resumed.data.status !== 'created');
  // Restored from the back-forward cache after the cashier: ask again where the order stands.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void resumed.refetch();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resumed]);
  const lines = settlement.data ?? prepare.data;
  const amount = lines?.payAmountCents ?? 0;
  const businessCode = prepare.data?.businessCode ?? 'course';

  const { methods, cells, isPending } = usePayMethods({
    businessCode,
    amountCents: amount,
    enabled: prepare.isSuccess,
    ...(only ? { only } : {}),
  });
  const [picked, setPicked] = useState<number | null>(null);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];
  const inApp = isInMessagingApp();
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  if (!courseId && !packageId && !goodsId) {
    return <NothingHere text="未找到要购买的商品" wayOn={{ label: '去找课', to: getHref('shoppingMall') }} />;
  }
  if (prepare.isPending) return <Loader fullScreen />;
  if (prepare.isError || !prepare.data) {
    // a course or good that is not there (a stale or mistyped link) leads on to 找课; a failed load can be retried
    return (
      <PageError
        error={prepare.error}
        onRetry={() => void prepare.refetch()}
        testId="ensure-error"
        wayOn={{ label: '去找课', to: getHref('shoppingMall') }}
      />
    );
  }
  const item = prepare.data;
  const address = settlement.data?.address ?? null;
  const resultName = resultRoute ?? (item.kind === 'goods' ? 'alipayGoodsResult' : 'orderSuccess');
  // Where the learner was before the purchase (virtualGoods' `back`): the result page offers the way back.
  const back = safeRedirectPath(queryParam('back')) ?? undefined;

  async function submit() {
    if (alreadyPaid) return toast('订单已支付，请勿重复支付');
    if (amount > 0 && !method) return toast('暂无可用的支付方式');
    if (item.needsAddress && !address) return toast('请填写收货地址');
    const payType = method?.payType ?? 21;
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: { ...spec, ...(item.needsAddress && address ? { addressId: address.id } : {}) },
          orderNo,
          payType,
          periods: periods ?? method?.defaultPeriods ?? 3,
          businessCode,
          zeroYuanCourse: item.kind === 'course' && amount === 0,
          channel: queryParam('channel'),
          subChannel: queryParam('subChannel'),
          returnPath: getHref(resultName, { query: { back } }),
        },
        { call: (contract, input) => callApi(contract, input), report: reportError },
      );
      setOrderNo(answer.orderNo);
      // From here on this page is that order: Back (or the cache) brings the learner to its state, never to a
      // fresh 提交订单 for something just paid.
      const here = new URL(window.location.href);
      here.searchParams.set('orderNo', answer.orderNo);
      window.history.replaceState(window.history.state, '', `${here.pathname}${here.search}`);
      if (inApp && answer.action.type === 'redirect' && HANDOFF_PAY_TYPES.includes(payType)) {
        // The messaging app blocks these cashiers: the hand-off page asks to open the order in the browser.
        const route = handoffRoute(payType, item.kind, entry?.name);
        // `back` rides along: the guide's copied link carries it into the browser, whose cashier returns with it.
        return navigate(getHref(route, { query: { orderNo: answer.orderNo, back } }));
      }
      await payAndFollow(answer.action, () => {
        // Paid: whatever was read before (the detail page's 立即购买, ownership, lists) is out of date. Marked
        // stale without refetching now; each page asks again when it shows (Back to the detail says 开始学习).
        void queryClient.invalidateQueries({ refetchType: 'none' });
        navigate(getHref(resultName, { query: { orderNo: answer.orderNo, back } }), { replace: true });
      });
    } catch (error) {
      toastPayStartError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="od-page" data-testid="ensure-page">
      {item.needsAddress ? <EnsureAddress address={address} /> : null}
      <section className="od-card od-item" data-testid="order-item">
        <CoverImage src={item.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{item.title}</div>
          <div className="od-price" data-testid="order-unit-price">
            {item.priceLabel ? <span className="od-price-tag">{item.priceLabel}</span> : null}¥
            {formatPrice(item.unitPriceCents)}
            {item.originalPriceCents ? <s>¥{formatPrice(item.originalPriceCents)}</s> : null}
          </div>
          {item.kind === 'goods' ? (
            <div className="od-stepper">
              <button
                type="button"
                disabled={quantity <= 1 || Boolean(orderNo)}
                onClick={() => setQuantity(quantity - 1)}
              >
                −
              </button>
              <span data-testid="order-quantity">{quantity}</span>
              <button
                type="button"
                disabled={quantity >= 99 || Boolean(orderNo)}
                onClick={() => setQuantity(quantity + 1)}
              >
                +
              </button>
            </div>
          ) : null}
        </div>
      </section>
      {alreadyPaid ? (
        <div className="od-card od-warn" data-testid="order-already-paid">
          {resumed.data?.paid ? '该订单已支付，请勿重复支付' : '该订单已关闭，请重新下单'}
          {resumed.data?.paid ? (
            <button
              type="button"
              className="od-link"
              onClick={() => navigate(getHref('order-detail', { query: { orderNo } }), { replace: true })}
            >
              查看订单
            </button>
          ) : null}
        </div>
      ) : null}
      {!item.canBuy && !alreadyPaid ? (
        <div className="od-card od-warn" data-testid="order-cannot-buy">
          {item.reason}
          {item.alreadyOwned ? (
            <button type="button" className="od-link" onClick={() => navigate(getHref('center'))}>
              去学习
            </button>
          ) : null}
        </div>
      ) : null}
      <section className="od-card od-lines" data-testid="order-lines">
        <div className="od-row" data-testid="order-line-goods">
          <span>商品金额</span>
          <span>¥{formatPrice(lines?.goodsAmountCents)}</span>
        </div>
        {(lines?.discountCents ?? 0) > 0 ? (
          <div className="od-row od-discount" data-testid="order-line-discount">
            <span>{item.priceLabel ?? '优惠'}</span>
            <span>-¥{formatPrice(lines?.discountCents)}</span>
          </div>
        ) : null}
        {item.needsAddress ? (
          <div className="od-row" data-testid="order-line-freight">
            <span>运费</span>
            {address ? (
              <span>
                {(lines?.freightCents ?? 0) === 0 ? '包邮' : `¥${formatPrice(lines?.freightCents)}`}
              </span>
            ) : (
              <span className="od-muted od-freight-rule">{item.freightRule}</span>
            )}
          </div>
        ) : null}
      </section>
      {amount > 0 && !alreadyPaid ? (
        <PayMethodList
          methods={methods}
          cells={cells}
          amountCents={amount}
          picked={method}
          periods={periods}
          isPending={isPending}
          emptyText={
            only ? '支付宝支付暂不可用，请返回选择其他支付方式' : '暂无可用的支付方式，请在微信中打开'
          }
          onPick={setPicked}
          onPeriods={setPeriods}
        />
      ) : null}
      {/* Consent by submitting, as the refund agreement itself says (您提交订单即表示已阅读并同意本协议): no
          pre-ticked box to untick. */}
      {alreadyPaid ? null : (
        <p className="od-agree" data-testid="order-agreement">
          提交订单即表示您已阅读并同意
          <a href={getHref('agreement3')}>《购买协议》</a>
          <a href={getHref('refundAgreement')}>《退款协议》</a>
        </p>
      )}
      <footer className="od-bar">
        <div>
          合计 <strong data-testid="order-total">¥{formatPrice(amount)}</strong>
          {item.needsAddress && !address ? (
            <span className="od-bar-note" data-testid="order-total-note">
              不含运费
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="order-submit"
          disabled={busy || alreadyPaid || !item.canBuy || (amount > 0 && !method)}
          onClick={submit}
        >
          {busy
            ? '提交中…'
            : alreadyPaid
              ? resumed.data?.paid
                ? '已支付'
                : '已关闭'
              : orderNo
                ? '继续支付'
                : amount === 0
                  ? '免费领取'
                  : entry?.meta.title === '支付定金'
                    ? '支付定金'
                    : '提交订单'}
        </button>
      </footer>
    </div>
  );
}
