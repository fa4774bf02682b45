import { studyTourNotice } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { positiveId } from '../page-config';
import '../study-tour-shared.css';

/** studyTourNoticeDetail (query noticeId): one study-tour notice. */
export default function NoticeDetailPage() {
  const [params] = useSearchParams();
  const noticeId = positiveId(params.get('noticeId'));
  const answer = useCall(studyTourNotice, { noticeId: noticeId ?? 0 }, { enabled: noticeId !== null });
  if (noticeId === null)
    return <NothingHere text="未找到该公告" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const n = answer.data;
  return (
    <main className="st-page" data-testid="study-tour-notice-page">
      <section className="st-card" style={{ marginTop: 10 }}>
        <h2 className="st-title" data-testid="study-tour-notice-title">
          {n.title}
        </h2>
        <p className="st-muted">{formatBeijingDateTime(n.publishedAt)}</p>
        {n.body.map((p) => (
          <p key={p} className="st-para">
            {p}
          </p>
        ))}
      </section>
    </main>
  );
}
