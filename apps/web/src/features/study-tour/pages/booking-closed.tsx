import { studyTourBooking } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { BOOKING_STATUS_TEXT, isBookingNo, LIVE } from '../page-config';
import '../study-tour-shared.css';

/**
 * studyTourCloseDepositFinalModel (query bookingNo): a booking that no longer holds a place — the balance not
 * paid by the due date (the deposit is kept, per the agreement), a deposit not paid in time, or a refund — and
 * what happened to the money.
 */
export default function BookingClosedPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const bookingNo = params.get('bookingNo');
  const valid = isBookingNo(bookingNo);
  const answer = useCall(
    studyTourBooking,
    { bookingNo: bookingNo ?? '' },
    { enabled: valid, staleTime: LIVE },
  );
  if (!valid)
    return <NothingHere text="未找到该报名" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const b = answer.data;
  const why =
    b.status === 'closed'
      ? `尾款未在 ${formatBeijingDateTime(b.tour.balanceDueAt)} 前支付，报名已关闭，名额已释放。按报名协议，定金 ¥${formatPrice(b.tour.depositCents)} 不予退还。`
      : b.status === 'lapsed'
        ? '定金未在订单有效期内支付，名额已释放，未产生任何费用。'
        : b.status === 'cancelled'
          ? '报名已因退款取消，退款将原路退回。'
          : '该报名仍有效。';
  return (
    <main className="st-page" data-testid="study-tour-closed-page">
      <section className="st-card st-center" style={{ marginTop: 16 }}>
        <h2 data-testid="study-tour-closed-title">{BOOKING_STATUS_TEXT[b.status]}</h2>
        <p className="st-muted">{b.tour.title}</p>
        <p className="st-para" data-testid="study-tour-closed-reason">
          {why}
        </p>
        <button
          type="button"
          className="st-btn st-btn-block"
          onClick={() => navigate(getHref('studyTour'))}
          data-testid="study-tour-closed-home"
        >
          看看其他研学
        </button>
      </section>
    </main>
  );
}
