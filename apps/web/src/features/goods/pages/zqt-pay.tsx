import { userOrderDetail } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { isInMessagingApp } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { reportError } from '../../orders/api';
import { checkout } from '../../orders/checkout';
import { Countdown } from '../../orders/components/countdown';
import { PayMethodList } from '../../orders/components/pay-method-list';
import { HANDOFF_PAY_TYPES, handoffRoute } from '../../orders/handoff';
import { payAndFollow, toastPayStartError } from '../../orders/pay';
import { usePayMethods } from '../../orders/use-pay-methods';
import { AddressSummary } from '../components/address-card';
import { GoodsRow } from '../components/goods-row';
import '../goods-shared.css';
import './zqt-pay.css';

/**
 * zqt-pay (query orderNo): pays an unpaid zqt or goods order that already exists — the order, its address and
 * amounts, the time left before it closes, the pay methods from discovery — through the same checkout as the
 * order pages (cashier, or the hand-off page inside the messaging app), ending on alipayGoodsResult.
 */
export default function ZqtPayPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = /^G\d{10,30}$/.test(orderNo);
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: valid });
  const o = order.data;
  const amount = o?.payAmountCents ?? 0;
  const { methods, cells, isPending } = usePayMethods({
    businessCode: 'goods',
    amountCents: amount,
    enabled: o?.canPay === true,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];

  if (!valid)
    return <NothingHere text="未找到该订单" wayOn={{ label: '查看我的订单', to: getHref('order') }} />;
  if (order.isPending) return <PageLoading />;
  if (order.isError || !o)
    return <PageError testId="goods-error" error={order.error} onRetry={() => order.refetch()} />;

  async function pay() {
    if (!method || !o) return toast('暂无可用的支付方式');
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: { goodsId: o.goodsId ?? 0, quantity: o.quantity },
          orderNo,
          payType: method.payType,
          periods: periods ?? method.defaultPeriods ?? 3,
          businessCode: 'goods',
          returnPath: '/alipayGoodsResult',
        },
        { call: (contract, input) => callApi(contract, input), report: reportError },
      );
      if (
        isInMessagingApp() &&
        answer.action.type === 'redirect' &&
        HANDOFF_PAY_TYPES.includes(method.payType)
      )
        return navigate(
          getHref(handoffRoute(method.payType, 'goods', 'zqt-order'), { query: { orderNo: answer.orderNo } }),
        );
      await payAndFollow(answer.action, () =>
        navigate(getHref('alipayGoodsResult', { query: { orderNo: answer.orderNo } }), { replace: true }),
      );
    } catch (error) {
      toastPayStartError(error);
    } finally {
      setBusy(false);
    }
  }

  const closed = o.status === 'closed';
  return (
    <main className="gd-page gd-with-bar" data-testid="zqt-pay">
      <section className="gd-card gd-countdown" data-testid="zqt-pay-state">
        {o.canPay ? (
          <>
            <span className="gd-muted">请在规定时间内完成支付，超时订单将自动关闭</span>
            <strong>
              <Countdown until={o.expiresAt} onEnd={order.refetch} />
            </strong>
          </>
        ) : closed ? (
          <span>订单已关闭，请重新下单</span>
        ) : (
          <span>订单已支付</span>
        )}
      </section>
      {o.address ? (
        <section className="gd-card">
          <AddressSummary address={o.address} />
        </section>
      ) : null}
      <section className="gd-card">
        <GoodsRow coverUrl={o.coverUrl} title={o.title} priceCents={o.unitPriceCents} quantity={o.quantity} />
        <div className="gd-amounts">
          <div className="gd-fact">
            <span>商品金额</span>
            <span>¥{formatPrice(o.goodsAmountCents)}</span>
          </div>
          <div className="gd-fact">
            <span>运费</span>
            <span>{o.freightCents === 0 ? '包邮' : `¥${formatPrice(o.freightCents)}`}</span>
          </div>
          <div className="gd-fact">
            <span>订单编号</span>
            <span>{o.orderNo}</span>
          </div>
        </div>
      </section>
      {o.canPay ? (
        <PayMethodList
          methods={methods}
          cells={cells}
          amountCents={amount}
          picked={method}
          periods={periods}
          isPending={isPending}
          emptyText="暂无可用的支付方式，请在微信中打开"
          onPick={setPicked}
          onPeriods={setPeriods}
        />
      ) : null}
      <footer className="gd-bar">
        <div className="gd-bar-total">
          实付 <strong data-testid="zqt-pay-total">¥{formatPrice(amount)}</strong>
        </div>
        {o.canPay ? (
          <button
            type="button"
            className="gd-primary gd-bar-buy"
            disabled={busy || !method}
            data-testid="zqt-pay-submit"
            onClick={pay}
          >
            {busy ? '支付中…' : '立即支付'}
          </button>
        ) : (
          <button
            type="button"
            className="gd-primary gd-bar-buy"
            data-testid="zqt-pay-next"
            onClick={() =>
              navigate(
                closed
                  ? getHref('zqt-detail', { query: { goodsId: o.goodsId ?? undefined } })
                  : getHref('alipayGoodsResult', { query: { orderNo } }),
              )
            }
          >
            {closed ? '重新购买' : '查看结果'}
          </button>
        )}
      </footer>
    </main>
  );
}
