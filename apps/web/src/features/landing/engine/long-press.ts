import { QR_LONG_PRESS_MS } from '@course/domain/constants';

/**
 * Long-press on the QR: fires once the finger has stayed 500 ms (moving more than 10 px cancels). It only
 * listens: the messaging app's own QR recognition must still get the press, so nothing is prevented.
 */
export function onLongPress(el: HTMLElement, fire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let start: { x: number; y: number } | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    start = null;
  };
  const begin = (x: number, y: number) => {
    cancel();
    start = { x, y };
    timer = setTimeout(() => {
      timer = null;
      fire();
    }, QR_LONG_PRESS_MS);
  };
  const move = (x: number, y: number) => {
    if (start && Math.hypot(x - start.x, y - start.y) > 10) cancel();
  };
  const listeners: Array<[string, EventListener]> = [
    [
      'touchstart',
      ((e: TouchEvent) => begin(e.touches[0]?.clientX ?? 0, e.touches[0]?.clientY ?? 0)) as EventListener,
    ],
    [
      'touchmove',
      ((e: TouchEvent) => move(e.touches[0]?.clientX ?? 0, e.touches[0]?.clientY ?? 0)) as EventListener,
    ],
    ['touchend', cancel],
    ['touchcancel', cancel],
    ['mousedown', ((e: MouseEvent) => begin(e.clientX, e.clientY)) as EventListener],
    ['mousemove', ((e: MouseEvent) => move(e.clientX, e.clientY)) as EventListener],
    ['mouseup', cancel],
    ['mouseleave', cancel],
  ];
  for (const [type, listener] of listeners) el.addEventListener(type, listener, { passive: true });
  return () => {
    cancel();
    for (const [type, listener] of listeners) el.removeEventListener(type, listener);
  };
}
