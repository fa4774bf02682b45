import { studyTourHome } from '@course/contracts/study-tour-booking';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import { TourCard } from '../components/tour-card';
import { BOOKING_STATUS_TEXT, LIVE } from '../page-config';
import '../study-tour-shared.css';

/**
 * studyTour (the 研学 tab): the learner's bookings, the notices, the tours taking bookings and past tours
 * (往期回顾), all from studyTourHome.
 */
export default function TourHomePage() {
  const navigate = useAppNavigate();
  const answer = useCall(studyTourHome, {}, { staleTime: LIVE });
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { tours, previous, notices, myBookings } = answer.data;
  return (
    <main className="st-page" data-testid="study-tour-page">
      <header className="st-hero">
        <h1>研学旅行</h1>
        <p>行走的课堂 · 名师带队 · 小班出行</p>
      </header>
      {myBookings.length > 0 ? (
        <section className="st-card" data-testid="study-tour-my-bookings">
          <h3 className="st-title">我的报名</h3>
          {myBookings.map((b) => (
            <button
              type="button"
              key={b.bookingNo}
              className="st-list-item"
              data-testid="study-tour-my-booking"
              onClick={() =>
                navigate(getHref('studyTourDepositFinalPayment', { query: { bookingNo: b.bookingNo } }))
              }
            >
              <div>{b.tour.title}</div>
              <div className="st-tag">{BOOKING_STATUS_TEXT[b.status]}</div>
            </button>
          ))}
        </section>
      ) : null}
      <section className="st-card" data-testid="study-tour-notices">
        <h3 className="st-title">研学公告</h3>
        {notices.length === 0 ? (
          <Empty text="暂无公告" />
        ) : (
          notices.slice(0, 3).map((n) => (
            <button
              type="button"
              key={n.id}
              className="st-list-item"
              data-testid="study-tour-notice"
              onClick={() => navigate(getHref('studyTourNoticeDetail', { query: { noticeId: n.id } }))}
            >
              <div>{n.title}</div>
              <div className="st-muted">{formatBeijingDate(n.publishedAt)}</div>
            </button>
          ))
        )}
        <button
          type="button"
          className="st-link"
          data-testid="study-tour-all-notices"
          onClick={() => navigate(getHref('studyTourNoticeEmpty'))}
        >
          全部公告
        </button>
      </section>
      <section className="st-card" data-testid="study-tour-list">
        <h3 className="st-title">正在报名</h3>
        {tours.length === 0 ? (
          <Empty text="新一期研学即将发布，敬请期待" />
        ) : (
          tours.map((t) => (
            <TourCard
              key={t.id}
              tour={t}
              testId="study-tour-card"
              onOpen={() => navigate(getHref('studyTourInfo', { query: { tourId: t.id } }))}
            />
          ))
        )}
      </section>
      <section className="st-card" data-testid="study-tour-previous">
        <h3 className="st-title">往期回顾</h3>
        {previous.length === 0 ? (
          <Empty text="暂无往期研学" />
        ) : (
          previous.map((t) => (
            <TourCard
              key={t.id}
              tour={t}
              testId="study-tour-previous-card"
              onOpen={() => navigate(getHref('studyTourPreviousDetail', { query: { tourId: t.id } }))}
            />
          ))
        )}
      </section>
    </main>
  );
}
