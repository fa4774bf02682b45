import {
  studyTourBooking,
  studyTourPayBalance,
  type TStudyTourPayment,
} from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { Empty, PageError, PageLoading, StateAction } from '../../../ui/states';
import { TourPay } from '../components/tour-pay';
import { BOOKING_STATUS_TEXT, isBookingNo, LIVE } from '../page-config';
import '../study-tour-shared.css';

/**
 * studyTourDepositFinalPayment (query bookingNo, 支付尾款): the booking, what was paid and what is due, the due
 * date, and 支付尾款 through the checkout; once paid, the way to the sign-in QR; a closed booking goes to
 * studyTourCloseDepositFinalModel. While the deposit is unpaid the bar asks for the deposit by its order's expiry
 * (not the balance's due date); a deposit left unpaid past it has released the place, and the page says so and
 * offers booking again while the tour still takes bookings.
 */
const TOURS = { label: '看看其他研学', to: '/studyTour' };

export default function TourBookingPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const bookingNo = params.get('bookingNo');
  const valid = isBookingNo(bookingNo);
  const answer = useCall(
    studyTourBooking,
    { bookingNo: bookingNo ?? '' },
    { enabled: valid, staleTime: LIVE },
  );
  const [payment, setPayment] = useState<TStudyTourPayment | null>(null);
  const [busy, setBusy] = useState(false);

  if (!valid)
    return (
      <Empty
        text="未找到该报名"
        action={<StateAction label={TOURS.label} onClick={() => navigate(TOURS.to)} />}
      />
    );
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return (
      <PageError
        testId="study-tour-error"
        error={answer.error}
        onRetry={() => answer.refetch()}
        wayOn={TOURS}
      />
    );
  const b = answer.data;
  const { tour } = b;

  async function payBalance() {
    setBusy(true);
    try {
      setPayment(await callApi(studyTourPayBalance, { body: { bookingNo: b.bookingNo } }));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      answer.refetch();
    } finally {
      setBusy(false);
    }
  }

  const depositPaid = b.status !== 'deposit_pending' && b.status !== 'lapsed';
  const rows: [string, string][] = [
    ['报名编号', b.bookingNo],
    ['状态', BOOKING_STATUS_TEXT[b.status]],
    ['定金', `¥${formatPrice(tour.depositCents)}${depositPaid ? '（已支付）' : ''}`],
    ['尾款', `¥${formatPrice(tour.balanceCents)}${b.status === 'paid' ? '（已支付）' : ''}`],
    ['尾款截止', formatBeijingDateTime(tour.balanceDueAt)],
    ['出发时间', formatBeijingDateTime(tour.startsAt)],
  ];
  return (
    <main className="st-page" data-testid="study-tour-booking-page">
      <header className="st-hero">
        <h1>{tour.title}</h1>
        <p data-testid="study-tour-booking-status">{BOOKING_STATUS_TEXT[b.status]}</p>
      </header>
      <section className="st-card" data-testid="study-tour-booking-facts">
        {rows.map(([k, v]) => (
          <div key={k} className="st-row">
            <span>{k}</span>
            <span>{v}</span>
          </div>
        ))}
      </section>
      <section className="st-card">
        {b.status === 'paid' ? (
          <button
            type="button"
            className="st-btn st-btn-block"
            data-testid="study-tour-go-sign-in"
            onClick={() => navigate(getHref('studySignIn', { query: { bookingNo: b.bookingNo } }))}
          >
            查看签到二维码
          </button>
        ) : null}
        {b.status === 'lapsed' ? (
          <>
            <p className="st-para" data-testid="study-tour-lapsed">
              {b.serverNow >= b.depositExpiresAt
                ? `定金未在 ${formatBeijingDateTime(b.depositExpiresAt)} 前支付`
                : '定金订单已取消'}
              ，名额已释放，未产生任何费用。
              {tour.state === 'open' ? '如仍想参加，可重新报名。' : ''}
            </p>
            <button
              type="button"
              className="st-btn st-btn-block"
              data-testid="study-tour-book-again"
              onClick={() =>
                navigate(
                  tour.state === 'open' ? getHref('studyTourInfo', { query: { tourId: tour.id } }) : TOURS.to,
                )
              }
            >
              {tour.state === 'open' ? '重新报名' : TOURS.label}
            </button>
          </>
        ) : null}
        {b.status === 'closed' || b.status === 'cancelled' ? (
          <button
            type="button"
            className="st-btn st-btn-block st-btn-ghost"
            data-testid="study-tour-see-closed"
            onClick={() =>
              navigate(getHref('studyTourCloseDepositFinalModel', { query: { bookingNo: b.bookingNo } }))
            }
          >
            查看关闭说明
          </button>
        ) : null}
        <button
          type="button"
          className="st-link"
          onClick={() => navigate(getHref('studyTourInfo', { query: { tourId: tour.id } }))}
        >
          查看研学详情与报名协议
        </button>
      </section>
      {b.canPayBalance || b.status === 'deposit_pending' ? (
        <nav className="st-bar">
          <div className="st-bar-price">
            <span className="st-price">
              ¥{formatPrice(b.status === 'deposit_pending' ? tour.depositCents : tour.balanceCents)}
            </span>
            <div className="st-muted" data-testid="study-tour-due">
              {b.status === 'deposit_pending'
                ? `请在 ${formatBeijingDateTime(b.depositExpiresAt)} 前支付定金，逾期名额自动释放`
                : `${formatBeijingDateTime(tour.balanceDueAt)} 前支付尾款`}
            </div>
          </div>
          {b.status === 'deposit_pending' ? (
            <button
              type="button"
              className="st-btn"
              data-testid="study-tour-pay-deposit"
              onClick={() =>
                setPayment({
                  bookingNo: b.bookingNo,
                  orderNo: b.depositOrderNo,
                  payAmountCents: tour.depositCents,
                })
              }
            >
              支付定金
            </button>
          ) : (
            <button
              type="button"
              className="st-btn"
              data-testid="study-tour-pay-balance"
              disabled={busy}
              onClick={payBalance}
            >
              支付尾款
            </button>
          )}
        </nav>
      ) : null}
      {payment ? (
        <TourPay
          payment={payment}
          label={b.status === 'deposit_pending' ? '支付研学定金' : '支付研学尾款'}
          returnPath={`/${b.status === 'deposit_pending' ? 'studyTourDepositPaymentResult' : 'studyTourFinalPaymentResult'}?bookingNo=${b.bookingNo}`}
          onClose={() => {
            setPayment(null);
            answer.refetch();
          }}
          onPaid={() =>
            navigate(
              getHref(
                b.status === 'deposit_pending'
                  ? 'studyTourDepositPaymentResult'
                  : 'studyTourFinalPaymentResult',
                {
                  query: { bookingNo: b.bookingNo },
                },
              ),
            )
          }
        />
      ) : null}
    </main>
  );
}
