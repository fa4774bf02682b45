import { learnCentreTab } from '@course/contracts/learning-study';
import type { ReactNode } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState, type WayOn } from '../../../ui/states';
import { FindCoursesButton } from '../../catalogue/components/course-parts';

/**
 * Where a course's study page sends a learner it refuses (您还未购买课程: a link shared by a classmate, say): the
 * course's page, where they can sign up or buy, rather than home.
 */
export const courseWayOn = (courseId: number): WayOn => ({
  label: '查看课程',
  to: getHref('detail', { query: { course: courseId } }),
});

/** Pages that need a course: ask for one of the learner's courses when the link has none. */
export function WithCourse(props: { children: (courseId: number) => ReactNode }) {
  const courseId = useQueryId('course', 'courseId', 'id');
  const centre = useCall(learnCentreTab, { tab: 'all' }, { enabled: courseId === null });
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
            <Empty text="还没有课程" action={<FindCoursesButton />} />
          )
        }
      </PageState>
    </main>
  );
}
