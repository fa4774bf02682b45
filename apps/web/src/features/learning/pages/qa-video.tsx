import { questionDetail } from '@course/contracts/learning-extra';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, NothingHere, PageState } from '../../../ui/states';
import { StreamPlayer } from '../../../ui/stream-player';
import '../qa/qa.css';

/** queAnswerVideo (query id, 视频解答): the teacher's video answer to a question, with the question under it. */
export default function AnswerVideoPage() {
  const id = useQueryId('id', 'questionId');
  const answer = useCall(questionDetail, { questionId: id ?? 0 }, { enabled: id !== null });
  if (id === null)
    return <NothingHere text="问题不存在" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  return (
    <main className="qa-page" data-testid="qa-video-page">
      <PageState query={answer}>
        {({ question: q }) =>
          q.answerVideoUrl ? (
            <>
              <div className="qa-video">
                <StreamPlayer src={q.answerVideoUrl} testId="qa-video" />
              </div>
              <article className="qa-card">
                <p className="qa-q">{q.content}</p>
                {q.answer ? <p className="qa-a">{q.answer}</p> : null}
                <div className="qa-meta">
                  <span>{q.answeredByName ?? '老师'}的视频解答</span>
                  {q.answeredAt ? <span>{formatBeijingDateTime(q.answeredAt)}</span> : null}
                </div>
              </article>
            </>
          ) : (
            <Empty text="这个问题还没有视频解答" />
          )
        }
      </PageState>
    </main>
  );
}
