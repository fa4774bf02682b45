import { formatBeijingDate } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callApi } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { ProgressBar } from '../../catalogue/components/course-parts';
import { TeacherSheet } from '../../catalogue/pages/course-detail';
import { api, key, useCall } from '../api';
import '../learning.css';

/** Pages that need a course: ask for one of the learner's courses when the link has none. */
function WithCourse(props: { children: (courseId: number) => ReactNode }) {
  const courseId = useQueryId('course', 'courseId', 'id');
  const centre = useCall(api.learnCentreTab, { tab: 'all' }, courseId === null);
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  if (courseId !== null) return <>{props.children(courseId)}</>;
  return (
    <main className="lc-page">
      <PageState query={centre}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              <header className="lc-block-head">
                <h2>选择课程</h2>
              </header>
              {d.list.map((i) => (
                <button
                  type="button"
                  key={i.course.id}
                  className="lc-list-item"
                  onClick={() => entry && navigate(getHref(entry.name, { query: { course: i.course.id } }))}
                >
                  {i.course.title}
                  <small>已学 {i.percent}%</small>
                </button>
              ))}
            </section>
          ) : (
            <Empty text="还没有课程" />
          )
        }
      </PageState>
    </main>
  );
}

/** homework (hand in) and homework-jie (the model answers once handed in). */
export default function HomeworkPage() {
  const entry = useRouteEntry();
  const analysis = entry?.name === 'homework-jie';
  return <WithCourse>{(courseId) => <Homework courseId={courseId} analysis={analysis} />}</WithCourse>;
}

function Homework(props: { courseId: number; analysis: boolean }) {
  const list = useCall(api.homeworkList, { courseId: props.courseId });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const queryClient = useQueryClient();
  return (
    <main className="lc-page" data-testid="homework-page">
      <PageState query={list}>
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
                    onSubmit={async (e) => {
                      e.preventDefault();
                      const answer = (answers[h.id] ?? h.submission?.answer ?? '').trim();
                      if (!answer) return toast('请先写下你的作答');
                      try {
                        await callApi(api.submitHomework, { body: { homeworkId: h.id, answer } });
                        toast('作业已提交');
                        void queryClient.invalidateQueries({ queryKey: key(api.homeworkList) });
                      } catch (error) {
                        toast((error as Error).message);
                      }
                    }}
                  >
                    <textarea
                      className="lc-textarea"
                      maxLength={5000}
                      placeholder="写下你的作答…"
                      value={answers[h.id] ?? h.submission?.answer ?? ''}
                      onChange={(e) => setAnswers({ ...answers, [h.id]: e.target.value })}
                    />
                    <button type="submit" className="lc-btn lc-btn-small">
                      {h.submission ? '修改作业' : '提交作业'}
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

/** exam (answer and hand in) and exam-jie (the answers with explanations). */
export function ExamPage() {
  const entry = useRouteEntry();
  return (
    <WithCourse>
      {(courseId) => <Exam courseId={courseId} analysis={entry?.name === 'exam-jie'} />}
    </WithCourse>
  );
}

function Exam(props: { courseId: number; analysis: boolean }) {
  const exam = useCall(api.getExam, { courseId: props.courseId });
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const [retake, setRetake] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="exam-page">
      <PageState query={exam}>
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
                    onClick={async () => {
                      const unanswered = d.questions.filter((q) => !picked[q.id]?.length).length;
                      if (unanswered && !window.confirm(`还有 ${unanswered} 题未作答，确定交卷吗？`)) return;
                      try {
                        const r = await callApi(api.completeExam, {
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
                        void queryClient.invalidateQueries({ queryKey: key(api.getExam) });
                      } catch (error) {
                        toast((error as Error).message);
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

/** note: the learner's notes, newest first (of one course with ?course=). */
export function NotesPage() {
  const courseId = useQueryId('course', 'courseId');
  const notes = useCall(api.noteList, { courseId: courseId ?? undefined, pageNum: 1, pageSize: 50 });
  return (
    <main className="lc-page" data-testid="notes-page">
      <PageState query={notes}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((n) => (
                <article key={n.id} className="lc-list-item">
                  {n.content}
                  <small>
                    {n.courseTitle}
                    {n.sectionTitle ? ` · ${n.sectionTitle}` : ''} · {formatBeijingDate(n.createdAt)}
                  </small>
                </article>
              ))}
            </section>
          ) : (
            <Empty text="还没有笔记，学习时随手记一笔吧" />
          )
        }
      </PageState>
    </main>
  );
}

/** citation / diploma: the learner's certificates; get-citation claims one for ?course=. */
export function CertificatesPage() {
  const entry = useRouteEntry();
  const courseId = useQueryId('course', 'courseId');
  const list = useCall(api.certificates, {});
  const queryClient = useQueryClient();
  const kind = entry?.name === 'diploma' ? 'diploma' : 'citation';
  const shown = list.data?.filter((c) => entry?.name === 'get-citation' || c.kind === kind) ?? [];
  return (
    <main className="lc-page" data-testid="certificates-page">
      {courseId !== null ? (
        <section className="lc-block">
          <button
            type="button"
            className="lc-btn"
            style={{ width: '100%' }}
            data-testid="claim-certificate"
            onClick={async () => {
              try {
                await callApi(api.claimCertificate, {
                  body: { courseId, kind: entry?.name === 'diploma' ? 'diploma' : 'citation' },
                });
                toast('领取成功');
                void queryClient.invalidateQueries({ queryKey: key(api.certificates) });
              } catch (error) {
                toast((error as Error).message);
              }
            }}
          >
            {entry?.name === 'diploma' ? '领取结业证书' : '领取奖状'}
          </button>
        </section>
      ) : null}
      <PageState query={list}>
        {() =>
          shown.length ? (
            shown.map((c) => (
              <article key={c.id} className="lc-cert" data-testid={`certificate-${c.id}`}>
                <h2>{c.kind === 'diploma' ? '结业证书' : '奖　状'}</h2>
                <p>
                  <strong>{c.learnerName}</strong> 同学（学号 {c.learnNumber ?? '—'}）：
                </p>
                <p>
                  {c.kind === 'diploma'
                    ? `已完成《${c.courseTitle}》全部课程的学习，准予结业。`
                    : `在《${c.courseTitle}》结课考试中成绩合格，特发此状，以资鼓励。`}
                </p>
                <p>主讲老师：{c.teacherName}</p>
                <p className="lc-cert-no">
                  编号 {c.serialNo} · {formatBeijingDate(c.issuedAt)}
                </p>
              </article>
            ))
          ) : (
            <Empty
              text={kind === 'diploma' ? '学完一门课的全部小节即可领取结业证书' : '通过结课考试即可领取奖状'}
            />
          )
        }
      </PageState>
    </main>
  );
}

/** learn-notice / admission-letter / admission: the admission letter of a course. */
export function AdmissionPage() {
  return <WithCourse>{(courseId) => <Admission courseId={courseId} />}</WithCourse>;
}

function Admission(props: { courseId: number }) {
  const info = useCall(api.admissionInfo, { courseId: props.courseId });
  return (
    <main className="lc-page" data-testid="admission-page">
      <PageState query={info}>
        {(a) => (
          <article className="lc-cert">
            <h2>录取通知书</h2>
            <p>
              <strong>{a.nickname}</strong> 同学（学号 {a.learnNumber ?? '—'}）：
            </p>
            <p>恭喜你被《{a.courseTitle}》录取！</p>
            <p>
              {a.campName
                ? `开营：${a.campName}，${formatBeijingDate(a.startsAt ?? a.grantedAt)}`
                : `入学日期：${formatBeijingDate(a.grantedAt)}`}
            </p>
            <p>
              {a.className ? `班级：${a.className}，` : ''}班主任：{a.teacherName} 老师
            </p>
            <p className="lc-muted">学习须知：每天按计划学习并打卡，遇到问题在“提问”中联系老师。</p>
          </article>
        )}
      </PageState>
    </main>
  );
}

/** studyReport / study-report / report-wx / phaseReport / guideReport. */
export function StudyReportPage() {
  const courseId = useQueryId('course', 'courseId');
  const report = useCall(api.studyReport, { courseId: courseId ?? undefined });
  return (
    <main className="lc-page" data-testid="study-report">
      <PageState query={report}>
        {(r) => (
          <>
            <section className="lc-centre-summary">
              <div>
                <strong>{r.learnDays}</strong>
                <small>学习天数</small>
              </div>
              <div>
                <strong>{r.stayMinutes}</strong>
                <small>学习分钟</small>
              </div>
              <div>
                <strong>{r.beatPercent}%</strong>
                <small>超过同学</small>
              </div>
            </section>
            <section className="lc-block">
              <h2>{r.nickname} 的学习报告</h2>
              <div className="lc-report-grid">
                <div>
                  <strong>
                    {r.learnedSections}/{r.totalSections}
                  </strong>
                  <small>学完小节</small>
                </div>
                <div>
                  <strong>{r.notes}</strong>
                  <small>笔记</small>
                </div>
                <div>
                  <strong>{r.examScore ?? '—'}</strong>
                  <small>考试</small>
                </div>
              </div>
            </section>
            <section className="lc-block">
              {r.courses.map((c) => (
                <div key={c.courseId} className="lc-list-item">
                  {c.title}
                  <ProgressBar percent={c.percent} />
                  <small>{c.percent}%</small>
                </div>
              ))}
            </section>
          </>
        )}
      </PageState>
    </main>
  );
}

/** question / live-question: ask the teacher, see answers. */
export function QuestionPage() {
  const entry = useRouteEntry();
  const isLive = entry?.name === 'live-question';
  return <WithCourse>{(courseId) => <Questions courseId={courseId} isLive={isLive} />}</WithCourse>;
}

function Questions(props: { courseId: number; isLive: boolean }) {
  const list = useCall(api.questionList, {
    courseId: props.courseId,
    isLive: props.isLive,
    pageNum: 1,
    pageSize: 30,
  });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  return (
    <main className="lc-page" data-testid="question-page">
      <form
        className="lc-block lc-note-box"
        onSubmit={async (e) => {
          e.preventDefault();
          if (text.trim().length < 2) return toast('请把问题描述清楚一些');
          try {
            await callApi(api.saveQuestion, {
              body: { courseId: props.courseId, isLive: props.isLive, content: text.trim() },
            });
            setText('');
            toast('提问成功，老师会尽快回复');
            void queryClient.invalidateQueries({ queryKey: key(api.questionList) });
          } catch (error) {
            toast((error as Error).message);
          }
        }}
      >
        <textarea
          maxLength={1000}
          placeholder={props.isLive ? '直播中有什么疑问？' : '向老师提问…'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="lc-btn lc-btn-small">
          提交问题
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

/** practiceClockingIn: today's check-in of a course. */
export function ClockInPage() {
  return <WithCourse>{(courseId) => <ClockIn courseId={courseId} />}</WithCourse>;
}

function ClockIn(props: { courseId: number }) {
  const info = useCall(api.clockInfo, { courseId: props.courseId });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  return (
    <main className="lc-page" data-testid="clock-in-page">
      <PageState query={info}>
        {(c) => (
          <>
            <section className="lc-centre-summary">
              <div>
                <strong>{c.streakDays}</strong>
                <small>连续打卡</small>
              </div>
              <div>
                <strong>{c.totalDays}</strong>
                <small>累计打卡</small>
              </div>
            </section>
            {c.todayDone ? (
              <p className="lc-block">今天已打卡，明天继续加油！</p>
            ) : (
              <form
                className="lc-block lc-note-box"
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (!text.trim()) return toast('写一句今天的练习心得吧');
                  try {
                    await callApi(api.clockIn, { body: { courseId: props.courseId, content: text.trim() } });
                    toast('打卡成功');
                    void queryClient.invalidateQueries({ queryKey: key(api.clockInfo) });
                  } catch (error) {
                    toast((error as Error).message);
                  }
                }}
              >
                <textarea
                  maxLength={500}
                  placeholder={`《${c.courseTitle}》今天练了什么？`}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
                <button type="submit" className="lc-btn lc-btn-small">
                  打卡
                </button>
              </form>
            )}
            <section className="lc-block">
              {c.recent.map((r) => (
                <div key={r.day} className="lc-list-item">
                  {r.content}
                  <small>{r.day}</small>
                </div>
              ))}
            </section>
          </>
        )}
      </PageState>
    </main>
  );
}

/** learn-plan / mySchedule: the day-by-day plan. */
export function PlanPage() {
  return <WithCourse>{(courseId) => <Plan courseId={courseId} />}</WithCourse>;
}

function Plan(props: { courseId: number }) {
  const plan = useCall(api.getPlan, { courseId: props.courseId });
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="plan-page">
      <PageState query={plan}>
        {(p) => (
          <section className="lc-block">
            <h2>{p.courseTitle} · 学习计划</h2>
            {p.days.map((d) => (
              <button
                type="button"
                key={d.chapterId}
                className="lc-list-item"
                onClick={() => navigate(getHref('chapterDetail', { query: { chapter: d.chapterId } }))}
              >
                第 {d.day} 天 · {d.date} {d.locked ? '（未解锁）' : ''}
                <small>
                  {d.chapterTitle}（{d.sections.filter((s) => s.isLearned).length}/{d.sections.length} 已学）
                </small>
              </button>
            ))}
          </section>
        )}
      </PageState>
    </main>
  );
}

/** myclass / teacher: the learner's class and class teacher per course. */
export function MyClassPage() {
  const centre = useCall(api.learnCentreTab, { tab: 'all' });
  const [teacherOf, setTeacherOf] = useState<number | null>(null);
  return (
    <main className="lc-page" data-testid="my-class">
      <PageState query={centre}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((i) => (
                <button
                  type="button"
                  key={i.course.id}
                  className="lc-list-item"
                  onClick={() => setTeacherOf(i.course.id)}
                >
                  {i.course.title}
                  <small>
                    {i.campDataId
                      ? '已分班 · 点击添加班主任'
                      : `主讲：${i.course.teacherName} · 点击查看老师`}
                  </small>
                </button>
              ))}
            </section>
          ) : (
            <Empty text="还没有班级" />
          )
        }
      </PageState>
      {teacherOf !== null ? <TeacherSheet courseId={teacherOf} onClose={() => setTeacherOf(null)} /> : null}
    </main>
  );
}
