import { userOrderDetail } from '@course/contracts/orders-user';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import '../orders-shared.css';

/** withoutCamp: the course has no period to choose yet. */
export default function WithoutCampPage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  if (orderNo && order.isPending) return <Loader fullScreen />;
  const o = order.data;
  return (
    <div className="od-page od-result" data-testid="without-camp-page">
      <div className="od-result-icon is-wait">…</div>
      <h1>暂无可选的开课时间</h1>
      {o ? <p className="od-tip">{o.title}</p> : null}
      <p className="od-tip od-left">
        新一期的开课时间正在排期中。排定后我们会通过微信服务通知提醒您，届时在“我的订单 -
        订单详情”中选择开课时间即可。 课程已为您开通，开课前可以先进入学习中心预习已上线的内容。
      </p>
      <div className="od-actions">
        <button
          type="button"
          className="od-submit"
          data-testid="go-learn"
          onClick={() =>
            navigate(
              o?.courseId ? getHref('center', { params: { id: String(o.courseId) } }) : getHref('center'),
            )
          }
        >
          先去预习
        </button>
        {orderNo ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="view-order"
            onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
          >
            查看订单
          </button>
        ) : null}
      </div>
    </div>
  );
}
