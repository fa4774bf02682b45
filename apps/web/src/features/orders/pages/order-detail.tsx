import {
  ORDER_LIST_TABS,
  REFUND_REASONS,
  refundApply,
  type TOrderCard,
  userOrderCancel,
  userOrderDetail,
  userOrderList,
} from '@course/contracts/orders-user';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useQueryClient } from '@tanstack/react-query';
import { Popup, Radio } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { confirmModal } from '../../../ui/modal';
import { orderKey, queryParam, useOrderCall } from '../api';
import { resumeCheckoutHref } from '../checkout';
import { ActionBar } from '../components/action-bar';
import { SELECTOR_NAMES } from '../pay';
import '../order.css';

/** 我的订单 (order, order-old) and 订单详情 (order-detail and variants, contract and agreement detail). */

const TAB_LABELS: Record<(typeof ORDER_LIST_TABS)[number], string> = {
  all: '全部',
  unpaid: '待付款',
  paid: '已完成',
  refund: '退款',
};

export function statusText(o: Pick<TOrderCard, 'status' | 'fulfilment' | 'kind' | 'needsRefund'>): string {
  if (o.needsRefund) return '待退款';
  switch (o.status) {
    case 'created':
      return '待付款';
    case 'closed':
      return '已关闭';
    case 'refunding':
      return '退款中';
    case 'refunded':
      return '已退款';
    default:
      if (o.kind === 'course') return '已完成';
      return o.fulfilment === 'awaiting_shipment'
        ? '待发货'
        : o.fulfilment === 'shipped'
          ? '已发货'
          : '已完成';
  }
}

const PAY_TYPE_SELECTOR: Record<number, number> = { 11: 2, 21: 3, 22: 5, 31: 4, 15: 6 };
/** '2026/1/5 14:03:07' in Beijing time. */
const time = (iso: string | null) => (iso ? formatBeijing(iso, 'YYYY/M/D HH:mm:ss') : '');

export default function OrderListPage() {
  const navigate = useAppNavigate();
  const [tab, setTab] = useState<(typeof ORDER_LIST_TABS)[number]>('all');
  const list = useOrderCall(userOrderList, { tab, page: 1, pageSize: 50 });
  return (
    <div className="od-page" data-testid="order-list">
      <nav className="od-tabs">
        {ORDER_LIST_TABS.map((t) => (
          <button
            key={t}
            type="button"
            className={t === tab ? 'is-active' : ''}
            data-testid={`order-tab-${t}`}
            onClick={() => setTab(t)}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </nav>
      {list.isPending ? <Loader /> : null}
      {list.data?.list.length === 0 ? (
        <div className="od-empty" data-testid="order-empty">
          暂无订单，去看看好课吧
          <button type="button" className="od-empty-action" onClick={() => navigate(getHref('shoppingMall'))}>
            去找课
          </button>
        </div>
      ) : null}
      {list.data?.list.map((o) => (
        <button
          key={o.orderNo}
          type="button"
          className="od-card od-order-card"
          data-testid={`order-card-${o.orderNo}`}
          onClick={() => navigate(getHref('order-detail', { query: { orderNo: o.orderNo } }))}
        >
          <div className="od-row od-muted">
            <span>订单号 {o.orderNo}</span>
            <span className={`od-status is-${o.status}`}>{statusText(o)}</span>
          </div>
          <div className="od-item">
            <img src={o.coverUrl} alt="" className="od-cover" />
            <div className="od-item-body">
              <div className="od-title">{o.title}</div>
              <div className="od-muted">
                ¥{formatPrice(o.unitPriceCents)} × {o.quantity}
              </div>
            </div>
          </div>
          <div className="od-row">
            <span className="od-muted">{time(o.createdAt)}</span>
            <span>
              实付 <strong>¥{formatPrice(o.payAmountCents)}</strong>
            </span>
          </div>
        </button>
      ))}
    </div>
  );
}

export function OrderDetailPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const orderNo = queryParam('orderNo') ?? queryParam('id') ?? '';
  const detail = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [refunding, setRefunding] = useState(false);
  if (!orderNo) return <div className="od-empty">缺少订单号</div>;
  if (detail.isPending) return <Loader fullScreen />;
  if (detail.isError) return <div className="od-empty">{(detail.error as ApiError).msg}</div>;
  const o = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKey(userOrderDetail) });
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast(done);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    }
  };
  return (
    <div className="od-page" data-testid="order-detail">
      <section className={`od-banner is-${o.status}`}>
        <div className="od-banner-status" data-testid="order-status">
          {statusText(o)}
        </div>
        {o.status === 'created' ? <div>请在 {time(o.expiresAt)} 前完成支付，超时订单将自动关闭</div> : null}
        {o.needsRefund ? (
          <div>
            {o.status === 'closed' ? '订单关闭后收到的款项将原路退回' : '您已拥有该内容，本次付款将原路退回'}
          </div>
        ) : null}
      </section>
      {o.address ? (
        <section className="od-card">
          <div className="od-address-name">
            {o.address.receiver} <span>{o.address.mobile}</span>
          </div>
          <div className="od-muted">
            {o.address.province}
            {o.address.city}
            {o.address.district}
            {o.address.detail}
          </div>
        </section>
      ) : null}
      <section className="od-card od-item">
        <img src={o.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{o.title}</div>
          <div className="od-muted">
            ¥{formatPrice(o.unitPriceCents)} × {o.quantity}
          </div>
        </div>
      </section>
      <section className="od-card">
        <div className="od-row">
          <span>商品金额</span>
          <span>¥{formatPrice(o.goodsAmountCents)}</span>
        </div>
        {o.discountCents > 0 ? (
          <div className="od-row od-discount">
            <span>优惠</span>
            <span>-¥{formatPrice(o.discountCents)}</span>
          </div>
        ) : null}
        {o.kind !== 'course' ? (
          <div className="od-row">
            <span>运费</span>
            <span>¥{formatPrice(o.freightCents)}</span>
          </div>
        ) : null}
        <div className="od-row">
          <span>实付金额</span>
          <strong>¥{formatPrice(o.payAmountCents)}</strong>
        </div>
        <div className="od-row od-muted">
          <span>订单编号</span>
          <span>{o.orderNo}</span>
        </div>
        <div className="od-row od-muted">
          <span>下单时间</span>
          <span>{time(o.createdAt)}</span>
        </div>
        {o.paidAt ? (
          <div className="od-row od-muted">
            <span>支付时间</span>
            <span>{time(o.paidAt)}</span>
          </div>
        ) : null}
        {o.payType ? (
          <div className="od-row od-muted">
            <span>支付方式</span>
            <span>
              {SELECTOR_NAMES[PAY_TYPE_SELECTOR[o.payType] ?? 0] ?? '—'}
              {o.instalmentPeriods ? `（${o.instalmentPeriods}期）` : ''}
            </span>
          </div>
        ) : null}
        {o.camp ? (
          <div className="od-row od-muted">
            <span>开课时间</span>
            <span>
              {o.camp.name} {time(o.camp.startsAt)}
            </span>
          </div>
        ) : null}
        {o.logistics ? (
          <div className="od-row od-muted">
            <span>物流</span>
            <span>
              {o.logistics.company} {o.logistics.no}
            </span>
          </div>
        ) : null}
        {o.refundBlockedReason ? (
          <div className="od-row od-muted" data-testid="order-refund-note">
            <span>退款</span>
            <span>{o.refundBlockedReason}</span>
          </div>
        ) : null}
        {o.refund ? (
          <div className="od-row od-muted">
            <span>退款</span>
            <span>
              {o.refund.reason} · {o.refund.status === 'refunded' ? '已退款' : '处理中'}
            </span>
          </div>
        ) : null}
      </section>
      <section className="od-card" data-testid="order-timeline">
        <div className="od-section-title">订单记录</div>
        <ol className="od-timeline">
          {[...o.events].reverse().map((e) => (
            <li key={`${e.type}-${e.createdAt}`}>
              <span>{EVENT_TEXT[e.type] ?? e.type}</span>
              <span className="od-muted">{time(e.createdAt)}</span>
            </li>
          ))}
        </ol>
      </section>
      <RefundSheet
        open={refunding}
        orderNo={orderNo}
        amountCents={o.payAmountCents}
        rule={o.refundRule}
        onClose={() => setRefunding(false)}
        onDone={async () => {
          setRefunding(false);
          await refresh();
        }}
      />
      {/* ActionBar draws nothing when no action is left (no empty bar, e.g. after a refund) */}
      <ActionBar testId="order-actions">
        {o.canCancel ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-cancel"
            onClick={() => act(() => callApi(userOrderCancel, { body: { orderNo } }), '订单已取消')}
          >
            取消订单
          </button>
        ) : null}
        {o.canPay ? (
          <button
            type="button"
            className="od-submit"
            data-testid="order-pay"
            onClick={() => navigate(resumeCheckoutHref(o, orderNo))}
          >
            去支付
          </button>
        ) : null}
        {o.canPay && o.payAmountCents > 0 ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-collect"
            onClick={() => navigate(getHref('AliPayCollect', { query: { orderNo } }))}
          >
            找人代付
          </button>
        ) : null}
        {o.needsCampChoice ? (
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('curriculum-time', { query: { orderNo } }))}
          >
            选择开课时间
          </button>
        ) : null}
        {o.canModifyAddress ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-modify-address"
            onClick={() => navigate(getHref('modifyAddress', { query: { orderNo } }))}
          >
            修改地址
          </button>
        ) : null}
        {o.logistics || o.fulfilment === 'awaiting_shipment' ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-logistics"
            onClick={() =>
              navigate(
                getHref(o.kind === 'gift' ? 'logisticsGift' : 'logistics-tracking', { query: { orderNo } }),
              )
            }
          >
            查看物流
          </button>
        ) : null}
        {o.canInvoice ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-invoice"
            onClick={() => navigate(getHref('invoice', { query: { orderNo } }))}
          >
            开发票
          </button>
        ) : o.invoice ? (
          <button
            type="button"
            className="od-ghost"
            onClick={() => navigate(getHref('invoice-detail', { query: { orderNo } }))}
          >
            查看发票
          </button>
        ) : null}
        {o.canRefund && !refunding ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="order-refund"
            onClick={() => setRefunding(true)}
          >
            申请退款
          </button>
        ) : null}
      </ActionBar>
    </div>
  );
}

/**
 * 申请退款 as a bottom sheet (on the first screen wherever the page is scrolled): the amount that goes back, the
 * refund rule of this order, the reason, and a confirmation before it is sent.
 */
function RefundSheet(props: {
  open: boolean;
  orderNo: string;
  amountCents: number;
  rule: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [reason, setReason] = useState<string>(REFUND_REASONS[0]);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const sure = await confirmModal({
      title: '确认申请退款',
      content: `退款金额 ¥${formatPrice(props.amountCents)} 将原路退回，退款后课程或商品权益将收回。`,
      confirmText: '确认退款',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await callApi(refundApply, { body: { orderNo: props.orderNo, reason } });
      toast('退款申请已提交');
      await props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <section className="od-refund" data-testid="refund-form">
        <div className="od-refund-head">
          <span className="od-section-title">申请退款</span>
          <button type="button" className="od-refund-close" aria-label="关闭" onClick={props.onClose}>
            <CloseOutline />
          </button>
        </div>
        <div className="od-row">
          <span>退款金额</span>
          <strong className="od-refund-amount" data-testid="refund-amount">
            ¥{formatPrice(props.amountCents)}
          </strong>
        </div>
        <p className="od-refund-rule" data-testid="refund-rule">
          {props.rule}，款项原路退回。
          <a
            href={getHref('refundAgreementLink', { query: { orderNo: props.orderNo } })}
            data-testid="refund-agreement-link"
          >
            查看《退款协议》
          </a>
        </p>
        <div className="od-section-title">退款原因</div>
        <Radio.Group value={reason} onChange={(v) => setReason(String(v))}>
          <div className="od-reasons">
            {REFUND_REASONS.map((r) => (
              <Radio key={r} value={r} className="od-reason-radio" data-testid={`refund-reason-${r}`}>
                {r}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        <button
          type="button"
          className="od-submit od-refund-submit"
          data-testid="refund-submit"
          disabled={busy}
          onClick={submit}
        >
          {busy ? '提交中…' : '提交退款申请'}
        </button>
      </section>
    </Popup>
  );
}

const EVENT_TEXT: Record<string, string> = {
  created: '订单已创建',
  pay_requested: '发起支付',
  pay_request_failed: '支付下单失败',
  paid: '支付成功',
  course_granted: '课程已开通',
  course_already_owned: '已拥有该课程',
  cancelled: '订单已取消',
  expired: '订单超时关闭',
  paid_after_close: '订单关闭后收到付款，将原路退回',
  paid_twice: '重复支付，将原路退回',
  notification_rejected: '支付通知校验未通过',
  refund_requested: '申请退款',
  refunded: '退款成功',
  invoice_issued: '发票已开具',
  camp_chosen: '已选择开课时间',
  camp_changed: '已调整开课时间',
  shipped: '商品已发货',
  received: '已确认收货',
  address_changed: '收货地址已修改',
  gift_claimed: '礼品已领取',
  collect_created: '生成代付链接',
  collect_pay_requested: '好友发起代付',
  package_granted: '套餐课程已开通',
  goods_granted: '虚拟商品已开通',
};
