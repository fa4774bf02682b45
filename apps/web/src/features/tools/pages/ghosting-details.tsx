import { ghostingDetails } from '@course/contracts/tools-ghosting';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { GhostingChars } from '../components/ghosting-chars';
import { DiagnosisCard, HistoryList } from '../components/ghosting-parts';
import { HanziBoard } from '../components/hanzi-board';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';

/**
 * ghosting-details, ghosting5-details (诊断详情): the model character (stroke-order animation), its lesson (the
 * 5-grid row for ghosting5), the latest diagnosis in full and the learner's history of this character.
 */
export default function GhostingDetailsPage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  return (
    <ToolGate toolCode={config.toolCode}>
      {character ? (
        <Details family={config.family} character={character} />
      ) : (
        <EmptyState text="没有指定要诊断的字" />
      )}
    </ToolGate>
  );
}

function Details(props: { family: 'ghosting' | 'ghosting5'; character: string }) {
  const config = ghostingFamilyOf(props.family);
  const navigate = useAppNavigate();
  const details = useCall(ghostingDetails, { family: props.family, character: props.character });
  return (
    <main className="tl-page" data-testid="ghosting-details" data-character={props.character}>
      <PageState query={details}>
        {(d) => (
          <>
            <section className="tl-card" style={{ textAlign: 'center' }}>
              <h2 className="tl-card-title">
                {d.character} · {d.pinyin} · {d.strokeCount} 画
                <span className="tl-muted">{d.best === null ? '未诊断' : `最高 ${d.best} 分`}</span>
              </h2>
              <HanziBoard character={d.character} mode="animate" size={220} testId="ghosting-model-board" />
              <button
                type="button"
                className="tl-btn tl-btn-block"
                style={{ marginTop: 12 }}
                data-testid="ghosting-start-capture"
                onClick={() =>
                  navigate(
                    getHref(ghostingRoute(props.family, 'capture'), { query: { character: d.character } }),
                  )
                }
              >
                拍照诊断
              </button>
            </section>
            {d.lessonTitle ? (
              <section className="tl-card">
                <h2 className="tl-card-title">{d.lessonTitle}</h2>
                <GhostingChars config={config} list={d.lessonCharacters} current={d.character} />
              </section>
            ) : null}
            {d.history[0] ? <DiagnosisCard result={d.history[0]} /> : null}
            <section className="tl-card">
              <h2 className="tl-card-title">诊断记录</h2>
              <HistoryList list={d.history} empty="还没有诊断过这个字" />
            </section>
          </>
        )}
      </PageState>
    </main>
  );
}
