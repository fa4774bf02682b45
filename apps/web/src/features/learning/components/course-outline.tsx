import type { TChapterItem, TCourseProgress } from '@course/contracts/catalogue-shared';
import { useAppNavigate } from '../../../app/public/navigation';
import { CoverImage } from '../../../ui/cover-image';
import { ProgressBar } from '../../catalogue/components/course-parts';
import { SectionRow, useOpenSection } from '../../catalogue/components/section-row';
import '../../catalogue/catalogue-shared.css';
import '../learning-shared.css';

/** The head of a course's own pages (lession-list, lesson-center): cover, title and how much is learned. */
export function CourseProgressHead(props: {
  course: { coverUrl: string; title: string };
  progress: Pick<TCourseProgress, 'learned' | 'total' | 'percent'>;
}) {
  const { course, progress } = props;
  return (
    <header className="lc-list-head">
      <CoverImage src={course.coverUrl} alt="" />
      <div>
        <h1>{course.title}</h1>
        <p>
          已学 {progress.learned}/{progress.total} 节
        </p>
        <ProgressBar percent={progress.percent} />
      </div>
    </header>
  );
}

export type CourseEntry = { label: string; href: string; testId?: string };

/** The row of shortcuts under the head (学习中心, 作业, 考试, 笔记 …); falsy entries are left out. */
export function CourseEntries(props: { entries: ReadonlyArray<CourseEntry | false | null> }) {
  const navigate = useAppNavigate();
  return (
    <nav className="lc-entries">
      {props.entries.map((entry) =>
        entry ? (
          <button
            key={entry.href}
            type="button"
            data-testid={entry.testId}
            onClick={() => navigate(entry.href)}
          >
            {entry.label}
          </button>
        ) : null,
      )}
    </nav>
  );
}

/** Chapters with their sections; a locked section toasts its chapter's reason instead of opening. */
export function ChapterList(props: { chapters: TChapterItem[]; showLockReason: boolean }) {
  const openSection = useOpenSection();
  return (
    <>
      {props.chapters.map((ch) => (
        <section key={ch.id} className="lc-chapter" data-testid={`chapter-${ch.id}`}>
          <h3>
            {ch.title}
            {ch.locked && props.showLockReason ? (
              <small data-testid="chapter-lock">{ch.lockMessage}</small>
            ) : null}
          </h3>
          {ch.sections.map((s) => (
            <SectionRow key={s.id} section={s} onOpen={() => openSection(s, ch.lockMessage)} />
          ))}
        </section>
      ))}
    </>
  );
}
