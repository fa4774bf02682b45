import { pageSectionData } from '@course/contracts/learning-section';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { FindCoursesButton } from '../../catalogue/components/course-parts';
import { SectionRow, useOpenSection } from '../../catalogue/components/section-row';

/** teachingMaterials: the documents (text sections) of the learner's courses. */
export default function MaterialsPage() {
  const courseId = useQueryId('course', 'courseId');
  const docs = useCall(pageSectionData, {
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
