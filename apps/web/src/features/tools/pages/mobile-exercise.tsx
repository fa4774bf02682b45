import { exerciseList } from '@course/contracts/tools-dictionary';
import { formatBeijing } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import './mobile-exercise.css';

/** mobileExercise (手机练字): the practice sheet with the learner's best score per character, and recent results. */
export default function MobileExercisePage() {
  const navigate = useAppNavigate();
  const overview = useCall(exerciseList, {});
  const open = (character: string) => navigate(getHref('mobileExerciseDetail', { query: { character } }));
  return (
    <ToolGate toolCode="mobile-exercise">
      <main className="tl-page" data-testid="tools-mobile-exercise">
        <PageState query={overview}>
          {(data) => (
            <>
              <section className="tl-card">
                <h2 className="tl-card-title">
                  选一个字开始描红
                  <button type="button" onClick={() => navigate(getHref('calligraphyDictionary'))}>
                    查其他字 ›
                  </button>
                </h2>
                <ul className="tl-ex-grid">
                  {data.characters.map((c) => (
                    <li key={c.character}>
                      <button
                        type="button"
                        data-testid="tools-exercise-char"
                        data-character={c.character}
                        onClick={() => open(c.character)}
                      >
                        <span className="tl-ex-pinyin">{c.pinyin}</span>
                        <span className="tl-ex-char">{c.character}</span>
                        <span className={c.best === null ? 'tl-ex-best tl-muted' : 'tl-ex-best'}>
                          {c.best === null ? '未练' : `最高 ${c.best} 分`}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="tl-card">
                <h2 className="tl-card-title">最近练习</h2>
                {data.recent.length === 0 ? (
                  <Empty text="还没有练习记录，选一个字开始吧" />
                ) : (
                  <ul className="tl-ex-recent" data-testid="tools-exercise-recent">
                    {data.recent.map((r) => (
                      <li key={r.id}>
                        <button type="button" onClick={() => open(r.character)}>
                          <span className="tl-ex-recent-char">{r.character}</span>
                          <span className="tl-muted">
                            {formatBeijing(r.at, 'M月D日 HH:mm')} · {r.strokeCount} 画 · 错 {r.mistakes} 次
                          </span>
                          <span className="tl-ex-score">{r.score} 分</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}
