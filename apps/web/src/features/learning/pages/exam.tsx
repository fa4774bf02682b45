import { completeExam, getExam } from '@course/contracts/learning-study';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { PageState } from '../../../ui/states';
import { courseWayOn, WithCourse } from '../components/with-course';
import '../learning-shared.css';
import './exam.css';

/** exam (answer and hand in) and exam-jie (the answers with explanations). */
export default function ExamPage() {
  const entry = useRouteEntry();
  return (
    <WithCourse>
      {(courseId) => <Exam courseId={courseId} analysis={entry?.name === 'exam-jie'} />}
    </WithCourse>
  );
}

function Exam(props: { courseId: number; analysis: boolean }) {
  const exam = useCall(getExam, { courseId: props.courseId });
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const [retake, setRetake] = useState(false);
  // one hand-in at a time: from the first tap until the answer, a second tap neither asks again nor hands in
  const handingIn = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="exam-page">
      <PageState query={exam} wayOn={courseWayOn(props.courseId)}>
        {(d) => {
          const showResult = d.result !== null && (props.analysis || !retake);
          return (
            <>
              <section className="lc-block">
                <h2>
                  {d.courseTitle} · {d.title}
                </h2>
                <p className="lc-muted">
                  共 {d.questions.length} 题，满分 {d.totalScore}，{d.passScore} 分及格
                </p>
                {d.result ? (
                  <div className="lc-score" data-testid="exam-score">
                    <strong>{d.result.score}</strong> 分
                    <p>
                      {d.result.passed ? '恭喜通过考试！' : '未通过，再接再厉'} · 已考 {d.result.attempts} 次
                    </p>
                    {d.result.passed ? (
                      <button
                        type="button"
                        className="lc-btn lc-btn-small"
                        onClick={() => navigate(getHref('get-citation', { query: { course: d.courseId } }))}
                      >
                        领取奖状
                      </button>
                    ) : null}
                    {!props.analysis ? (
                      <button
                        type="button"
                        className="lc-btn lc-btn-ghost lc-btn-small"
                        onClick={() => setRetake(!retake)}
                      >
                        {retake ? '查看解析' : '重新考试'}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </section>
              {d.questions.map((q, qi) => {
                const mine = showResult ? (d.result?.answers[String(q.id)] ?? []) : (picked[q.id] ?? []);
                return (
                  <section key={q.id} className="lc-block lc-question">
                    <p>
                      {qi + 1}. {q.stem}{' '}
                      <small className="lc-muted">
                        （{q.kind === 'multiple' ? '多选' : q.kind === 'judge' ? '判断' : '单选'}，{q.score}
                        分）
                      </small>
                    </p>
                    {q.options.map((o, oi) => {
                      const right = showResult && q.answer?.includes(oi);
                      const wrong = showResult && mine.includes(oi) && !q.answer?.includes(oi);
                      return (
                        <button
                          type="button"
                          key={o}
                          disabled={showResult}
                          className={`lc-option ${mine.includes(oi) ? 'is-picked' : ''} ${right ? 'is-right' : ''} ${wrong ? 'is-wrong' : ''}`}
                          onClick={() =>
                            setPicked({
                              ...picked,
                              [q.id]:
                                q.kind === 'multiple'
                                  ? mine.includes(oi)
                                    ? mine.filter((x) => x !== oi)
                                    : [...mine, oi]
                                  : [oi],
                            })
                          }
                        >
                          {String.fromCharCode(65 + oi)}. {o}
                        </button>
                      );
                    })}
                    {showResult && q.explanation ? <p className="lc-explain">解析：{q.explanation}</p> : null}
                  </section>
                );
              })}
              {!showResult ? (
                <section className="lc-block">
                  <button
                    type="button"
                    className="lc-btn"
                    style={{ width: '100%' }}
                    data-testid="exam-submit"
                    disabled={submitting}
                    onClick={async () => {
                      if (handingIn.current) return;
                      handingIn.current = true;
                      const unanswered = d.questions.filter((q) => !picked[q.id]?.length).length;
                      try {
                        // the app's own dialog (确定 / 取消): the browser's confirm box shows the site's address
                        if (
                          unanswered &&
                          !(await confirmModal({ content: `还有 ${unanswered} 题未作答，确定交卷吗？` }))
                        ) {
                          return;
                        }
                        setSubmitting(true);
                        const r = await callApi(completeExam, {
                          body: {
                            examId: d.id,
                            answers: d.questions.map((q) => ({
                              questionId: q.id,
                              choices: picked[q.id] ?? [],
                            })),
                          },
                        });
                        toast(
                          r.result.passed
                            ? `交卷成功，得分 ${r.result.score}`
                            : `得分 ${r.result.score}，未通过`,
                        );
                        setRetake(false);
                        setPicked({});
                        void queryClient.invalidateQueries({ queryKey: callKey(getExam) });
                      } catch (error) {
                        toast((error as Error).message);
                      } finally {
                        handingIn.current = false;
                        setSubmitting(false);
                      }
                    }}
                  >
                    交卷
                  </button>
                </section>
              ) : null}
            </>
          );
        }}
      </PageState>
    </main>
  );
}
