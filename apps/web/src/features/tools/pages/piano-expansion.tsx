import { contentList } from '@course/contracts/tools-content';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { MediaBadge } from '../components/content-parts';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import { EXPANSION_DETAIL } from '../content-config';
import { ContentDetailView } from './content-detail';
import '../tools-shared.css';
import '../components/piano-parts.css';

/**
 * extracurricular_expansion (课外拓展): the piano tools' reading and listening, items of the content library
 * (family `expansion`), grouped by category; `?id=` opens one (its text, its audio) through the detail engine.
 */
export default function PianoExpansionPage() {
  const id = useQueryId('id');
  if (id !== null) return <ContentDetailView config={EXPANSION_DETAIL} id={id} />;
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <ExpansionList />
    </ToolGate>
  );
}

function ExpansionList() {
  const navigate = useAppNavigate();
  const list = useCall(contentList, {
    family: 'expansion',
    sort: 'default',
    pageNum: 1,
    pageSize: 50,
  });
  return (
    <main className="tl-page" data-testid="piano-expansion">
      <PianoHeader title="课外拓展" hint="课后读一读、听一听，耳朵和脑子一起进步" />
      <PageState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <section className="tl-card">
              <Empty text="课外拓展内容正在准备中" />
            </section>
          ) : (
            data.categories.map((category) => (
              <section className="tl-card" key={category.code} data-category={category.code}>
                <h2 className="tl-card-title">{category.name}</h2>
                <ul className="tl-pn-list">
                  {data.list
                    .filter((item) => item.category === category.code)
                    .map((item) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          data-testid="piano-expansion-item"
                          data-code={item.code}
                          onClick={() =>
                            navigate(getHref('extracurricular_expansion', { query: { id: item.id } }))
                          }
                        >
                          <span className="main">
                            <b>{item.title}</b>
                            <span>{item.author}</span>
                            <span>{item.summary}</span>
                          </span>
                          <MediaBadge card={item} />
                        </button>
                      </li>
                    ))}
                </ul>
              </section>
            ))
          )
        }
      </PageState>
    </main>
  );
}
