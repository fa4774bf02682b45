import type { ResponseOf } from '@course/contracts/define-call';
import type { ghostingCurriculum } from '@course/contracts/tools-ghosting';
import { formatBeijing } from '@course/domain/beijing-time';
import { type ReactNode, useEffect, useState } from 'react';
import type { GhostingConfig } from '../ghosting-config';
import './ghosting-parts.css';

type Result = ResponseOf<typeof ghostingCurriculum>['recent'][number];

/** The side of the square board: 300 px, less on a narrow phone (the card keeps 26 px each side); follows resizes. */
const fitBoard = () => Math.min(300, Math.max(200, window.innerWidth - 52));

export function useBoardSide(): number {
  const [side, setSide] = useState(fitBoard);
  useEffect(() => {
    const onResize = () => setSide(fitBoard());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return side;
}

/** The practice grid (田字格 or 米字格) drawn over a square, in the model's 1024-unit frame. */
export function GridLines(props: { grid: 'tian' | 'mi' }) {
  return (
    <svg className="tl-gh-grid" viewBox="0 0 1024 1024" aria-hidden="true">
      <rect x="4" y="4" width="1016" height="1016" fill="none" stroke="#d9534f" strokeWidth="8" />
      <g stroke="#e8a09e" strokeWidth="4" strokeDasharray="24 18">
        <line x1="512" y1="0" x2="512" y2="1024" />
        <line x1="0" y1="512" x2="1024" y2="512" />
        {props.grid === 'mi' ? (
          <>
            <line x1="0" y1="0" x2="1024" y2="1024" />
            <line x1="1024" y1="0" x2="0" y2="1024" />
          </>
        ) : null}
      </g>
    </svg>
  );
}

/** The model character's outlines (hanzi-writer-data paths) in their frame, over whatever is under it. */
export function ModelOverlay(props: { strokes: readonly string[]; colour?: string; opacity?: number }) {
  return (
    <svg className="tl-gh-model" viewBox="0 0 1024 1024" aria-hidden="true" data-testid="ghosting-model">
      <g
        transform="translate(0, 900) scale(1, -1)"
        fill={props.colour ?? '#e03c31'}
        opacity={props.opacity ?? 0.45}
      >
        {props.strokes.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: strokes are in a fixed order
          <path key={i} d={d} />
        ))}
      </g>
    </svg>
  );
}

/** The numbers of one diagnosis: score, precision, recall and coverage per stroke. */
export function DiagnosisCard(props: { result: Result; action?: ReactNode }) {
  const r = props.result;
  return (
    <section className="tl-card tl-gh-result" data-testid="ghosting-result" data-score={r.score}>
      <div className="tl-gh-result-head">
        <span className="tl-gh-result-char">{r.character}</span>
        <p className="tl-gh-score">
          {r.score}
          <small>分</small>
        </p>
      </div>
      <p className="tl-gh-comment">{r.comment}</p>
      <dl className="tl-gh-metrics">
        <div>
          <dt>笔迹准确</dt>
          <dd>{r.precision}%</dd>
        </div>
        <div>
          <dt>笔画覆盖</dt>
          <dd>{r.recall}%</dd>
        </div>
        <div>
          <dt>重合度</dt>
          <dd>{r.iou}%</dd>
        </div>
      </dl>
      <ol className="tl-gh-strokes" aria-label="每一笔的覆盖">
        {r.strokes.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per stroke, in stroke order
          <li key={i} className={v >= 80 ? 'good' : v >= 50 ? 'fair' : 'weak'}>
            <span>第{i + 1}笔</span>
            <b>{v}%</b>
          </li>
        ))}
      </ol>
      {props.action}
    </section>
  );
}

export function HistoryList(props: { list: readonly Result[]; onOpen?: (r: Result) => void; empty: string }) {
  if (props.list.length === 0) return <p className="tl-muted tl-gh-empty">{props.empty}</p>;
  return (
    <ul className="tl-gh-history" data-testid="ghosting-history">
      {props.list.map((r) => (
        <li key={r.id}>
          <button type="button" onClick={() => props.onOpen?.(r)}>
            <span className="tl-gh-history-char">{r.character}</span>
            <span className="tl-muted">
              {formatBeijing(r.at, 'M月D日 HH:mm')} · 覆盖 {r.recall}% · 准确 {r.precision}%
            </span>
            <span className="tl-gh-history-score">{r.score} 分</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The hero of a family's pages. */
export function GhostingHero(props: { config: GhostingConfig; title?: string }) {
  return (
    <header className="tl-gh-hero">
      <h1>{props.title ?? props.config.heading}</h1>
      <p>{props.config.hint}</p>
    </header>
  );
}

/** The steps of a diagnosis, the current one highlighted. */
export function GhostingSteps(props: { current: 0 | 1 | 2 | 3 }) {
  const steps = ['拍照', '裁剪', '对齐', '讲解'];
  return (
    <ol className="tl-gh-steps">
      {steps.map((s, i) => (
        <li key={s} className={i === props.current ? 'on' : i < props.current ? 'done' : ''}>
          {s}
        </li>
      ))}
    </ol>
  );
}
