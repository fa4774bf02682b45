import { courseBasic } from '@course/contracts/catalogue-course';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { CourseCard } from '../components/course-parts';
import '../../../ui/states.css';
import './course-lose.css';

/**
 * courseLose (课程已失效, query course): where a link to a course that was taken off the shelf or whose
 * learning period has ended lands. The course card shows while the course is still listed.
 */
export default function CourseLosePage() {
  const courseId = useQueryId('course', 'courseId', 'id');
  const course = useCall(courseBasic, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="course-lose">
      <div className="lc-empty">
        <div className="lc-empty-icon" aria-hidden="true" />
        <p>
          <strong>课程已失效</strong>
        </p>
        <p className="lc-muted">该课程已下架或已过学习有效期，暂时无法继续学习。如有疑问，请联系班主任。</p>
      </div>
      {course.data ? (
        <section className="lc-block">
          <CourseCard course={course.data} />
        </section>
      ) : null}
      <section className="lc-block lc-actions">
        <button type="button" className="lc-btn" onClick={() => navigate(getHref('shoppingMall'))}>
          看看其他课程
        </button>
        <button type="button" className="lc-btn lc-btn-ghost" onClick={() => navigate(getHref('center'))}>
          返回学习中心
        </button>
      </section>
    </main>
  );
}
