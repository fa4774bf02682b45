import { characterStrokes } from '@course/contracts/tools-dictionary';
import { ghostingDetails } from '@course/contracts/tools-ghosting';
import HanziWriter, { type CharacterJson } from 'hanzi-writer';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { PageState } from '../../../ui/states';
import { NoPhoto } from '../components/ghosting-no-photo';
import {
  DiagnosisCard,
  GhostingHero,
  GhostingSteps,
  GridLines,
  useBoardSide,
} from '../components/ghosting-parts';
import { readWork } from '../components/ghosting-work';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';

/**
 * ghosting-dragAndDplayer, ghosting5-dragAndDplayer (视频讲解): the model's stroke order plays (hanzi-writer's
 * animation, no padding so its frame is the photo's) over the learner's aligned work, stroke by stroke, with the
 * diagnosis beside it: the learner sees where each stroke of theirs left the model's path.
 */
export default function GhostingPlayerPage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  const work = character ? readWork(config.family, character) : null;
  return (
    <ToolGate toolCode={config.toolCode}>
      {character && work?.aligned ? (
        <Player
          family={config.family}
          character={character}
          aligned={work.aligned}
          resultId={work.resultId}
        />
      ) : (
        <NoPhoto family={config.family} character={character} />
      )}
    </ToolGate>
  );
}

function Player(props: {
  family: 'ghosting' | 'ghosting5';
  character: string;
  aligned: string;
  resultId: number | undefined;
}) {
  const config = ghostingFamilyOf(props.family);
  const navigate = useAppNavigate();
  const host = useRef<HTMLDivElement>(null);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<'loading' | 'playing' | 'done'>('loading');
  const details = useCall(ghostingDetails, { family: props.family, character: props.character });
  const board = useBoardSide();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    element.replaceChildren();
    element.dataset.round = String(round);
    setState('loading');
    const writer = HanziWriter.create(element, props.character, {
      width: board,
      height: board,
      padding: 0,
      showOutline: false,
      showCharacter: false,
      strokeColor: 'rgba(224, 60, 49, 0.75)',
      strokeAnimationSpeed: 0.8,
      delayBetweenStrokes: 400,
      charDataLoader: (character, onLoad, onError) => {
        callApi(characterStrokes, { body: { character } })
          .then((data) => onLoad(data as CharacterJson))
          .catch(onError);
      },
      onLoadCharDataSuccess: () => setState('playing'),
    });
    void writer.animateCharacter({ onComplete: () => setState('done') });
    return () => {
      void writer.pauseAnimation();
      element.replaceChildren();
    };
  }, [props.character, board, round]);

  return (
    <main
      className="tl-page"
      data-testid="ghosting-player"
      data-character={props.character}
      data-state={state}
    >
      <GhostingHero config={config} title={`笔顺讲解 · ${props.character}`} />
      <GhostingSteps current={3} />
      <section className="tl-card">
        <div className="tl-gh-board" style={{ width: board, height: board }}>
          <img
            src={props.aligned}
            alt="你对齐后的字"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.85 }}
          />
          <GridLines grid={config.grid} />
          <div ref={host} style={{ position: 'absolute', inset: 0 }} data-testid="ghosting-player-writer" />
        </div>
        <p className="tl-muted" style={{ textAlign: 'center' }}>
          {state === 'done'
            ? '播放完了：红色是范字的笔顺，底下是你写的字'
            : '范字正按笔顺一笔一笔写在你的字上'}
        </p>
        <div className="tl-gh-actions">
          <button
            type="button"
            className="tl-btn tl-btn-ghost"
            onClick={() => setRound((n) => n + 1)}
            data-testid="ghosting-replay"
          >
            再看一遍
          </button>
          <button
            type="button"
            className="tl-btn"
            onClick={() =>
              navigate(
                getHref(ghostingRoute(props.family, 'capture'), { query: { character: props.character } }),
              )
            }
          >
            再写一次
          </button>
        </div>
      </section>
      <PageState query={details}>
        {(d) => {
          const result = d.history.find((h) => h.id === props.resultId) ?? d.history[0];
          return result ? <DiagnosisCard result={result} /> : null;
        }}
      </PageState>
    </main>
  );
}
