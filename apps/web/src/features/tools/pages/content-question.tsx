import { contentPostDetail } from '@course/contracts/tools-content';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { isFinalError, PageState } from '../../../ui/states';
import { ContentCardRow, dateOf, MaybeGate } from '../components/content-parts';
import { EmptyState } from '../components/tool-states';
import '../tools-shared.css';
import './content.css';

/**
 * questionDetail: one learner's question on a resource with the teacher's answer (or that it is waiting). A link
 * without a question, or to one that is not there, says so with the way back to the toolbox.
 */
export default function QuestionDetailPage() {
  const postId = useQueryId('id', 'questionId', 'postId');
  return (
    <MaybeGate toolCode="video-tools">
      {postId === null ? <EmptyState text="没有找到这个问题" /> : <Question postId={postId} />}
    </MaybeGate>
  );
}

function Question(props: { postId: number }) {
  const detail = useCall(contentPostDetail, { postId: props.postId });
  if (isFinalError(detail.error)) return <EmptyState text="没有找到这个问题" />;
  return (
    <main className="tl-page ct-page" data-testid="content-question-detail">
      <PageState query={detail}>
        {(d) => (
          <>
            <article className="tl-card ct-qa">
              <p className="ct-q">
                <span>问</span>
                {d.post.text}
              </p>
              <small className="tl-muted">
                {d.post.mine ? '我' : d.post.askerName} · {dateOf(d.post.createdAt)}
              </small>
              {d.post.answer ? (
                <p className="ct-a" data-testid="content-answer">
                  <span>答</span>
                  {d.post.answer}
                  <small>{d.post.answeredBy}</small>
                </p>
              ) : (
                <p className="ct-a ct-a-wait" data-testid="content-answer-waiting">
                  老师会在 24 小时内回答，请留意消息通知
                </p>
              )}
            </article>
            <section className="tl-card ct-rows">
              <h2 className="tl-card-title">提问来自</h2>
              <ContentCardRow card={d.item} route="resourceDetail" />
            </section>
          </>
        )}
      </PageState>
    </main>
  );
}
