import type { TQuestion } from '@course/contracts/learning-extra';
import { formatBeijingDateTime } from '@course/domain/beijing-time';

/** A question's state: 已回答 / 待回答, and 视频解答 when the teacher answered with a video. */
export function QuestionTags(props: { q: TQuestion }) {
  const { q } = props;
  return (
    <>
      {q.answeredAt ? (
        <span className="qa-tag qa-tag-done">已回答</span>
      ) : (
        <span className="qa-tag qa-tag-wait">待回答</span>
      )}
      {q.answerVideoUrl ? <span className="qa-tag qa-tag-video">视频解答</span> : null}
      {!q.isPublic ? <span className="qa-tag qa-tag-wait">仅自己可见</span> : null}
    </>
  );
}

/** A question in a list: the question, the start of the answer, who asked and when. */
export function QuestionCard(props: { q: TQuestion; onOpen: () => void }) {
  const { q } = props;
  return (
    <button type="button" className="qa-card" data-testid="qa-item" onClick={props.onOpen}>
      <p className="qa-q">{q.content}</p>
      {q.answer ? (
        <p className="qa-a">
          <span className="qa-a-clamp">
            {q.answeredByName ?? '老师'}：{q.answer}
          </span>
        </p>
      ) : null}
      <div className="qa-meta">
        <QuestionTags q={q} />
        <span>{q.isMine ? '我' : q.askerName}</span>
        <span>{formatBeijingDateTime(q.createdAt)}</span>
      </div>
    </button>
  );
}
