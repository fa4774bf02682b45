import type { TCamp } from '@course/contracts/orders-checkout';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { campDateText, lessonCentreHref } from '../camp';
import '../orders-shared.css';

/** The start date is saved: when the course starts, and the way to the learning centre or the order. */
export function CampDone(props: { camp: TCamp; courseId: number | null; orderNo: string; changed: boolean }) {
  const navigate = useAppNavigate();
  const t = campDateText(props.camp.startsAt);
  return (
    <div className="od-page od-result" data-testid="camp-done">
      <div className="od-result-icon is-ok">✓</div>
      <h1>{props.changed ? '开课时间已调整' : '开课时间已确定'}</h1>
      <p className="od-tip" data-testid="camp-chosen">
        {props.camp.name}
        <br />
        {t.date} {t.weekday} {t.time} 开课
      </p>
      <p className="od-muted">开课前一天班主任会在学习群内通知您，请留意微信消息</p>
      <div className="od-actions">
        <button
          type="button"
          className="od-submit"
          data-testid="go-learn"
          onClick={() => navigate(lessonCentreHref(props.courseId, props.camp.campId))}
        >
          去学习中心
        </button>
        <button
          type="button"
          className="od-ghost"
          data-testid="view-order"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo: props.orderNo } }))}
        >
          查看订单
        </button>
      </div>
    </div>
  );
}
