import { getPlan } from '@course/contracts/learning-extra';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { WithCourse } from '../components/with-course';

/** learn-plan / mySchedule: the day-by-day plan. */
export default function PlanPage() {
  return <WithCourse>{(courseId) => <Plan courseId={courseId} />}</WithCourse>;
}

function Plan(props: { courseId: number }) {
  const plan = useCall(getPlan, { courseId: props.courseId });
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
