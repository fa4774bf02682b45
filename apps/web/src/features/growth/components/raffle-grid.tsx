import { useEffect, useRef, useState } from 'react';
import './raffle-grid.css';

export type GridPrize = { slot: number; name: string; kind: 'cash' | 'goods' | 'none'; available: boolean };

/** The ring of the 3 × 3 grid, clockwise from the top left; the centre (cell 4) is the draw button. */
const RING_OF_CELL = [0, 1, 2, 7, -1, 3, 6, 5, 4];
const RING = 8;

/** Which ring position shows the prize of `slot` (the prizes repeat round the ring when there are fewer than 8). */
export function ringPositionOf(prizes: GridPrize[], slot: number): number {
  for (let k = 0; k < RING; k += 1) if (prizes[k % prizes.length]?.slot === slot) return k;
  return 0;
}

/**
 * The 9-grid (九宫格): the light runs round the ring and stops on the prize the server already chose (`target`
 * set by the page after the draw call answered); the run is cosmetic, about 2.5 s, then `onStopped`.
 */
export function RaffleGrid(props: {
  prizes: GridPrize[];
  target: number | null;
  drawsLeft: number;
  busy: boolean;
  onDraw: () => void;
  onStopped: () => void;
}) {
  const [lit, setLit] = useState<number | null>(null);
  const stopped = useRef(props.onStopped);
  stopped.current = props.onStopped;
  useEffect(() => {
    if (props.target === null) return;
    const steps = RING * 3 + props.target;
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setLit(step % RING);
      if (step === steps) {
        timer = setTimeout(() => stopped.current(), 300);
        return;
      }
      step += 1;
      // slow down over the last ring
      const delay = step > steps - RING ? 60 + (step - (steps - RING)) * 25 : 50;
      timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [props.target]);
  return (
    <div className="raffle-grid" data-testid="raffle-grid">
      {RING_OF_CELL.map((ring, cell) => {
        if (ring < 0) {
          return (
            <button
              key="draw"
              type="button"
              className="raffle-grid-draw"
              data-testid="raffle-draw"
              disabled={props.busy || props.drawsLeft <= 0}
              onClick={props.onDraw}
            >
              <span className="raffle-grid-draw-main">{props.drawsLeft > 0 ? '立即抽奖' : '明天再来'}</span>
              <span className="raffle-grid-draw-sub">剩余 {props.drawsLeft} 次</span>
            </button>
          );
        }
        const prize = props.prizes[ring % props.prizes.length]!;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the ring position is the cell's identity
            key={cell}
            className={`raffle-grid-cell${lit === ring ? ' raffle-grid-lit' : ''}${prize.available ? '' : ' raffle-grid-out'}`}
            data-testid="raffle-cell"
          >
            <span className="raffle-grid-icon" aria-hidden="true">
              {prize.kind === 'cash' ? '¥' : prize.kind === 'goods' ? '礼' : '☺'}
            </span>
            <span className="raffle-grid-name">{prize.name}</span>
            {prize.available ? null : <span className="raffle-grid-tag">已抽完</span>}
          </div>
        );
      })}
    </div>
  );
}
