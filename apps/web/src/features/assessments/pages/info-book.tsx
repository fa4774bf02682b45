import { studyBooklet } from '@course/contracts/assessments-info';
import { formatBeijing } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, PageState, StateAction } from '../../../ui/states';
import '../assessments-shared.css';
import './info.css';

/** infoBook: the study booklet made from the saved profile (rhythm, four weeks, tips, courses of its subjects). */
export default function InfoBookPage() {
  const navigate = useAppNavigate();
  const book = useCall(studyBooklet, {}, { silent: true });
  if (book.error instanceof ApiError && book.error.code === ResponseCode.notFound) {
    return (
      <Empty
        text="还没有学习档案"
        action={<StateAction label="去填写" onClick={() => navigate(getHref('infoIndex'))} />}
      />
    );
  }
  return (
    <main className="as-page" data-testid="info-book">
      <PageState query={book}>
        {(b) => (
          <>
            <section className="if-hero">
              <h1 data-testid="info-book-title">{b.title}</h1>
              <p>更新于 {formatBeijing(b.updatedAt, 'YYYY/M/D')}</p>
            </section>
            <section className="as-card">
              <h2>学习节奏</h2>
              <p data-testid="info-book-rhythm">{b.rhythm}</p>
            </section>
            <section className="as-card">
              <h2>前四周计划</h2>
              <ol className="as-list">
                {b.weeks.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ol>
            </section>
            <section className="as-card">
              <h2>学习建议</h2>
              <ul className="as-list">
                {b.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
            {b.courses.length > 0 ? (
              <section className="as-card">
                <h2>推荐课程</h2>
                <ul className="if-courses">
                  {b.courses.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        data-testid="info-book-course"
                        onClick={() => navigate(getHref('detail', { query: { course: c.id } }))}
                      >
                        <CoverImage src={c.coverUrl} alt="" />
                        <span>{c.title}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="as-card">
              <h2>我的档案</h2>
              <dl className="if-lines">
                {b.profileLines.map((l) => (
                  <div key={l.label}>
                    <dt>{l.label}</dt>
                    <dd>{l.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className="as-actions">
              <button
                type="button"
                className="as-btn as-btn-ghost"
                onClick={() => navigate(getHref('infoIndex'))}
              >
                修改档案
              </button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
