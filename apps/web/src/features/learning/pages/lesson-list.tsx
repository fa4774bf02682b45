import { courseDetail } from '@course/contracts/catalogue-course';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { NothingHere, PageState } from '../../../ui/states';
import { ChapterList, CourseEntries, CourseProgressHead } from '../components/course-outline';
import './lesson-list.css';

/** lession-list / sectionList / commoditySectionList: the catalogue of a course with progress and locks. */
export default function LessonListPage() {
  const courseId = useQueryId('course', 'courseId', 'id');
  const detail = useCall(courseDetail, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  const navigate = useAppNavigate();
  if (courseId === null)
    return <NothingHere text="没有找到这门课程" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  return (
    <main className="lc-page" data-testid="lesson-list">
      <PageState query={detail}>
        {(d) => {
          const query = { course: d.course.id };
          return (
            <>
              <CourseProgressHead course={d.course} progress={d.progress} />
              {!d.ownership.isPay ? (
                <button
                  type="button"
                  className="lc-unowned"
                  onClick={() => navigate(getHref('detail', { query }))}
                >
                  您还未购买课程，可免费试看标有“试看”的小节 ›
                </button>
              ) : null}
              <CourseEntries
                entries={[
                  { label: '学习中心', href: getHref('center'), testId: 'go-centre' },
                  d.hasHomework && { label: '作业', href: getHref('homework', { query }) },
                  d.hasExam && { label: '考试', href: getHref('exam', { query }) },
                  { label: '笔记', href: getHref('note', { query }) },
                  { label: '计划', href: getHref('learn-plan', { query }) },
                ]}
              />
              <ChapterList chapters={d.chapters} showLockReason={d.ownership.isPay} />
            </>
          );
        }}
      </PageState>
    </main>
  );
}
