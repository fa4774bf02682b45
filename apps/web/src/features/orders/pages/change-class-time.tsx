import {
  getOrderSelectedCampDateStatus,
  isOrderIncludeCampDate,
  MAX_CAMP_CHANGES,
  type TCamp,
} from '@course/contracts/orders-checkout';
import { userOrderDetail } from '@course/contracts/orders-user';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { campDateText, VARIANTS, type Variant } from '../camp';
import { CampDone } from '../components/camp-done';
import { CampOption } from '../components/camp-option';
import { missingOrderNo, OrderPageError } from '../components/order-page-error';
import { useCampSubmit } from '../use-camp-submit';
import '../orders-shared.css';

/** changeClassTime: move to another period while the current one has not started and changes are left. */
export default function ChangeClassTimePage() {
  return <ChangeCamp variant={VARIANTS.changeClassTime!} />;
}

function ChangeCamp({ variant }: { variant: Variant }) {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const status = useCall(
    getOrderSelectedCampDateStatus,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const include = useCall(isOrderIncludeCampDate, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<TCamp | null>(null);
  const { busy, submit } = useCampSubmit(orderNo, variant);
  const s = status.data;
  const lost = s && !s.canChange && s.chosen && !done;
  const notChosen = s && !s.chosen;
  useEffect(() => {
    if (lost) navigate(getHref('changeClassTimeLose', { query: { orderNo } }), { replace: true });
    else if (notChosen) navigate(getHref('curriculum-time', { query: { orderNo } }), { replace: true });
  }, [lost, notChosen, navigate, orderNo]);

  if (!orderNo) return <OrderPageError error={missingOrderNo()} />;
  if (done) return <CampDone camp={done} courseId={order.data?.courseId ?? null} orderNo={orderNo} changed />;
  if (status.isPending || include.isPending || order.isPending || lost || notChosen)
    return <Loader fullScreen />;
  if (status.isError || include.isError || order.isError)
    return (
      <OrderPageError
        error={status.error ?? include.error ?? order.error}
        onRetry={() => void Promise.all([status.refetch(), include.refetch(), order.refetch()])}
      />
    );
  const current = s!.camp!;
  const t = campDateText(current.startsAt);
  const others = include.data.camps.filter((c) => c.campId !== current.campId);
  const pick = others.find((c) => c.campId === picked);
  return (
    <div className="od-page" data-testid="camp-change-page">
      <section className="od-card">
        <div className="od-section-title">当前开课时间</div>
        <div className="od-row" data-testid="camp-current">
          <span>{current.name}</span>
          <span className="od-muted">
            {t.date} {t.weekday} {t.time}
          </span>
        </div>
        <div className="od-muted" data-testid="camp-changes-left">
          还可调整 {s!.changesLeft} 次（每个订单最多 {MAX_CAMP_CHANGES} 次，开课前可调整）
        </div>
      </section>
      <section className="od-card">
        <div className="od-section-title">调整为</div>
        {others.length === 0 ? (
          <div className="od-muted" data-testid="camp-none">
            暂无其他可选的开课时间，新的期次开放后可再来调整
          </div>
        ) : (
          <div className="od-camp-list" data-testid="camp-list">
            {others.map((c) => (
              <CampOption
                key={c.campId}
                camp={c}
                layout="list"
                picked={picked === c.campId}
                onPick={() => setPicked(c.campId)}
              />
            ))}
          </div>
        )}
      </section>
      <footer className="od-bar">
        <div className="od-muted">调整后原期次名额将释放</div>
        <button
          type="button"
          className="od-submit"
          data-testid="camp-confirm"
          disabled={!pick || busy}
          onClick={async () => {
            if (!pick) return;
            const camp = await submit(pick);
            if (camp) setDone(camp);
            else await status.refetch();
          }}
        >
          {busy ? '提交中…' : '确认调整'}
        </button>
      </footer>
    </div>
  );
}
