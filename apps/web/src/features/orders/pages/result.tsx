import { isOrderIncludeCampDate, payResult } from '@course/contracts/orders-checkout';
import { formatPrice } from '@course/domain/price';
import { safeRedirectPath } from '@course/domain/redirect';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { callOptions, useCall } from '../../../lib/query';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { resumeCheckoutHref } from '../checkout';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { ADD_TEACHER_TEXT, TeacherQrCard } from '../components/teacher-qr-card';
import '../orders-shared.css';

const POLL_MS = 1500;
const MAX_POLLS = 8;

/**
 * Payment result (orderSuccess, alipaySuccess, alipayGoodsResult, miniVipAlipaySuccess): asks payResult until
 * the order is paid (the notification may be a moment behind the cashier), then says what comes next. A
 * membership leads to 会员中心 and, when the purchase carried a way back (`back`, the member-only course the
 * member centre was opened from), to that page first.
 */
/** A free course taken: nothing was paid, so the result (and the page title) says 报名成功, not 支付成功. */
const FREE_TAKEN_TEXT = '报名成功';

/** The way-back button's words: a course page is 返回课程, any other page 返回. */
function backLabel(path: string): string {
  return path.split('?')[0] === getHref('detail') ? '返回课程' : '返回';
}

export default function PayResultPage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const back = safeRedirectPath(queryParam('back'));
  const polls = useRef(0);
  const call = callOptions(payResult, { orderNo });
  const result = useQuery({
    ...call,
    queryFn: (context) => {
      polls.current += 1;
      return call.queryFn!(context);
    },
    enabled: orderNo !== '',
    retry: false,
    // The confirmation page may have read this order's result (the same key): ask again, and wait for it.
    refetchOnMount: 'always',
    refetchInterval: (q) => (q.state.data?.paid || polls.current >= MAX_POLLS ? false : POLL_MS),
  });
  // A paid course whose order has start dates to choose and none chosen leads to curriculum-time.
  const include = useCall(
    isOrderIncludeCampDate,
    {},
    {
      params: { id: orderNo },
      enabled: result.data?.paid === true && result.data.kind === 'course',
    },
  );
  const chooseCamp = include.data?.include === true && include.data.chosenCampId === null;
  const free = result.data?.paid === true && result.data.payAmountCents === 0;
  useEffect(() => {
    if (free) document.title = FREE_TAKEN_TEXT;
  }, [free]);
  // A result link with no order, or one that is not the learner's, leads on to their orders (no dead end).
  if (!orderNo) return <OrderPageError error={missingOrderNo()} />;
  if (result.isPending || !result.isFetchedAfterMount) return <Loader fullScreen />;
  if (result.isError) return <OrderPageError error={result.error} onRetry={() => void result.refetch()} />;
  const r = result.data;
  const waiting = !r.paid && r.status === 'created' && polls.current < MAX_POLLS;
  return (
    <div className="od-page od-result" data-testid="pay-result">
      <div className={`od-result-icon ${r.paid ? 'is-ok' : waiting ? 'is-wait' : 'is-fail'}`}>
        {r.paid ? '✓' : waiting ? '…' : '!'}
      </div>
      <h1 data-testid="pay-result-status">
        {free
          ? FREE_TAKEN_TEXT
          : r.paid
            ? '支付成功'
            : waiting
              ? '正在确认支付结果…'
              : r.status === 'closed'
                ? '订单已关闭'
                : '支付未完成'}
      </h1>
      <p className="od-muted">
        {r.title} · {free ? '免费' : `¥${formatPrice(r.payAmountCents)}`}
      </p>
      {r.paid && (r.kind === 'course' || r.kind === 'package') ? (
        r.courseId ? (
          <TeacherQrCard courseId={r.courseId} />
        ) : (
          <p className="od-tip">课程已放入学习中心，{ADD_TEACHER_TEXT}</p>
        )
      ) : null}
      {r.paid && r.membership ? (
        <p className="od-tip" data-testid="pay-result-next">
          会员已开通，{back ? '返回课程即可开始学习' : '会员专享课免费学，购课享会员价'}
        </p>
      ) : r.paid && r.kind === 'goods' && r.fulfilment === 'received' ? (
        <p className="od-tip">已为您开通，可在「我的订单」中查看和使用</p>
      ) : null}
      {r.paid && r.kind !== 'course' && r.kind !== 'package' && r.fulfilment !== 'received' ? (
        <p className="od-tip">我们将尽快为您发货，可在订单中查看物流</p>
      ) : null}
      <div className="od-actions">
        {r.paid && chooseCamp ? (
          <button
            type="button"
            className="od-submit"
            data-testid="choose-camp"
            onClick={() => navigate(getHref('curriculum-time', { query: { orderNo } }))}
          >
            选择开课时间
          </button>
        ) : null}
        {r.paid && (r.kind === 'course' || r.kind === 'package') ? (
          <button
            type="button"
            className="od-submit"
            data-testid="go-learn"
            onClick={() => navigate(getHref('center'))}
          >
            去学习
          </button>
        ) : null}
        {r.paid && r.membership && back ? (
          <button
            type="button"
            className="od-submit"
            data-testid="pay-result-back"
            onClick={() => navigate(back, { replace: true })}
          >
            {backLabel(back)}
          </button>
        ) : null}
        {r.paid && r.membership ? (
          <button
            type="button"
            className={back ? 'od-ghost' : 'od-submit'}
            data-testid="go-member"
            onClick={() => navigate(getHref('member'))}
          >
            会员中心
          </button>
        ) : null}
        {!r.paid && r.status === 'created' && !waiting ? (
          <button
            type="button"
            className="od-submit"
            data-testid="pay-again"
            onClick={() => navigate(resumeCheckoutHref(r, orderNo))}
          >
            重新支付
          </button>
        ) : null}
        <button
          type="button"
          className="od-ghost"
          data-testid="view-order"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
        >
          查看订单
        </button>
      </div>
    </div>
  );
}
