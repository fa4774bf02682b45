import { noteList } from '@course/contracts/learning-study';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';

/** note: the learner's notes, newest first (of one course with ?course=). */
export default function NotesPage() {
  const courseId = useQueryId('course', 'courseId');
  const notes = useCall(noteList, { courseId: courseId ?? undefined, pageNum: 1, pageSize: 50 });
  return (
    <main className="lc-page" data-testid="notes-page">
      <PageState query={notes}>
        {(d) =>
          d.list.length ? (
            <section className="lc-block">
              {d.list.map((n) => (
                <article key={n.id} className="lc-list-item">
                  {n.content}
                  <small>
                    {n.courseTitle}
                    {n.sectionTitle ? ` · ${n.sectionTitle}` : ''} · {formatBeijingDate(n.createdAt)}
                  </small>
                </article>
              ))}
            </section>
          ) : (
            <Empty text="还没有笔记，学习时随手记一笔吧" />
          )
        }
      </PageState>
    </main>
  );
}
