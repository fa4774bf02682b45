import { courseBasicV1, teacherWxInfo } from '@course/contracts/catalogue-course';
import { purchasedCourseDetail } from '@course/contracts/learning-purchased';
import { useParams, useSearchParams } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageState } from '../../../ui/states';
import { ChapterList, CourseEntries, CourseProgressHead } from '../components/course-outline';
import { CourseLives } from '../live/course-lives';
import './lesson-centre.css';

/** lesson-center/{id}?campDataId: one owned course with its camp, class and chapters. */
export default function LessonCentrePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = Number(params.id ?? search.get('course'));
  const valid = Number.isInteger(courseId) && courseId > 0;
  const detail = useCall(purchasedCourseDetail, { courseId: valid ? courseId : 0 }, { enabled: valid });
  if (!valid)
    return <NothingHere text="没有找到这门课程" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  return (
    <main className="lc-page" data-testid="lesson-centre">
      <PageState query={detail}>
        {(d) => {
          const query = { course: d.course.id };
          return (
            <>
              <CourseProgressHead course={d.course} progress={d.progress} />
              {d.campDataId ? <CampCard courseId={d.course.id} /> : null}
              <CourseEntries
                entries={[
                  { label: '我的班级', href: getHref('myclass', { query }) },
                  { label: '学习计划', href: getHref('learn-plan', { query }) },
                  { label: '打卡', href: getHref('practiceClockingIn', { query }) },
                  { label: '录取通知书', href: getHref('admission-letter', { query }) },
                  { label: '问答', href: getHref('allQueAnswer', { query: { courseId: d.course.id } }) },
                ]}
              />
              <CourseLives courseId={d.course.id} />
              <ChapterList chapters={d.chapters} showLockReason />
            </>
          );
        }}
      </PageState>
    </main>
  );
}

function CampCard(props: { courseId: number }) {
  const me = useCall(courseBasicV1, { courseId: props.courseId });
  const teacher = useCall(teacherWxInfo, { courseId: props.courseId });
  if (!me.data || !teacher.data) return null;
  return (
    <section className="lc-camp" data-testid="camp-card">
      <strong>{teacher.data.className ?? '等待分班'}</strong>
      <small>班主任：{teacher.data.teacherName}</small>
    </section>
  );
}
