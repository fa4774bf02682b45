import { isOrderIncludeCampDate, MAX_CAMP_CHANGES, type TCamp } from '@course/contracts/orders-checkout';
import { userOrderDetail } from '@course/contracts/orders-user';
import { ResponseCode } from '@course/domain/response-codes';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { campDateText, VARIANTS, type Variant } from '../camp';
import { CampDone } from '../components/camp-done';
import { CampOption } from '../components/camp-option';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { useCampSubmit } from '../use-camp-submit';
import '../orders-shared.css';
import './curriculum-time.css';

/** curriculum-time (a list of periods), selectDate and selectDateNew (a grid of dates): choose the first start date. */
export default function CurriculumTimePage() {
  const entry = useRouteEntry();
  const variant = VARIANTS[entry?.name ?? ''] ?? VARIANTS['curriculum-time']!;
  return <ChooseCamp variant={variant} />;
}

function ChooseCamp({ variant }: { variant: Variant }) {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const include = useCall(isOrderIncludeCampDate, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<TCamp | null>(null);
  const { busy, submit } = useCampSubmit(orderNo, variant);
  const noCamp = include.data && !include.data.include;
  useEffect(() => {
    if (noCamp) navigate(getHref('withoutCamp', { query: { orderNo } }), { replace: true });
  }, [noCamp, navigate, orderNo]);

  if (!orderNo) return <OrderPageError error={missingOrderNo()} />;
  if (include.isPending || order.isPending || noCamp) return <Loader fullScreen />;
  if (include.isError || order.isError)
    return (
      <OrderPageError
        error={include.error ?? order.error}
        onRetry={() => void Promise.all([include.refetch(), order.refetch()])}
      />
    );
  const o = order.data;
  if (done) return <CampDone camp={done} courseId={o.courseId} orderNo={orderNo} changed={false} />;
  if (o.status !== 'paid')
    return <OrderPageError error={new ApiError(ResponseCode.conflict, '订单支付完成后才能选择开课时间')} />;
  const chosen = include.data.chosenCampId;
  if (chosen !== null && o.camp) {
    const t = campDateText(o.camp.startsAt);
    return (
      <div className="od-page" data-testid="camp-page">
        <section className="od-card od-center" data-testid="camp-already-chosen">
          <p>
            您已选择 {o.camp.name}
            <br />
            {t.date} {t.weekday} {t.time} 开课
          </p>
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('changeClassTime', { query: { orderNo } }))}
          >
            调整开课时间
          </button>
        </section>
      </div>
    );
  }
  const camps = include.data.camps;
  const pick = camps.find((c) => c.campId === picked);
  return (
    <div className="od-page" data-testid="camp-page">
      <section className="od-card od-item">
        <CoverImage src={o.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{o.title}</div>
          <div className="od-muted">请选择开课时间，开课后按课表每天学习</div>
        </div>
      </section>
      <section className="od-card">
        <div className="od-section-title">可选开课时间</div>
        <div className={variant.layout === 'grid' ? 'od-camp-grid' : 'od-camp-list'} data-testid="camp-list">
          {camps.map((c) => (
            <CampOption
              key={c.campId}
              camp={c}
              layout={variant.layout}
              picked={picked === c.campId}
              onPick={() => setPicked(c.campId)}
            />
          ))}
        </div>
      </section>
      <p className="od-note">
        温馨提示：选择后开课前可调整{MAX_CAMP_CHANGES}
        次；开课后不能再调整。已满的期次无法选择，新的期次会陆续开放。
      </p>
      <footer className="od-bar">
        <div className="od-muted">
          {pick ? `${campDateText(pick.startsAt).date} 开课` : '请选择一个开课时间'}
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="camp-confirm"
          disabled={!pick || busy}
          onClick={async () => {
            if (!pick) return;
            const camp = await submit(pick);
            if (camp) setDone(camp);
          }}
        >
          {busy ? '提交中…' : '确认开课时间'}
        </button>
      </footer>
    </div>
  );
}
