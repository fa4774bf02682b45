import { chapterBasic } from '@course/contracts/catalogue-course';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { NothingHere, PageState } from '../../../ui/states';
import { SectionRow, useOpenSection } from '../../catalogue/components/section-row';
import '../../catalogue/catalogue-shared.css';

/** chapterDetail / chapterDetailNew / commodityChapterDetail: one chapter's sections (chapter or chapterId). */
export default function ChapterPage() {
  const chapterId = useQueryId('chapter', 'chapterId', 'id');
  const chapter = useCall(chapterBasic, { chapterId: chapterId ?? 0 }, { enabled: chapterId !== null });
  const openSection = useOpenSection();
  if (chapterId === null)
    return <NothingHere text="没有找到这一章" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
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
