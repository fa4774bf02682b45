import { questionAll, questionList, saveQuestion } from '@course/contracts/learning-extra';
import { QUESTION_DAILY_LIMIT, QUESTION_MAX_CHARS, questionContentError } from '@course/domain/live-lessons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { Empty, PageState } from '../../../ui/states';
import { WithCourse } from '../components/with-course';
import { QuestionCard } from '../qa/question-card';
import '../qa/qa.css';

/**
 * queAnswer (query courseId, live=1 from a live room; 问答): ask the course's teacher (5–300 characters, at
 * most 5 a day, public to the course's learners unless kept private), then the learner's own questions.
 */
export default function AskQuestionPage() {
  return <WithCourse>{(courseId) => <Ask courseId={courseId} />}</WithCourse>;
}

function Ask(props: { courseId: number }) {
  const [query] = useSearchParams();
  const isLive = query.get('live') === '1';
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const mine = useCall(questionList, { courseId: props.courseId, pageNum: 1, pageSize: 20 });
  const [text, setText] = useState('');
  const [isPublic, setPublic] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...text.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = questionContentError(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const q = await callApi(saveQuestion, {
        body: { courseId: props.courseId, isLive, isPublic, content: text.trim() },
      });
      toast('提问成功，老师会尽快回答');
      setText('');
      void client.invalidateQueries({ queryKey: callKey(questionList) });
      void client.invalidateQueries({ queryKey: callKey(questionAll) });
      navigate(getHref('queAnswerDetail', { query: { id: q.id } }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="qa-page" data-testid="qa-ask-page">
      <form className="qa-card qa-form" onSubmit={submit}>
        <textarea
          data-testid="qa-input"
          placeholder={isLive ? '直播中没听懂的地方，写下来问老师…' : '写下你的问题，老师会在这里回答…'}
          value={text}
          maxLength={QUESTION_MAX_CHARS + 20}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <div className="qa-count">
          {length}/{QUESTION_MAX_CHARS}
        </div>
        <label className="qa-check">
          <input
            type="checkbox"
            data-testid="qa-public"
            checked={isPublic}
            onChange={(e) => setPublic(e.target.checked)}
          />
          公开到全部问答（其他同学也能看到老师的回答）
        </label>
        {error ? (
          <p className="qa-error" data-testid="qa-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="qa-btn qa-btn-block" data-testid="qa-submit" disabled={busy}>
          提交问题
        </button>
        <p className="qa-tip">每天最多提问 {QUESTION_DAILY_LIMIT} 次，老师一般会在 24 小时内回答。</p>
      </form>
      <h2 className="qa-section-title">我的提问</h2>
      <PageState query={mine}>
        {(d) =>
          d.list.length ? (
            d.list.map((q) => (
              <QuestionCard
                key={q.id}
                q={q}
                onOpen={() => navigate(getHref('queAnswerDetail', { query: { id: q.id } }))}
              />
            ))
          ) : (
            <Empty text="还没有提问" />
          )
        }
      </PageState>
    </main>
  );
}
