import { getPayConfig, submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/course-order';
import { retailSettlement } from '@course/contracts/course-retail';
import { configureJson } from '@course/contracts/putin-configure';
import { ErrorReportCode } from '@course/domain/error-report';
import { type PayMethod, resolvePayMethods } from '@course/domain/pay-methods';
import { formatPrice } from '@course/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppNavigate } from '../../../app/navigation';
import { toast } from '../../../app/request-handlers';
import { getHref } from '../../../app/route-catalogue';
import { useRouteEntry } from '../../../app/route-handle';
import { isInMessagingApp } from '../../../lib/platform';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { numberParam, queryParam, reportError, useOrderCall } from '../api';
import { launchPayment, SELECTOR_NAMES } from '../pay';
import '../order.css';

/**
 * 确认订单: ensure and every ensure variant (ensure1, ensure-mini, ensure-more…, EnsureMoreMini, ordersure,
 * beginners-sales…, virtualGoodsPay, zqt-order). Query: courseId (or goodsId with goodsType=course), or
 * goodsId with goodsType=goods, quantity, addressId; orderNo resumes an unpaid order.
 * Pay methods come from discovery: getPayConfig with orderPrice = amount × 100 (the amount in cents), then
 * the domain rule (selector mapping, messaging-app-only methods, default first, allowPayMethod).
 */
export default function EnsurePage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const goodsType = queryParam('goodsType') ?? (queryParam('courseId') ? 'course' : 'goods');
  const courseId = numberParam('courseId') ?? (goodsType === 'course' ? numberParam('goodsId') : undefined);
  const goodsId = goodsType === 'goods' ? numberParam('goodsId') : undefined;
  const [quantity, setQuantity] = useState(numberParam('quantity') ?? 1);
  const addressId = numberParam('addressId');
  const [orderNo, setOrderNo] = useState(queryParam('orderNo') ?? undefined);
  const inApp = isInMessagingApp();

  const spec = courseId
    ? { courseId }
    : { goodsId: goodsId ?? 0, quantity, ...(addressId ? { addressId } : {}) };
  const prepare = useOrderCall(submitPackOrderPayBefore, spec, { enabled: Boolean(courseId || goodsId) });
  const settlement = useOrderCall(
    retailSettlement,
    { goodsId: goodsId ?? 0, quantity, ...(addressId ? { addressId } : {}) },
    {
      enabled: Boolean(goodsId) && prepare.data?.needsAddress === true,
    },
  );
  const amount = settlement.data?.payAmountCents ?? prepare.data?.payAmountCents ?? 0;
  const businessCode = prepare.data?.businessCode ?? 'course';

  const allow = useQuery({
    queryKey: ['commerce', 'allowPayMethod'],
    queryFn: () => callApi(configureJson, { params: { code: 'allowPayMethod' }, silent: true }),
    retry: false,
  });
  const payConfig = useQuery({
    queryKey: ['commerce', 'getPayConfig', businessCode, amount],
    // orderPrice: the amount × 100, i.e. in cents
    queryFn: () => callApi(getPayConfig, { body: { businessCode, orderPrice: amount }, silent: true }),
    enabled: prepare.isSuccess,
    retry: false,
  });
  const methods: PayMethod[] =
    payConfig.isPending || allow.isPending
      ? []
      : resolvePayMethods({
          configCells: payConfig.data?.configList.configCells ?? null,
          configState: payConfig.data?.configState ?? null,
          insideMessagingApp: inApp,
          allowPayMethod: Array.isArray(allow.data) ? (allow.data as number[]) : null,
          failed: payConfig.isError,
        });
  const [picked, setPicked] = useState<number | null>(null);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];
  const [periods, setPeriods] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);

  if (!courseId && !goodsId) {
    return (
      <div className="od-empty" data-testid="order-empty">
        {goodsType === 'package' ? '套餐课程请联系班主任购买' : '未找到要购买的商品'}
      </div>
    );
  }
  if (prepare.isPending) return <Loader fullScreen />;
  if (prepare.isError || !prepare.data) {
    return (
      <div className="od-empty" data-testid="order-empty">
        {(prepare.error as ApiError)?.msg ?? '加载失败'}
      </div>
    );
  }
  const item = prepare.data;
  const address = settlement.data?.address ?? null;
  const returnPath = item.kind === 'goods' ? '/alipayGoodsResult' : '/orderSuccess';

  async function submit() {
    if (!method) return toast('暂无可用的支付方式');
    if (!agreed) return toast('请先阅读并同意《购买协议》');
    if (item.needsAddress && !address) return toast('请填写收货地址');
    setBusy(true);
    try {
      const answer = await callApi(submitOrderPay, {
        body: {
          ...(orderNo ? { orderNo } : spec),
          ...(item.needsAddress && address ? { addressId: address.id } : {}),
          payType: method.payType as 11,
          ...(method.payType === 22 ? { periods: periods ?? method.defaultPeriods ?? 3 } : {}),
          businessCode,
          ...(queryParam('channel') ? { channel: queryParam('channel')! } : {}),
          ...(queryParam('subChannel') ? { subChannel: queryParam('subChannel')! } : {}),
          returnPath,
        },
      });
      setOrderNo(answer.orderNo);
      const outcome = await launchPayment(answer.action);
      const resultHref = getHref(item.kind === 'goods' ? 'alipayGoodsResult' : 'orderSuccess', {
        query: { orderNo: answer.orderNo },
      });
      if (outcome === 'paid') navigate(resultHref, { replace: true });
      else if (outcome === 'cancel') toast('已取消支付，订单已保留，可稍后继续支付');
      else if (outcome === 'fail') toast('支付失败，请重试或更换支付方式');
    } catch (error) {
      const msg = error instanceof ApiError ? error.msg : (error as Error).message;
      reportError(ErrorReportCode.paymentOrderCreation, `${method.payType}: ${msg}`);
      if (error instanceof ApiError && error.code > 0) toast(msg);
      else if (!(error instanceof ApiError)) toast('支付发起失败，请重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="od-page" data-testid="ensure-page">
      {item.needsAddress ? (
        <button
          type="button"
          className="od-card od-address"
          data-testid="order-address"
          onClick={() =>
            navigate(
              getHref('zqt-address-list', {
                query: { select: 1, back: window.location.pathname + window.location.search },
              }),
            )
          }
        >
          {address ? (
            <>
              <div className="od-address-name">
                {address.receiver} <span>{address.mobile}</span>
              </div>
              <div className="od-muted">
                {address.province}
                {address.city}
                {address.district}
                {address.detail}
              </div>
            </>
          ) : (
            <div className="od-address-add">+ 添加收货地址</div>
          )}
        </button>
      ) : null}
      <section className="od-card od-item" data-testid="order-item">
        <img src={item.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{item.title}</div>
          <div className="od-price">
            ¥{formatPrice(item.unitPriceCents)}
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
      {!item.canBuy ? (
        <div className="od-card od-warn" data-testid="order-cannot-buy">
          {item.reason}
          {item.alreadyOwned ? (
            <button type="button" className="od-link" onClick={() => navigate(getHref('center'))}>
              去学习
            </button>
          ) : null}
        </div>
      ) : null}
      <section className="od-card">
        <div className="od-row">
          <span>商品金额</span>
          <span>¥{formatPrice(settlement.data?.goodsAmountCents ?? item.goodsAmountCents)}</span>
        </div>
        {item.needsAddress ? (
          <div className="od-row">
            <span>运费</span>
            <span>
              {(settlement.data?.freightCents ?? 0) === 0
                ? '包邮'
                : `¥${formatPrice(settlement.data?.freightCents)}`}
            </span>
          </div>
        ) : null}
        {item.originalPriceCents && item.originalPriceCents > item.unitPriceCents ? (
          <div className="od-row od-discount">
            <span>已优惠</span>
            <span>-¥{formatPrice((item.originalPriceCents - item.unitPriceCents) * item.quantity)}</span>
          </div>
        ) : null}
      </section>
      {amount > 0 ? (
        <section className="od-card" data-testid="pay-methods">
          <div className="od-section-title">支付方式</div>
          {methods.length === 0 && !payConfig.isPending ? (
            <div className="od-muted">暂无可用的支付方式，请在微信中打开</div>
          ) : null}
          {methods.map((m) => (
            <div key={m.payType}>
              <button
                type="button"
                className={`od-method${method?.payType === m.payType ? ' is-active' : ''}`}
                data-testid={`pay-method-${m.selector}`}
                onClick={() => setPicked(m.payType)}
              >
                {m.iconUrl ? <img src={m.iconUrl} alt="" /> : <i className="od-icon" />}
                <span>{SELECTOR_NAMES[m.selector]}</span>
                {m.isDefault ? <em>推荐</em> : null}
                <b className="od-radio" />
              </button>
              {m.payType === 22 && method?.payType === 22 ? (
                <div className="od-periods">
                  {(m.periods ?? [3]).map((p) => {
                    const detail = payConfig.data?.configList.configCells
                      .find((c) => c.payType === 22)
                      ?.hbPayResponse?.hbPeriodPayDetails.find((d) => d.periodNum === p);
                    return (
                      <button
                        key={p}
                        type="button"
                        data-testid={`pay-periods-${p}`}
                        className={(periods ?? m.defaultPeriods) === p ? 'is-active' : ''}
                        onClick={() => setPeriods(p)}
                      >
                        ¥{formatPrice(detail?.eachPrinAndFeeCents ?? Math.ceil(amount / p))} × {p}期
                      </button>
                    );
                  })}
                </div>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      <label className="od-agree">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="order-agreement"
        />
        我已阅读并同意
        <a href={getHref('agreement3')}>《购买协议》</a>
        <a href={getHref('refundAgreement')}>《退款协议》</a>
      </label>
      <footer className="od-bar">
        <div>
          合计 <strong data-testid="order-total">¥{formatPrice(amount)}</strong>
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="order-submit"
          disabled={busy || !item.canBuy || (amount > 0 && !method)}
          onClick={submit}
        >
          {busy
            ? '提交中…'
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
