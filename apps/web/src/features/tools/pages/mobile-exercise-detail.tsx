import { exerciseList, exerciseSubmit, searchDetails } from '@course/contracts/tools-dictionary';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, PageState } from '../../../ui/states';
import { HanziBoard } from '../components/hanzi-board';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';
import './mobile-exercise-detail.css';

/**
 * mobileExerciseDetail (练字详情): trace one character stroke by stroke (hanzi-writer's quiz: a stroke is
 * checked against the data set's median as soon as the finger lifts; after three misses the stroke is shown).
 * When the last stroke is right, the mistakes per stroke go to the server, which scores and keeps the result.
 */
export default function MobileExerciseDetailPage() {
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  return (
    <ToolGate toolCode="mobile-exercise">
      {character ? <Trace character={character} /> : <EmptyState text="没有指定要练的字" />}
    </ToolGate>
  );
}

function Trace(props: { character: string }) {
  const navigate = useAppNavigate();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(0);
  const [misses, setMisses] = useState(0);
  const detail = useCall(searchDetails, { character: props.character });
  const submit = useActionMutation({
    mutationFn: (strokeMistakes: number[]) =>
      callApi(exerciseSubmit, { body: { character: props.character, strokeMistakes } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey(exerciseList) }),
  });
  const again = () => {
    submit.reset();
    setDone(0);
    setMisses(0);
    setRound((n) => n + 1);
  };

  return (
    <main className="tl-page" data-testid="tools-exercise-detail" data-character={props.character}>
      <PageState query={detail}>
        {(d) => (
          <>
            <section className="tl-card tl-trace-head">
              <span className="tl-trace-char">{d.character}</span>
              <span>
                {d.pinyin[0]} · 部首 {d.radical || '—'} · 共 {d.strokeCount} 画
              </span>
            </section>
            <section className="tl-card tl-trace-board">
              <p className="tl-muted" data-testid="tools-trace-progress">
                {submit.isIdle
                  ? `按笔顺描写：第 ${Math.min(done + 1, d.strokeCount)} / ${d.strokeCount} 笔 · 写错 ${misses} 次`
                  : '写完了'}
              </p>
              <HanziBoard
                character={d.character}
                mode="quiz"
                round={round}
                size={280}
                testId="tools-trace-board"
                quiz={{
                  onStroke: (s) => setDone(s.strokeNum + 1),
                  onMistake: () => setMisses((n) => n + 1),
                  onComplete: (strokeMistakes) => submit.mutate(strokeMistakes),
                }}
              />
            </section>
            {submit.isSuccess ? (
              <section
                className="tl-card tl-trace-result"
                data-testid="tools-trace-result"
                data-score={submit.data.score}
              >
                <p className="tl-trace-score">
                  {submit.data.score}
                  <small>分</small>
                </p>
                <p className="tl-muted">
                  {submit.data.mistakes === 0
                    ? '每一笔都写对了，真棒！'
                    : `共写错 ${submit.data.mistakes} 次，再练一遍会更好`}
                </p>
              </section>
            ) : null}
            {submit.isError ? <ErrorBlock error={submit.error} onRetry={again} /> : null}
            <div className="tl-card tl-trace-actions">
              <button
                type="button"
                className="tl-btn tl-btn-ghost"
                onClick={again}
                data-testid="tools-trace-again"
              >
                重新描写
              </button>
              <button
                type="button"
                className="tl-btn tl-btn-ghost"
                onClick={() => navigate(getHref('searchDetails', { query: { character: d.character } }))}
              >
                看笔顺
              </button>
              <button type="button" className="tl-btn" onClick={() => navigate(getHref('mobileExercise'))}>
                练字记录
              </button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
