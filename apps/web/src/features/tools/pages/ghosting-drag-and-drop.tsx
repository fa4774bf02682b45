import { characterStrokes } from '@course/contracts/tools-dictionary';
import { ghostingDetails, ghostingDiagnose } from '@course/contracts/tools-ghosting';
import { useGesture } from '@use-gesture/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, PageState } from '../../../ui/states';
import { NoPhoto } from '../components/ghosting-no-photo';
import {
  DiagnosisCard,
  GhostingHero,
  GhostingSteps,
  GridLines,
  ModelOverlay,
  useBoardSide,
} from '../components/ghosting-parts';
import { loadImage, readWork, saveWork } from '../components/ghosting-work';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';

/** The side of the aligned square sent to the server (it scores at 128 px). */
const ALIGNED = 256;

type Pose = { x: number; y: number; scale: number };

/** The photo as it lies under the model (board pixels), drawn into the model's frame at ALIGNED px. */
async function renderAligned(src: string, pose: Pose, board: number): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = ALIGNED;
  canvas.height = ALIGNED;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, ALIGNED, ALIGNED);
  const k = ALIGNED / board;
  const side = board * pose.scale * k;
  // the photo scales about the board's centre
  const left = (board / 2 + pose.x - (board * pose.scale) / 2) * k;
  const top = (board / 2 + pose.y - (board * pose.scale) / 2) * k;
  ctx.drawImage(image, left, top, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/**
 * ghosting-dragAndDrop, ghosting5-dragAndDrop (对比临摹): the model character lies in red over the cropped photo;
 * the learner drags and pinches (or uses the buttons) until the two overlap, then the aligned square goes to the
 * server, which scores the overlap stroke by stroke.
 */
export default function GhostingDragAndDropPage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  const work = character ? readWork(config.family, character) : null;
  return (
    <ToolGate toolCode={config.toolCode}>
      {character && work?.cropped ? (
        <Align family={config.family} character={character} cropped={work.cropped} />
      ) : (
        <NoPhoto family={config.family} character={character} />
      )}
    </ToolGate>
  );
}

function Align(props: { family: 'ghosting' | 'ghosting5'; character: string; cropped: string }) {
  const config = ghostingFamilyOf(props.family);
  const navigate = useAppNavigate();
  const strokes = useCall(characterStrokes, { character: props.character });
  const board = useBoardSide();
  const [pose, setPose] = useState<Pose>({ x: 0, y: 0, scale: 1 });
  const target = useRef<HTMLDivElement>(null);
  useGesture(
    {
      onDrag: ({ offset: [x, y] }) => setPose((p) => ({ ...p, x, y })),
      onPinch: ({ offset: [scale] }) => setPose((p) => ({ ...p, scale })),
      onWheel: ({ delta: [, dy] }) =>
        setPose((p) => ({ ...p, scale: Math.min(4, Math.max(0.3, p.scale * (dy > 0 ? 0.95 : 1.05))) })),
    },
    {
      target,
      drag: { from: () => [pose.x, pose.y] },
      pinch: { from: () => [pose.scale, 0], scaleBounds: { min: 0.3, max: 4 } },
      eventOptions: { passive: false },
    },
  );
  const diagnose = useActionMutation({
    mutationFn: async () => {
      const aligned = await renderAligned(props.cropped, pose, board);
      const result = await callApi(ghostingDiagnose, {
        body: { family: props.family, character: props.character, image: aligned },
      });
      saveWork(props.family, { ...readWork(props.family, props.character), aligned, resultId: result.id });
      return result;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey(ghostingDetails) }),
  });
  const nudge = (dx: number, dy: number, ds = 1) =>
    setPose((p) => ({ x: p.x + dx, y: p.y + dy, scale: Math.min(4, Math.max(0.3, p.scale * ds)) }));
  const side = board * pose.scale;
  return (
    <main className="tl-page" data-testid="ghosting-drag" data-character={props.character}>
      <GhostingHero config={config} title={`对比临摹 · ${props.character}`} />
      <GhostingSteps current={2} />
      <PageState query={strokes}>
        {(data) => (
          <>
            <section className="tl-card">
              <div
                ref={target}
                className="tl-gh-board"
                style={{ width: board, height: board }}
                data-testid="ghosting-align-board"
              >
                <img
                  src={props.cropped}
                  alt="你写的字"
                  draggable={false}
                  style={{
                    position: 'absolute',
                    width: side,
                    height: side,
                    left: board / 2 + pose.x - side / 2,
                    top: board / 2 + pose.y - side / 2,
                    maxWidth: 'none',
                    userSelect: 'none',
                  }}
                />
                <GridLines grid={config.grid} />
                <ModelOverlay strokes={data.strokes} />
              </div>
              <p className="tl-muted" style={{ textAlign: 'center' }}>
                拖动照片、双指缩放，让你写的字与红色范字重叠
              </p>
              <div className="tl-gh-actions">
                <button
                  type="button"
                  className="tl-btn tl-btn-ghost"
                  onClick={() => nudge(0, 0, 1 / 1.05)}
                  data-testid="ghosting-zoom-out"
                >
                  缩小
                </button>
                <button
                  type="button"
                  className="tl-btn tl-btn-ghost"
                  onClick={() => nudge(0, 0, 1.05)}
                  data-testid="ghosting-zoom-in"
                >
                  放大
                </button>
                <button
                  type="button"
                  className="tl-btn tl-btn-ghost"
                  onClick={() => setPose({ x: 0, y: 0, scale: 1 })}
                >
                  复位
                </button>
              </div>
            </section>
            <section className="tl-card">
              <button
                type="button"
                className="tl-btn tl-btn-block"
                disabled={diagnose.isPending}
                onClick={() => diagnose.mutate()}
                data-testid="ghosting-diagnose"
              >
                {diagnose.isPending ? '诊断中…' : diagnose.isSuccess ? '重新诊断' : '对齐好了，开始诊断'}
              </button>
            </section>
            {diagnose.isError ? (
              <ErrorBlock error={diagnose.error} onRetry={() => diagnose.mutate()} />
            ) : null}
            {diagnose.isSuccess ? (
              <DiagnosisCard
                result={diagnose.data}
                action={
                  <div className="tl-gh-actions">
                    <button
                      type="button"
                      className="tl-btn"
                      data-testid="ghosting-open-player"
                      onClick={() =>
                        navigate(
                          getHref(ghostingRoute(props.family, 'dragAndDplayer'), {
                            query: { character: props.character },
                          }),
                        )
                      }
                    >
                      看笔顺讲解
                    </button>
                    <button
                      type="button"
                      className="tl-btn tl-btn-ghost"
                      onClick={() =>
                        navigate(
                          getHref(ghostingRoute(props.family, 'details'), {
                            query: { character: props.character },
                          }),
                        )
                      }
                    >
                      诊断记录
                    </button>
                  </div>
                }
              />
            ) : null}
          </>
        )}
      </PageState>
    </main>
  );
}
