import { studyTourBooking } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { isBookingNo, LIVE, RESULT_PAGES } from '../page-config';
import '../study-tour-shared.css';

/**
 * studyTourDepositPaymentResult and studyTourFinalPaymentResult (query bookingNo): where paying the deposit or
 * the balance ends. Asks again every 2 s while the payment is not confirmed yet (a late notification).
 */
export default function PaymentResultPage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const config = RESULT_PAGES[entry?.name ?? ''] ?? RESULT_PAGES.studyTourDepositPaymentResult!;
  const [params] = useSearchParams();
  const bookingNo = params.get('bookingNo');
  const valid = isBookingNo(bookingNo);
  const answer = useCall(
    studyTourBooking,
    { bookingNo: bookingNo ?? '' },
    { enabled: valid, staleTime: LIVE },
  );
  const b = answer.data;
  const paid = b ? config.paidWhen.includes(b.status) : false;
  const waiting =
    Boolean(b) &&
    !paid &&
    (config.part === 'deposit' ? b?.status === 'deposit_pending' : b?.status === 'deposit_paid');
  const { refetch } = answer;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refetch(), 2000);
    return () => clearInterval(timer);
  }, [waiting, refetch]);

  if (!valid)
    return <NothingHere text="未找到该报名" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !b)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => refetch()} />;
  const deposit = config.part === 'deposit';
  const title = paid
    ? deposit
      ? '定金支付成功'
      : '尾款支付成功，报名完成'
    : waiting
      ? '正在确认支付结果…'
      : '支付未完成';
  return (
    <main
      className="st-page"
      data-testid={deposit ? 'study-tour-deposit-result-page' : 'study-tour-final-result-page'}
    >
      <section className="st-card st-center" style={{ marginTop: 16 }}>
        <div
          className={`st-result-icon ${paid ? 'st-result-ok' : waiting ? 'st-result-wait' : 'st-result-bad'}`}
          aria-hidden
        />
        <h2 data-testid="study-tour-result-title">{title}</h2>
        <p className="st-muted">{b.tour.title}</p>
        {paid && deposit ? (
          <p data-testid="study-tour-result-next">
            名额已锁定，请在 {formatBeijingDateTime(b.tour.balanceDueAt)} 前支付尾款 ¥
            {formatPrice(b.tour.balanceCents)}
          </p>
        ) : null}
        {paid && !deposit ? <p data-testid="study-tour-result-next">出发当天凭签到二维码签到</p> : null}
        {paid && !deposit ? (
          <button
            type="button"
            className="st-btn st-btn-block"
            data-testid="study-tour-result-sign-in"
            onClick={() => navigate(getHref('studySignIn', { query: { bookingNo: b.bookingNo } }))}
          >
            查看签到二维码
          </button>
        ) : (
          <button
            type="button"
            className="st-btn st-btn-block"
            data-testid="study-tour-result-booking"
            onClick={() =>
              navigate(getHref('studyTourDepositFinalPayment', { query: { bookingNo: b.bookingNo } }))
            }
          >
            {paid ? '去支付尾款' : '查看报名'}
          </button>
        )}
      </section>
    </main>
  );
}
