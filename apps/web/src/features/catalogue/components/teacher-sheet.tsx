import { teacherWxInfo } from '@course/contracts/catalogue-course';
import { useCall } from '../../../lib/query';
import '../../../ui/states.css';
import './teacher-sheet.css';

export function TeacherSheet(props: { courseId: number; onClose: () => void }) {
  const info = useCall(teacherWxInfo, { courseId: props.courseId });
  return (
    <div className="lc-sheet-mask">
      <div className="lc-sheet" role="dialog" aria-label="添加老师" data-testid="teacher-sheet">
        <h3>添加班主任老师</h3>
        {info.data ? (
          <>
            <p>
              {info.data.teacherName} 老师{info.data.className ? ` · ${info.data.className}` : ''}
            </p>
            {info.data.qrUrl ? (
              <img className="lc-qr" src={info.data.qrUrl} alt="老师二维码" />
            ) : (
              <p className="lc-muted">分班后即可在这里添加老师</p>
            )}
            <p className="lc-muted">长按识别二维码，添加老师获取学习资料</p>
          </>
        ) : null}
        <button type="button" className="lc-btn lc-btn-ghost" onClick={props.onClose}>
          关闭
        </button>
      </div>
    </div>
  );
}
