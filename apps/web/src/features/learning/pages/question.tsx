import { questionList, saveQuestion } from '@course/contracts/learning-extra';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { questionContentError } from '@course/domain/live-lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { Empty, PageState } from '../../../ui/states';
import { WithCourse } from '../components/with-course';
import '../learning-shared.css';

/** question / live-question: ask the teacher, see answers. */
export default function QuestionPage() {
  const entry = useRouteEntry();
  const isLive = entry?.name === 'live-question';
  return <WithCourse>{(courseId) => <Questions courseId={courseId} isLive={isLive} />}</WithCourse>;
}

function Questions(props: { courseId: number; isLive: boolean }) {
  const list = useCall(questionList, {
    courseId: props.courseId,
    isLive: props.isLive,
    pageNum: 1,
    pageSize: 30,
  });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const ask = useAction();
  return (
    <main className="lc-page" data-testid="question-page">
      <form
        className="lc-block lc-note-box"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = questionContentError(text);
          if (problem) return toast(problem);
          void ask.run(async () => {
            await callApi(saveQuestion, {
              body: { courseId: props.courseId, isLive: props.isLive, content: text.trim() },
            });
            setText('');
            toast('提问成功，老师会尽快回复');
            void queryClient.invalidateQueries({ queryKey: callKey(questionList) });
          });
        }}
      >
        <textarea
          maxLength={1000}
          placeholder={props.isLive ? '直播中有什么疑问？' : '向老师提问…'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="lc-btn lc-btn-small" disabled={ask.busy}>
          {ask.busy ? '提交中…' : '提交问题'}
        </button>
      </form>
      <PageState query={list}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((q) => (
                <article key={q.id} className="lc-list-item">
                  问：{q.content}
                  <small>
                    {q.answer ? `答：${q.answer}` : '等待老师回复'} · {formatBeijingDate(q.createdAt)}
                  </small>
                </article>
              ))}
            </section>
          ) : (
            <Empty text="还没有提问" />
          )
        }
      </PageState>
    </main>
  );
}
