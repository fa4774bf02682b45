import { admissionInfo } from '@course/contracts/learning-study';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { WithCourse } from '../components/with-course';
import '../learning-shared.css';

/** learn-notice / admission-letter / admission: the admission letter of a course. */
export default function AdmissionPage() {
  return <WithCourse>{(courseId) => <Admission courseId={courseId} />}</WithCourse>;
}

function Admission(props: { courseId: number }) {
  const info = useCall(admissionInfo, { courseId: props.courseId });
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
