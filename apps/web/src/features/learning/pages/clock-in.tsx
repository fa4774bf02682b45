import { clockIn, clockInfo } from '@course/contracts/learning-study';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { PageState } from '../../../ui/states';
import { courseWayOn, WithCourse } from '../components/with-course';
import '../learning-shared.css';

/** practiceClockingIn: today's check-in of a course. */
export default function ClockInPage() {
  return <WithCourse>{(courseId) => <ClockIn courseId={courseId} />}</WithCourse>;
}

function ClockIn(props: { courseId: number }) {
  const info = useCall(clockInfo, { courseId: props.courseId });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const check = useAction();
  return (
    <main className="lc-page" data-testid="clock-in-page">
      <PageState query={info} wayOn={courseWayOn(props.courseId)}>
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
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!text.trim()) return toast('写一句今天的练习心得吧');
                  void check.run(async () => {
                    await callApi(clockIn, { body: { courseId: props.courseId, content: text.trim() } });
                    toast('打卡成功');
                    await queryClient.invalidateQueries({ queryKey: callKey(clockInfo) });
                  });
                }}
              >
                <textarea
                  maxLength={500}
                  placeholder={`《${c.courseTitle}》今天练了什么？`}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
                <button type="submit" className="lc-btn lc-btn-small" disabled={check.busy}>
                  {check.busy ? '打卡中…' : '打卡'}
                </button>
              </form>
            )}
            {c.recent.length ? (
              <section className="lc-block" data-testid="clock-in-recent">
                {c.recent.map((r) => (
                  <div key={r.day} className="lc-list-item">
                    {r.content}
                    <small>{r.day}</small>
                  </div>
                ))}
              </section>
            ) : null}
          </>
        )}
      </PageState>
    </main>
  );
}
