import { searchDetails } from '@course/contracts/tools-dictionary';
import { ResponseCode } from '@course/domain/response-codes';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { HanziBoard } from '../components/hanzi-board';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';
import './search-details.css';

/** searchDetails (单字详情): the character's stroke order animated, its pinyin, radical, structure and strokes. */
export default function SearchDetailsPage() {
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character') ?? params.get('word'));
  return (
    <ToolGate toolCode="calligraphy-dictionary">
      {character ? <Detail character={character} /> : <EmptyState text="没有指定要查的字" />}
    </ToolGate>
  );
}

function Detail(props: { character: string }) {
  const navigate = useAppNavigate();
  const [round, setRound] = useState(0);
  const [radical, setRadical] = useState(false);
  const detail = useCall(searchDetails, { character: props.character }, { silent: true });
  const missing = detail.error instanceof ApiError && detail.error.code === ResponseCode.notFound;
  useEffect(() => {
    if (missing) {
      navigate(getHref('calligraphyDictionary404', { query: { keyword: props.character } }), {
        replace: true,
      });
    }
  }, [missing, props.character, navigate]);
  if (detail.isLoading || missing) return <PageLoading />;
  if (detail.error || !detail.data)
    return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <main className="tl-page" data-testid="tools-search-details" data-character={d.character}>
      <section className="tl-card tl-detail-board">
        <HanziBoard character={d.character} mode="animate" showRadical={radical} round={round} size={232} />
        <div className="tl-detail-controls">
          <button type="button" className="tl-btn tl-btn-ghost" onClick={() => setRound((n) => n + 1)}>
            重播笔顺
          </button>
          <button
            type="button"
            className="tl-btn tl-btn-ghost"
            aria-pressed={radical}
            onClick={() => setRadical((on) => !on)}
          >
            {radical ? '取消标出部首' : '标出部首'}
          </button>
        </div>
      </section>
      <section className="tl-card">
        <dl className="tl-detail-facts">
          <div>
            <dt>拼音</dt>
            <dd data-testid="tools-detail-pinyin">{d.pinyin.join(' / ')}</dd>
          </div>
          <div>
            <dt>部首</dt>
            <dd data-testid="tools-detail-radical">{d.radical || '—'}</dd>
          </div>
          <div>
            <dt>笔画</dt>
            <dd data-testid="tools-detail-strokes">{d.strokeCount} 画</dd>
          </div>
          <div>
            <dt>结构</dt>
            <dd>{d.structure || '—'}</dd>
          </div>
        </dl>
      </section>
      <div className="tl-card">
        <button
          type="button"
          className="tl-btn tl-btn-block"
          data-testid="tools-detail-trace"
          onClick={() => navigate(getHref('mobileExerciseDetail', { query: { character: d.character } }))}
        >
          描红练习这个字
        </button>
      </div>
    </main>
  );
}
