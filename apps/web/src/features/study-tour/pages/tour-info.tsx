import { studyTourBook, studyTourDetail, type TStudyTourPayment } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { TourPay } from '../components/tour-pay';
import { TourPlan } from '../components/tour-plan';
import { BOOKING_STATUS_TEXT, LIVE, positiveId } from '../page-config';
import '../study-tour-shared.css';
import '../stations.css';

/**
 * studyTourInfo (query tourId): the tour, its plan, the amounts and dates, the agreement the server enforces,
 * and 支付定金报名 (book a place and pay the deposit), or the learner's booking when there is one.
 */
export default function TourInfoPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const tourId = positiveId(params.get('tourId'));
  const answer = useCall(
    studyTourDetail,
    { tourId: tourId ?? 0 },
    { enabled: tourId !== null, staleTime: LIVE },
  );
  const [agreed, setAgreed] = useState(false);
  const [payment, setPayment] = useState<TStudyTourPayment | null>(null);
  const [busy, setBusy] = useState(false);

  if (tourId === null)
    return <NothingHere text="未找到该研学" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { tour, myBooking } = answer.data;
  const live = myBooking && ['deposit_paid', 'paid'].includes(myBooking.status) ? myBooking : null;

  async function book() {
    if (!agreed) {
      toast('请先阅读并同意报名协议');
      return;
    }
    setBusy(true);
    try {
      setPayment(await callApi(studyTourBook, { body: { tourId: tour.id, agreed: true } }));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      answer.refetch();
    } finally {
      setBusy(false);
    }
  }

  const rows: [string, string][] = [
    ['费用', `¥${formatPrice(tour.priceCents)}`],
    ['定金', `¥${formatPrice(tour.depositCents)}`],
    ['尾款', `¥${formatPrice(tour.balanceCents)}`],
    ['报名截止', formatBeijingDateTime(tour.bookingEndsAt)],
    ['尾款截止', formatBeijingDateTime(tour.balanceDueAt)],
    ['名额', `共 ${tour.places} 个，剩余 ${tour.placesLeft} 个`],
  ];
  return (
    <main className="st-page" data-testid="study-tour-info-page">
      <header className="st-hero">
        <h1 data-testid="study-tour-title">{tour.title}</h1>
        <p>{tour.subtitle}</p>
      </header>
      <section className="st-card" data-testid="study-tour-facts">
        {rows.map(([k, v]) => (
          <div key={k} className="st-row">
            <span>{k}</span>
            <span>{v}</span>
          </div>
        ))}
      </section>
      <TourPlan tour={tour} />
      <button
        type="button"
        className="st-card st-stations-link"
        data-testid="study-tour-stations"
        onClick={() => navigate(getHref('stationList', { query: { tourId: tour.id } }))}
      >
        <span>研学站点 · 每站的课堂、视频与打卡</span>
        <span aria-hidden="true">›</span>
      </button>
      <section className="st-card st-agreement" data-testid="study-tour-agreement">
        <h3 className="st-title">报名协议</h3>
        {tour.agreement.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {live ? null : (
          <label className="st-agree">
            <input
              type="checkbox"
              data-testid="study-tour-agree"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            我已阅读并同意报名协议
          </label>
        )}
      </section>
      <nav className="st-bar">
        <div className="st-bar-price">
          <span className="st-price">定金 ¥{formatPrice(tour.depositCents)}</span>
          <div className="st-muted">总价 ¥{formatPrice(tour.priceCents)}</div>
        </div>
        {live ? (
          <button
            type="button"
            className="st-btn"
            data-testid="study-tour-my-booking"
            onClick={() =>
              navigate(getHref('studyTourDepositFinalPayment', { query: { bookingNo: live.bookingNo } }))
            }
          >
            {BOOKING_STATUS_TEXT[live.status]}
          </button>
        ) : (
          <button
            type="button"
            className="st-btn"
            data-testid="study-tour-book"
            disabled={busy || tour.state !== 'open'}
            onClick={book}
          >
            {tour.state === 'open' ? '支付定金报名' : tour.state === 'full' ? '名额已满' : '报名已截止'}
          </button>
        )}
      </nav>
      {payment ? (
        <TourPay
          payment={payment}
          label="支付研学定金"
          returnPath={`/studyTourDepositPaymentResult?bookingNo=${payment.bookingNo}`}
          onClose={() => {
            setPayment(null);
            answer.refetch();
          }}
          onPaid={() =>
            navigate(getHref('studyTourDepositPaymentResult', { query: { bookingNo: payment.bookingNo } }))
          }
        />
      ) : null}
    </main>
  );
}
