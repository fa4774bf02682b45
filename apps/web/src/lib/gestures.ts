import { DOUBLE_TAP_MS, DOUBLE_TAP_PX, LONG_TAP_MS, SWIPE_PX } from '@course/domain/constants';
import { useDrag } from '@use-gesture/react';
import { useEffect, useRef } from 'react';

/**
 * Touch gestures of the spec: double tap within 250 ms and 30 px, long tap after 750 ms, swipe past 30 px.
 * `useGestures` takes the touches from @use-gesture/react (`useDrag`: event binding, pointer tracking, cleanup);
 * `GestureRecognizer` is the pure part that applies the spec's thresholds (tests feed it points and times).
 * @use-gesture has no double tap or long tap, and its swipe also needs a velocity and a duration the spec does
 * not have, so those rules stay here (docs/architecture.md, "Gestures").
 */

export type SwipeDirection = 'up' | 'down' | 'left' | 'right';
export type GestureHandlers = {
  onTap?: () => void;
  onDoubleTap?: () => void;
  onLongTap?: () => void;
  onSwipe?: (direction: SwipeDirection) => void;
};
type Point = { x: number; y: number; t: number };

export class GestureRecognizer {
  private start: Point | null = null;
  private lastTap: Point | null = null;
  private longTapTimer: ReturnType<typeof setTimeout> | null = null;
  private longTapFired = false;

  constructor(private handlers: GestureHandlers) {}

  setHandlers(handlers: GestureHandlers): void {
    this.handlers = handlers;
  }

  down(p: Point): void {
    this.start = p;
    this.longTapFired = false;
    this.clearLongTap();
    this.longTapTimer = setTimeout(() => {
      this.longTapFired = true;
      this.handlers.onLongTap?.();
    }, LONG_TAP_MS);
  }

  move(p: Point): void {
    if (!this.start) return;
    if (Math.hypot(p.x - this.start.x, p.y - this.start.y) > DOUBLE_TAP_PX) this.clearLongTap();
  }

  up(p: Point): void {
    const start = this.start;
    this.start = null;
    this.clearLongTap();
    if (!start || this.longTapFired) return;
    const dx = p.x - start.x;
    const dy = p.y - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) > SWIPE_PX) {
      this.lastTap = null;
      const direction: SwipeDirection =
        Math.abs(dy) >= Math.abs(dx) ? (dy < 0 ? 'up' : 'down') : dx < 0 ? 'left' : 'right';
      this.handlers.onSwipe?.(direction);
      return;
    }
    const previous = this.lastTap;
    if (
      previous &&
      p.t - previous.t <= DOUBLE_TAP_MS &&
      Math.hypot(p.x - previous.x, p.y - previous.y) <= DOUBLE_TAP_PX
    ) {
      this.lastTap = null;
      this.handlers.onDoubleTap?.();
      return;
    }
    this.lastTap = p;
    this.handlers.onTap?.();
  }

  cancel(): void {
    this.start = null;
    this.clearLongTap();
  }

  private clearLongTap(): void {
    if (this.longTapTimer) clearTimeout(this.longTapTimer);
    this.longTapTimer = null;
  }
}

/**
 * Recognises the gestures on an element: spread the returned `bind()` on it. Touch events (not pointer
 * events), as the messaging app's web view delivers them; listening is passive, so scrolling is not blocked.
 */
export function useGestures(handlers: GestureHandlers) {
  const recognizer = useRef<GestureRecognizer | null>(null);
  recognizer.current ??= new GestureRecognizer(handlers);
  recognizer.current.setHandlers(handlers);
  useEffect(() => () => recognizer.current?.cancel(), []);
  return useDrag(
    ({ first, last, canceled, xy: [x, y], timeStamp }) => {
      const r = recognizer.current;
      if (!r) return;
      const point = { x, y, t: timeStamp };
      if (canceled) r.cancel();
      else if (first) r.down(point);
      else if (last) r.up(point);
      else r.move(point);
    },
    { pointer: { touch: true } },
  );
}
