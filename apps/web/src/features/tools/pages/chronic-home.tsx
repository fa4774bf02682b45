import { studyActionText } from '@course/domain/learn-progress';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { CoverImage } from '../../../ui/cover-image';
import { ChronicNav, ProgressRing, sectionHref, WithProgramme } from '../components/chronic-parts';
import '../tools-shared.css';
import './content.css';

/**
 * chronicDisease and qcChronic (the tools app's entry, same page): the programme's overview — what it covers,
 * the learner's progress and days studied, continue where they left off, the chapters.
 */
export default function ChronicHomePage() {
  const navigate = useAppNavigate();
  return (
    <WithProgramme testId="chronic-home">
      {(p, c) => {
        const sections = c.chapters.flatMap((ch) => ch.sections);
        const next =
          sections.find((s) => s.id === p.lastSectionId && !s.isLearned) ??
          sections.find((s) => !s.isLearned && !s.locked) ??
          sections[0];
        return (
          <>
            <header className="ch-hero">
              <CoverImage src={p.coverUrl} alt="" />
              <h1 data-testid="chronic-title">{p.title}</h1>
              <p>{p.subtitle}</p>
            </header>
            <section className="tl-card ch-summary" data-testid="chronic-summary">
              <ProgressRing percent={c.progress.percent} label="学习进度" />
              <div>
                <p>
                  已学 <b data-testid="chronic-learned">{c.progress.learned}</b> / {c.progress.total} 节
                </p>
                <p>
                  累计学习 <b>{p.studyDays}</b> 天
                </p>
                {next ? (
                  <button
                    type="button"
                    className="tl-btn"
                    data-testid="chronic-continue"
                    onClick={() => navigate(sectionHref(next.chapterId, next.id))}
                  >
                    {studyActionText(c.progress)}
                  </button>
                ) : null}
              </div>
            </section>
            <section className="tl-card">
              <h2 className="tl-card-title">计划包含</h2>
              <div className="ch-highlights">
                {p.highlights.map((h) => (
                  <article key={h.title}>
                    <strong>{h.title}</strong>
                    <p>{h.text}</p>
                  </article>
                ))}
              </div>
            </section>
            <section className="tl-card">
              <h2 className="tl-card-title">
                课程安排
                <button type="button" onClick={() => navigate(getHref('chronicDiseaseChapterCourse'))}>
                  全部章节 ›
                </button>
              </h2>
              {c.chapters.map((ch) => {
                const done = ch.sections.filter((s) => s.isLearned).length;
                return (
                  <button
                    type="button"
                    key={ch.id}
                    className="ch-chapter-row"
                    data-testid="chronic-chapter"
                    onClick={() =>
                      navigate(getHref('chronicDiseaseChapterDetail', { query: { chapter: ch.id } }))
                    }
                  >
                    <strong>{ch.title}</strong>
                    <small>
                      {done}/{ch.sections.length} 节{ch.locked ? ` · ${ch.lockMessage ?? '未解锁'}` : ''}
                    </small>
                  </button>
                );
              })}
            </section>
            <p className="tl-muted ch-teacher">带练老师：{p.teacherName}</p>
            <ChronicNav current="chronicDisease" />
          </>
        );
      }}
    </WithProgramme>
  );
}
