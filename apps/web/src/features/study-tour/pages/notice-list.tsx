import { studyTourHome } from '@course/contracts/study-tour-booking';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import '../study-tour-shared.css';

/** studyTourNoticeEmpty (研学公告): every notice, or the empty notice board when there is none. */
export default function NoticeListPage() {
  const navigate = useAppNavigate();
  const answer = useCall(studyTourHome, {});
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { notices } = answer.data;
  return (
    <main className="st-page" data-testid="study-tour-notices-page">
      <section className="st-card" style={{ marginTop: 10 }}>
        <h2 className="st-title">研学公告</h2>
        {notices.length === 0 ? (
          <Empty text="暂无研学公告" />
        ) : (
          notices.map((n) => (
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
      </section>
    </main>
  );
}
