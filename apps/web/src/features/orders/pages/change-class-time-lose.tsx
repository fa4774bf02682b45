import { getOrderSelectedCampDateStatus, MAX_CAMP_CHANGES } from '@course/contracts/orders-checkout';
import { userOrderDetail } from '@course/contracts/orders-user';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { campDateText, lessonCentreHref } from '../camp';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import '../orders-shared.css';

/** changeClassTimeLose: why the start date can no longer change, and what the learner can do instead. */
export default function ChangeLosePage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const status = useCall(
    getOrderSelectedCampDateStatus,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  if (!orderNo) return <OrderPageError error={missingOrderNo()} />;
  if (status.isPending || order.isPending) return <Loader fullScreen />;
  if (status.isError || order.isError)
    return (
      <OrderPageError
        error={status.error ?? order.error}
        onRetry={() => void Promise.all([status.refetch(), order.refetch()])}
      />
    );
  const s = status.data;
  const started = s.reason?.includes('已开始');
  const usedUp = s.reason === '调课次数已用完';
  const advice = started
    ? '课程开课后班级和课表已固定，无法再调整开课时间。您可以直接进入学习中心跟随班级学习；错过的直播课可观看回放。'
    : usedUp
      ? `为保证班级人数稳定，每个订单开课前最多可调整 ${MAX_CAMP_CHANGES} 次开课时间，您的调整次数已用完。如有特殊情况，请联系班主任协助处理。`
      : '当前订单暂时无法调整开课时间。';
  const campText = s.camp
    ? (() => {
        const t = campDateText(s.camp.startsAt);
        return `${s.camp.name}（${t.date} ${t.weekday} ${t.time} 开课）`;
      })()
    : null;
  return (
    <div className="od-page od-result" data-testid="camp-lose-page">
      <div className="od-result-icon is-fail">!</div>
      <h1 data-testid="camp-lose-reason">{s.canChange ? '仍可调整开课时间' : (s.reason ?? '调课已失效')}</h1>
      {campText ? <p className="od-tip">当前开课时间：{campText}</p> : null}
      <p className="od-tip od-left">{s.canChange ? `还可调整 ${s.changesLeft} 次。` : advice}</p>
      <div className="od-actions">
        {s.canChange ? (
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('changeClassTime', { query: { orderNo } }), { replace: true })}
          >
            去调整
          </button>
        ) : (
          <button
            type="button"
            className="od-submit"
            data-testid="go-learn"
            onClick={() => navigate(lessonCentreHref(order.data.courseId, s.camp?.campId ?? 0))}
          >
            去学习中心
          </button>
        )}
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
