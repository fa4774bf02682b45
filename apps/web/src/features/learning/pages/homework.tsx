import { homeworkList, submitHomework } from '@course/contracts/learning-study';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { Empty, PageState } from '../../../ui/states';
import { courseWayOn, WithCourse } from '../components/with-course';
import '../learning-shared.css';
import './homework.css';

/** homework (hand in) and homework-jie (the model answers once handed in). */
export default function HomeworkPage() {
  const entry = useRouteEntry();
  const analysis = entry?.name === 'homework-jie';
  return <WithCourse>{(courseId) => <Homework courseId={courseId} analysis={analysis} />}</WithCourse>;
}

function Homework(props: { courseId: number; analysis: boolean }) {
  const list = useCall(homeworkList, { courseId: props.courseId });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const queryClient = useQueryClient();
  const handIn = useAction();
  const [handingIn, setHandingIn] = useState<number | null>(null);
  return (
    <main className="lc-page" data-testid="homework-page">
      <PageState query={list} wayOn={courseWayOn(props.courseId)}>
        {(d) =>
          d.list.length ? (
            d.list.map((h) => (
              <section key={h.id} className="lc-block" data-testid={`homework-${h.id}`}>
                <h3>{h.title}</h3>
                {h.chapterTitle ? <p className="lc-muted">{h.chapterTitle}</p> : null}
                <p>{h.content}</p>
                {props.analysis || (h.submission && h.submission.score !== null) ? (
                  <>
                    <p className="lc-explain">我的作答：{h.submission?.answer ?? '未提交'}</p>
                    {h.submission?.score !== null && h.submission?.score !== undefined ? (
                      <p>
                        得分：{h.submission.score}　{h.submission.comment}
                      </p>
                    ) : null}
                    {h.analysis ? (
                      <p className="lc-explain">解析：{h.analysis}</p>
                    ) : (
                      <p className="lc-muted">提交作业后可查看解析</p>
                    )}
                  </>
                ) : (
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      const answer = (answers[h.id] ?? h.submission?.answer ?? '').trim();
                      if (!answer) return toast('请先写下你的作答');
                      setHandingIn(h.id);
                      void handIn.run(async () => {
                        await callApi(submitHomework, { body: { homeworkId: h.id, answer } });
                        toast('作业已提交');
                        void queryClient.invalidateQueries({ queryKey: callKey(homeworkList) });
                      });
                    }}
                  >
                    <textarea
                      className="lc-textarea"
                      maxLength={5000}
                      placeholder="写下你的作答…"
                      value={answers[h.id] ?? h.submission?.answer ?? ''}
                      onChange={(e) => setAnswers({ ...answers, [h.id]: e.target.value })}
                    />
                    <button type="submit" className="lc-btn lc-btn-small" disabled={handIn.busy}>
                      {handIn.busy && handingIn === h.id ? '提交中…' : h.submission ? '修改作业' : '提交作业'}
                    </button>
                    {h.analysis ? <p className="lc-explain">解析：{h.analysis}</p> : null}
                  </form>
                )}
              </section>
            ))
          ) : (
            <Empty text="这门课暂时没有作业" />
          )
        }
      </PageState>
    </main>
  );
}
