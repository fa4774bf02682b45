import { studyTourBooking } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, NothingHere, PageError, PageLoading } from '../../../ui/states';
import { isBookingNo, LIVE } from '../page-config';
import '../study-tour-shared.css';

/**
 * studySignIn (query bookingNo, 研学签到): the booking's sign-in QR (an <img>) for staff to scan at the event,
 * shown once the booking is fully paid; the time of signing in once staff have checked it.
 */
export default function SignInPage() {
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
  return (
    <main className="st-page" data-testid="study-sign-in-page">
      <header className="st-hero">
        <h1>研学签到</h1>
        <p>{b.tour.title}</p>
      </header>
      <section className="st-card st-center">
        {b.signInQr ? (
          <>
            <img className="st-qr" src={b.signInQr} alt="签到二维码" data-testid="study-sign-in-qr" />
            <p data-testid="study-sign-in-state">
              {b.signedInAt
                ? `已于 ${formatBeijingDateTime(b.signedInAt)} 签到`
                : '出发当天请向带队老师出示此二维码'}
            </p>
            <p className="st-muted">
              集合时间 {formatBeijingDateTime(b.tour.startsAt)} · 请勿将二维码分享给他人
            </p>
          </>
        ) : (
          <Empty
            text="支付尾款后即可获得签到二维码"
            action={
              <button
                type="button"
                className="st-btn"
                onClick={() =>
                  navigate(getHref('studyTourDepositFinalPayment', { query: { bookingNo: b.bookingNo } }))
                }
              >
                去支付尾款
              </button>
            }
          />
        )}
      </section>
    </main>
  );
}
