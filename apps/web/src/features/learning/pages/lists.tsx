import { formatDuration } from '@course/domain/course-subjects';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, Loading, PageState } from '../../../ui/states';
import {
  CourseCard,
  FindCoursesButton,
  Price,
  ProgressBar,
  SearchBox,
} from '../../catalogue/components/course-parts';
import { SectionRow, sectionHref, useOpenSection } from '../../catalogue/components/section-row';
import { api, useCall } from '../api';
import '../learning.css';

/** MyCourse: every owned course with progress. */
export function MyCoursesPage() {
  const centre = useCall(api.learnCentreTab, { tab: 'all' });
  const navigate = useAppNavigate();
  return (
    <main className="lc-page" data-testid="my-courses">
      <PageState query={centre}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((i) => (
                <CourseCard
                  key={i.course.id}
                  course={i.course}
                  extra={
                    <span>
                      <small className="lc-muted">已学 {i.percent}%</small>
                      <ProgressBar percent={i.percent} />
                    </span>
                  }
                />
              ))}
            </section>
          ) : (
            <Empty
              text="还没有课程"
              action={
                <button type="button" className="lc-btn" onClick={() => navigate(getHref('shoppingMall'))}>
                  去找课
                </button>
              }
            />
          )
        }
      </PageState>
    </main>
  );
}

/** mp3-list / audioList (knowledgeRootId: one course's audio; without it: today's listening) and listenbook-detail. */
export function AudioListPage() {
  const courseId = useQueryId('knowledgeRootId', 'course', 'id');
  const moduleId = useQueryId('goodsCategoryModuleId');
  const sections = useCall(
    api.pageSectionData,
    { courseId: courseId ?? undefined, kind: 'audio', pageNum: 1, pageSize: 50 },
    courseId !== null,
  );
  const course = useCall(api.courseBasic, { courseId: courseId ?? 0 }, courseId !== null);
  const daily = useCall(api.getDaily, {}, courseId === null);
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
          <img src={course.data.coverUrl} alt="" />
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

/** lesson-section-search: sections matching a keyword, across the catalogue. */
export function SectionSearchPage() {
  const [search, setSearch] = useState('');
  const result = useCall(api.pageSectionData, { keyword: search, pageNum: 1, pageSize: 30 }, search !== '');
  const openSection = useOpenSection();
  return (
    <main className="lc-page" data-testid="section-search">
      <SearchBox placeholder="搜索小节" onSearch={setSearch} />
      {search === '' ? (
        <Empty text="输入关键词搜索课程小节" />
      ) : result.isLoading ? (
        <Loading />
      ) : result.data?.list.length ? (
        <section className="lc-block">
          {result.data.list.map((s) => (
            <div key={s.id}>
              <small className="lc-muted">
                {s.courseTitle} · {s.chapterTitle}
              </small>
              <SectionRow section={s} onOpen={() => openSection(s, s.locked ? '您还未购买课程' : null)} />
            </div>
          ))}
        </section>
      ) : (
        <Empty text={`没有找到“${search}”`} />
      )}
    </main>
  );
}

/** teachingMaterials: the documents (text sections) of the learner's courses. */
export function MaterialsPage() {
  const courseId = useQueryId('course', 'courseId');
  const docs = useCall(api.pageSectionData, {
    courseId: courseId ?? undefined,
    kind: 'text',
    pageNum: 1,
    pageSize: 50,
  });
  const openSection = useOpenSection();
  return (
    <main className="lc-page" data-testid="materials">
      <PageState query={docs}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((s) => (
                <div key={s.id}>
                  <small className="lc-muted">{s.courseTitle}</small>
                  <SectionRow section={s} onOpen={() => openSection(s, '您还未购买课程')} />
                </div>
              ))}
            </section>
          ) : (
            <Empty text="暂无教材资料" action={<FindCoursesButton />} />
          )
        }
      </PageState>
    </main>
  );
}

/** chapterDetail / chapterDetailNew / commodityChapterDetail: one chapter's sections (chapter or chapterId). */
export function ChapterPage() {
  const chapterId = useQueryId('chapter', 'chapterId', 'id');
  const chapter = useCall(api.chapterBasic, { chapterId: chapterId ?? 0 }, chapterId !== null);
  const openSection = useOpenSection();
  if (chapterId === null) return <Empty text="没有找到这一章" />;
  return (
    <main className="lc-page" data-testid="chapter-page">
      <PageState query={chapter}>
        {(c) => (
          <section className="lc-chapter">
            <h3>
              {c.title}
              {c.locked ? <small>{c.lockMessage}</small> : null}
            </h3>
            {c.sections.map((s) => (
              <SectionRow key={s.id} section={s} onOpen={() => openSection(s, c.lockMessage)} />
            ))}
          </section>
        )}
      </PageState>
    </main>
  );
}
