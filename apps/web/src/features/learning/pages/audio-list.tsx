import { courseBasic } from '@course/contracts/catalogue-course';
import { getDaily } from '@course/contracts/learning-extra';
import { pageSectionData } from '@course/contracts/learning-section';
import { formatDuration } from '@course/domain/course-subjects';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { CoverImage } from '../../../ui/cover-image';
import { PageState } from '../../../ui/states';
import { Price } from '../../catalogue/components/course-parts';
import { SectionRow, sectionHref } from '../../catalogue/components/section-row';
import '../learning-shared.css';

/** mp3-list / audioList (knowledgeRootId: one course's audio; without it: today's listening) and listenbook-detail. */
export default function AudioListPage() {
  const courseId = useQueryId('knowledgeRootId', 'course', 'id');
  const moduleId = useQueryId('goodsCategoryModuleId');
  const sections = useCall(
    pageSectionData,
    { courseId: courseId ?? undefined, kind: 'audio', pageNum: 1, pageSize: 50 },
    { enabled: courseId !== null },
  );
  const course = useCall(courseBasic, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  const daily = useCall(getDaily, {}, { enabled: courseId === null });
  const navigate = useAppNavigate();
  if (courseId === null) {
    return (
      <main className="lc-page" data-testid="audio-list-page">
        <PageState query={daily}>
          {(d) => (
            <section className="lc-block">
              <header className="lc-block-head">
                <h2>每日一听 · {d.date}</h2>
              </header>
              {d.list.map((t) => (
                <button
                  type="button"
                  key={t.sectionId}
                  className="lc-list-item"
                  onClick={() =>
                    navigate(
                      getHref('audioDetail', { query: { knowledgeRootId: t.courseId, id: t.sectionId } }),
                    )
                  }
                >
                  ▶ {t.title}
                  <small>
                    {t.courseTitle} · {formatDuration(t.durationSec)}
                  </small>
                </button>
              ))}
            </section>
          )}
        </PageState>
      </main>
    );
  }
  return (
    <main className="lc-page" data-testid="audio-list-page">
      {course.data ? (
        <header className="lc-list-head">
          <CoverImage src={course.data.coverUrl} alt="" />
          <div>
            <h1>{course.data.title}</h1>
            <p>{course.data.subtitle}</p>
            <Price cents={course.data.priceCents} original={course.data.originalPriceCents} />
          </div>
        </header>
      ) : null}
      <PageState query={sections}>
        {(d) => (
          <section className="lc-block">
            {d.list.map((s) => (
              <SectionRow
                key={s.id}
                section={s}
                onOpen={() =>
                  s.locked
                    ? navigate(getHref('detail', { query: { course: s.courseId } }))
                    : navigate(sectionHref(s, moduleId))
                }
              />
            ))}
          </section>
        )}
      </PageState>
    </main>
  );
}
