import { learnCentreTab } from '@course/contracts/learning-study';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { CourseCard, ProgressBar } from '../../catalogue/components/course-parts';

/** MyCourse: every owned course with progress. */
export default function MyCoursesPage() {
  const centre = useCall(learnCentreTab, { tab: 'all' });
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="my-courses">
      <PageState query={centre}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((i) => (
                <CourseCard
                  key={i.course.id}
                  course={i.course}
                  extra={
                    <span>
                      <small className="lc-muted">已学 {i.percent}%</small>
                      <ProgressBar percent={i.percent} />
                    </span>
                  }
                />
              ))}
            </section>
          ) : (
            <Empty
              text="还没有课程"
              action={
                <button type="button" className="lc-btn" onClick={() => navigate(getHref('shoppingMall'))}>
                  去找课
                </button>
              }
            />
          )
        }
      </PageState>
    </main>
  );
}
