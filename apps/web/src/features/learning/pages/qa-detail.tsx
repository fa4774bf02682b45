import {
  questionAll,
  questionAnswer,
  questionDetail,
  type TQuestion,
} from '@course/contracts/learning-extra';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { ANSWER_MAX_CHARS, answerError } from '@course/domain/live-lessons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { NothingHere, PageState } from '../../../ui/states';
import { QuestionTags } from '../qa/question-card';
import '../qa/qa.css';

/**
 * queAnswerDetail (query id, 问答详情): the question and the teacher's answer, text and/or a video
 * (queAnswerVideo plays it). A teacher signed in on the device (teacherLogin) answers or corrects the answer here.
 */
export default function QuestionDetailPage() {
  const id = useQueryId('id', 'questionId');
  const navigate = useAppNavigate();
  const answer = useCall(questionDetail, { questionId: id ?? 0 }, { enabled: id !== null });
  if (id === null)
    return <NothingHere text="问题不存在" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  return (
    <main className="qa-page" data-testid="qa-detail-page">
      <PageState query={answer}>
        {({ question: q, isTeacher }) => (
          <>
            <article className="qa-card">
              <p className="qa-q" data-testid="qa-question">
                {q.content}
              </p>
              <div className="qa-meta">
                <QuestionTags q={q} />
                <span>{q.isMine ? '我' : q.askerName}</span>
                <span>{formatBeijingDateTime(q.createdAt)}</span>
              </div>
              {q.answeredAt ? (
                <div className="qa-a" data-testid="qa-answer">
                  <strong>{q.answeredByName ?? '老师'}的回答</strong>
                  {q.answer ? <p>{q.answer}</p> : null}
                  <div className="qa-meta">{formatBeijingDateTime(q.answeredAt)}</div>
                </div>
              ) : (
                <p className="qa-a" data-testid="qa-waiting">
                  老师还没有回答，回答后会通过消息中心通知你
                </p>
              )}
              {q.answerVideoUrl ? (
                <button
                  type="button"
                  className="qa-btn qa-btn-block"
                  data-testid="qa-watch-video"
                  onClick={() => navigate(getHref('queAnswerVideo', { query: { id: q.id } }))}
                >
                  观看视频解答
                </button>
              ) : null}
            </article>
            <p className="qa-tip" style={{ margin: '0 0.12rem' }}>
              课程：{q.courseTitle}
            </p>
            {isTeacher ? <AnswerForm q={q} /> : null}
            {!isTeacher ? (
              <div style={{ margin: '0.12rem 0.1rem' }}>
                <button
                  type="button"
                  className="qa-btn qa-btn-block"
                  data-testid="qa-more"
                  onClick={() => navigate(getHref('allQueAnswer', { query: { courseId: q.courseId } }))}
                >
                  查看全部问答
                </button>
              </div>
            ) : null}
          </>
        )}
      </PageState>
    </main>
  );
}

/** The teacher's answer: text and/or a video address (an upload of our site or an http(s) address). */
function AnswerForm(props: { q: TQuestion }) {
  const client = useQueryClient();
  const [text, setText] = useState(props.q.answer ?? '');
  const [video, setVideo] = useState(props.q.answerVideoUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = answerError(text, video.trim() || null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await callApi(questionAnswer, {
        body: {
          questionId: props.q.id,
          answer: text.trim(),
          ...(video.trim() ? { videoUrl: video.trim() } : {}),
        },
      });
      toast('回答已发布');
      void client.invalidateQueries({ queryKey: callKey(questionDetail) });
      void client.invalidateQueries({ queryKey: callKey(questionAll) });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="qa-card qa-form" onSubmit={submit} data-testid="qa-answer-form">
      <h2 className="qa-section-title" style={{ margin: '0 0 0.08rem' }}>
        {props.q.answeredAt ? '修改回答' : '回答问题'}
      </h2>
      <textarea
        data-testid="qa-answer-input"
        placeholder="输入回答内容"
        value={text}
        maxLength={ANSWER_MAX_CHARS}
        onChange={(e) => setText(e.target.value)}
      />
      <input
        type="text"
        data-testid="qa-answer-video"
        placeholder="视频解答地址（可选，/uploads/… 或 https://…）"
        value={video}
        onChange={(e) => setVideo(e.target.value)}
      />
      {error ? (
        <p className="qa-error" data-testid="qa-answer-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="qa-btn qa-btn-block" data-testid="qa-answer-submit" disabled={busy}>
        发布回答
      </button>
    </form>
  );
}
