import { useAppNavigate } from '../../../app/navigation';
import { getHref } from '../../../app/route-catalogue';
import { api, useCall } from '../api';
import { Empty, PageState, ProgressBar, SectionRow, useOpenSection, useQueryId } from '../components/common';

/** lession-list / sectionList / commoditySectionList: the catalogue of a course with progress and locks. */
export default function LessonListPage() {
  const courseId = useQueryId('course', 'courseId', 'id');
  const detail = useCall(api.courseDetail, { courseId: courseId ?? 0 }, courseId !== null);
  const openSection = useOpenSection();
  const navigate = useAppNavigate();
  if (courseId === null) return <Empty text="没有找到这门课程" />;
  return (
    <main className="lc-page" data-testid="lesson-list">
      <PageState query={detail}>
        {(d) => (
          <>
            <header className="lc-list-head">
              <img src={d.course.coverUrl} alt="" />
              <div>
                <h1>{d.course.title}</h1>
                <p>
                  已学 {d.progress.learned}/{d.progress.total} 节
                </p>
                <ProgressBar percent={d.progress.percent} />
              </div>
            </header>
            {!d.ownership.isPay ? (
              <button
                type="button"
                className="lc-unowned"
                onClick={() => navigate(getHref('detail', { query: { course: d.course.id } }))}
              >
                您还未购买课程，可免费试看标有“试看”的小节 ›
              </button>
            ) : null}
            <nav className="lc-entries">
              <button type="button" data-testid="go-centre" onClick={() => navigate(getHref('center'))}>
                学习中心
              </button>
              {d.hasHomework ? (
                <button
                  type="button"
                  onClick={() => navigate(getHref('homework', { query: { course: d.course.id } }))}
                >
                  作业
                </button>
              ) : null}
              {d.hasExam ? (
                <button
                  type="button"
                  onClick={() => navigate(getHref('exam', { query: { course: d.course.id } }))}
                >
                  考试
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => navigate(getHref('note', { query: { course: d.course.id } }))}
              >
                笔记
              </button>
              <button
                type="button"
                onClick={() => navigate(getHref('learn-plan', { query: { course: d.course.id } }))}
              >
                计划
              </button>
            </nav>
            {d.chapters.map((ch) => (
              <section key={ch.id} className="lc-chapter" data-testid={`chapter-${ch.id}`}>
                <h3>
                  {ch.title}
                  {ch.locked && d.ownership.isPay ? (
                    <small data-testid="chapter-lock">{ch.lockMessage}</small>
                  ) : null}
                </h3>
                {ch.sections.map((s) => (
                  <SectionRow key={s.id} section={s} onOpen={() => openSection(s, ch.lockMessage)} />
                ))}
              </section>
            ))}
          </>
        )}
      </PageState>
    </main>
  );
}
