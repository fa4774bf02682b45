import { teacherWxInfo } from '@course/contracts/catalogue-course';
import { useCall } from '../../../lib/query';
import '../orders-shared.css';
import './teacher-qr-card.css';

/** The spec's line on the pay-success page of a course. */
export const ADD_TEACHER_TEXT = '添加班主任微信获取学习资料';

/**
 * After paying for a course: the class teacher's QR (teacherWxInfo: the learner's class teacher, else the
 * course's own) as a plain image, so that a long press in the messaging app recognises it.
 */
export function TeacherQrCard(props: { courseId: number }) {
  const info = useCall(teacherWxInfo, { courseId: props.courseId });
  const qrUrl = info.data?.qrUrl ?? null;
  if (!qrUrl) {
    // loading, or no teacher configured: the line alone, as before
    return <p className="od-tip">课程已放入学习中心，{ADD_TEACHER_TEXT}</p>;
  }
  return (
    <section className="od-teacher" data-testid="pay-result-teacher">
      <p className="od-tip">课程已放入学习中心</p>
      <div className="od-teacher-card">
        <h2>{ADD_TEACHER_TEXT}</h2>
        <img
          className="od-teacher-qr"
          src={qrUrl}
          alt={`${info.data!.teacherName}老师的微信二维码`}
          data-testid="pay-result-teacher-qr"
        />
        <p className="od-muted">
          长按识别二维码，添加班主任 <strong>{info.data!.teacherName}</strong> 老师
        </p>
      </div>
    </section>
  );
}
