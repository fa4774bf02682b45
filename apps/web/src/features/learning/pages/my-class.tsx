import { learnCentreTab } from '@course/contracts/learning-study';
import { useState } from 'react';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { FindCoursesButton } from '../../catalogue/components/course-parts';
import { TeacherSheet } from '../../catalogue/components/teacher-sheet';

/** myclass / teacher: the learner's class and class teacher per course. */
export default function MyClassPage() {
  const centre = useCall(learnCentreTab, { tab: 'all' });
  const [teacherOf, setTeacherOf] = useState<number | null>(null);
  return (
    <main className="lc-page" data-testid="my-class">
      <PageState query={centre}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((i) => (
                <button
                  type="button"
                  key={i.course.id}
                  className="lc-list-item"
                  onClick={() => setTeacherOf(i.course.id)}
                >
                  {i.course.title}
                  <small>
                    {i.campDataId
                      ? '已分班 · 点击添加班主任'
                      : `主讲：${i.course.teacherName} · 点击查看老师`}
                  </small>
                </button>
              ))}
            </section>
          ) : (
            <Empty text="还没有班级，报名课程后这里会显示你的班级和班主任" action={<FindCoursesButton />} />
          )
        }
      </PageState>
      {teacherOf !== null ? <TeacherSheet courseId={teacherOf} onClose={() => setTeacherOf(null)} /> : null}
    </main>
  );
}
