import { listByParameter } from '@course/contracts/catalogue-course';
import { getDaily } from '@course/contracts/learning-extra';
import { learnCentreTab } from '@course/contracts/learning-study';
import { SUBJECT_NAMES, type SubjectKey } from '@course/domain/course-subjects';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { getToken } from '../../../lib/storage';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { Countdown } from '../components/countdown';
import { CourseCard, FindCoursesButton, ProgressBar } from '../components/course-parts';
import { SubjectIcon } from '../components/subject-icon';
import '../catalogue-shared.css';
import './home.css';

/** index (课程): banner, subject shortcuts, continue learning, 精选好课, 限时优惠 with a countdown (the download-app banner is the shell's). */
export default function HomePage() {
  const navigate = useAppNavigate();
  const courses = useCall(listByParameter, { pageNum: 1, pageSize: 20 });
  const signedIn = getToken() !== '';
  const centre = useCall(learnCentreTab, { tab: 'learning' }, { enabled: signedIn });
  const daily = useCall(getDaily, {});
  const list = courses.data?.list ?? [];
  const offers = list.filter((c) => c.offer);
  const banners = list.slice(0, 3);
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setSlide((s) => (s + 1) % banners.length), 4000);
    return () => clearInterval(timer);
  }, [banners.length]);
  const continuing = centre.data?.list.find((i) => i.lastSectionId !== null) ?? centre.data?.list[0];
  // a subject shortcut only where the brand has courses of that subject: no shortcut leads to 暂无课程
  const withCourses = new Set<string>(courses.data?.subjects ?? []);
  const shortcuts = Object.entries(SUBJECT_NAMES).filter(([key]) => withCourses.has(key));

  return (
    <main className="lc-page lc-home" data-testid="home-page">
      {courses.isLoading ? (
        <Loading />
      ) : (
        <>
          {banners.length ? (
            <div className="lc-banner" data-testid="home-banner">
              {banners.map((c, i) => (
                <button
                  type="button"
                  key={c.id}
                  className={`lc-banner-slide ${i === slide ? 'is-active' : ''}`}
                  onClick={() => navigate(getHref('detail', { query: { course: c.id } }))}
                >
                  <CoverImage src={c.coverUrl} alt={c.title} />
                </button>
              ))}
              <span className="lc-banner-dots">
                {banners.map((c, i) => (
                  <i key={c.id} className={i === slide ? 'is-active' : ''} />
                ))}
              </span>
            </div>
          ) : null}
          {shortcuts.length ? (
            <nav className="lc-shortcuts" aria-label="课程分类" data-testid="home-shortcuts">
              {shortcuts.map(([key, name]) => (
                <button
                  type="button"
                  key={key}
                  data-testid={`home-shortcut-${key}`}
                  onClick={() =>
                    navigate(getHref('excellent-course', { query: { subject: key, title: name } }))
                  }
                >
                  <span className={`lc-shortcut-icon lc-subject-${key}`}>
                    <SubjectIcon subject={key as SubjectKey} />
                  </span>
                  {name}
                </button>
              ))}
            </nav>
          ) : null}
          {continuing ? (
            <section className="lc-continue" data-testid="continue-learning">
              <CoverImage src={continuing.course.coverUrl} alt="" />
              <div>
                <p className="lc-continue-label">继续学习</p>
                <p className="lc-continue-title">{continuing.course.title}</p>
                <p className="lc-continue-sub">{continuing.lastSectionTitle ?? '从第一节开始'}</p>
                <ProgressBar percent={continuing.percent} />
              </div>
              <button
                type="button"
                className="lc-btn lc-btn-small"
                onClick={() => navigate(getHref('lession-list', { query: { course: continuing.course.id } }))}
              >
                去学习
              </button>
            </section>
          ) : null}
          {daily.data?.today ? (
            <section className="lc-block">
              <header className="lc-block-head">
                <h2>每日一听</h2>
                <button type="button" onClick={() => navigate(getHref('audioList'))}>
                  更多 ›
                </button>
              </header>
              <button
                type="button"
                className="lc-daily"
                onClick={() =>
                  navigate(
                    getHref('audioDetail', {
                      query: { knowledgeRootId: daily.data.today!.courseId, id: daily.data.today!.sectionId },
                    }),
                  )
                }
              >
                <CoverImage src={daily.data.today.coverUrl} alt="" />
                <span>
                  <strong>{daily.data.today.title}</strong>
                  <small>{daily.data.today.courseTitle}</small>
                </span>
                <span className="lc-daily-play">▶</span>
              </button>
            </section>
          ) : null}
          {offers.length ? (
            <section className="lc-block">
              <header className="lc-block-head">
                <h2>
                  限时优惠 <Countdown endsAt={Math.min(...offers.map((o) => o.offer!.endsAt))} />
                </h2>
              </header>
              <div className="lc-grid">
                {offers.map((c) => (
                  <CourseCard key={c.id} course={c} layout="tile" />
                ))}
              </div>
            </section>
          ) : null}
          <section className="lc-block">
            <header className="lc-block-head">
              <h2>精选好课</h2>
              <button type="button" onClick={() => navigate(getHref('choicenessCourse'))}>
                全部 ›
              </button>
            </header>
            {courses.isError ? (
              // a failed load is not "no courses"
              <ErrorBlock error={courses.error} onRetry={() => void courses.refetch()} />
            ) : list.length ? (
              list.map((c) => <CourseCard key={c.id} course={c} />)
            ) : (
              <Empty text="暂无课程" action={<FindCoursesButton />} />
            )}
          </section>
        </>
      )}
    </main>
  );
}
