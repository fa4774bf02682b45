import { studyReport } from '@course/contracts/learning-study';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { FindCoursesButton, ProgressBar } from '../../catalogue/components/course-parts';
import '../learning-shared.css';
import './study-report.css';

/** studyReport / study-report / report-wx / phaseReport / guideReport. */
export default function StudyReportPage() {
  const courseId = useQueryId('course', 'courseId');
  const report = useCall(studyReport, { courseId: courseId ?? undefined });
  return (
    <main className="lc-page" data-testid="study-report">
      <PageState query={report}>
        {(r) => (
          <>
            <section className="lc-centre-summary">
              <div>
                <strong>{r.learnDays}</strong>
                <small>学习天数</small>
              </div>
              <div>
                <strong>{r.stayMinutes}</strong>
                <small>学习分钟</small>
              </div>
              <div>
                <strong>{r.beatPercent}%</strong>
                <small>超过同学</small>
              </div>
            </section>
            <section className="lc-block">
              <h2>{r.nickname} 的学习报告</h2>
              <div className="lc-report-grid">
                <div>
                  <strong>
                    {r.learnedSections}/{r.totalSections}
                  </strong>
                  <small>学完小节</small>
                </div>
                <div>
                  <strong>{r.notes}</strong>
                  <small>笔记</small>
                </div>
                <div>
                  <strong>{r.examScore ?? '—'}</strong>
                  <small>考试</small>
                </div>
              </div>
            </section>
            {r.courses.length > 0 ? (
              <section className="lc-block" data-testid="study-report-courses">
                {r.courses.map((c) => (
                  <div key={c.courseId} className="lc-list-item">
                    {c.title}
                    <ProgressBar percent={c.percent} />
                    <small>{c.percent}%</small>
                  </div>
                ))}
              </section>
            ) : (
              // a learner without a course: what the report will show, and where to find one (not an empty card)
              <Empty text="还没有课程，学过的课程和进度会显示在这里" action={<FindCoursesButton />} />
            )}
          </>
        )}
      </PageState>
    </main>
  );
}
