import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GestureRecognizer } from './gestures';

describe('gestures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = () => {
    const calls: string[] = [];
    const r = new GestureRecognizer({
      onTap: () => calls.push('tap'),
      onDoubleTap: () => calls.push('double'),
      onLongTap: () => calls.push('long'),
      onSwipe: (d) => calls.push(`swipe-${d}`),
    });
    return { r, calls };
  };

  it('recognises a double tap within 250 ms and 30 px, not a slower or farther one', () => {
    const { r, calls } = make();
    r.down({ x: 10, y: 10, t: 0 });
    r.up({ x: 10, y: 10, t: 50 });
    r.down({ x: 20, y: 20, t: 200 });
    r.up({ x: 20, y: 20, t: 250 });
    expect(calls).toEqual(['tap', 'double']);
    r.down({ x: 10, y: 10, t: 1000 });
    r.up({ x: 10, y: 10, t: 1010 });
    r.down({ x: 10, y: 10, t: 1200 });
    r.up({ x: 10, y: 10, t: 1261 });
    expect(calls).toEqual(['tap', 'double', 'tap', 'tap']);
  });

  it('fires a long tap after 750 ms and no tap after it', () => {
    const { r, calls } = make();
    r.down({ x: 0, y: 0, t: 0 });
    vi.advanceTimersByTime(749);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    r.up({ x: 0, y: 0, t: 800 });
    expect(calls).toEqual(['long']);
  });

  it('recognises a swipe past 30 px with its direction', () => {
    const { r, calls } = make();
    r.down({ x: 100, y: 100, t: 0 });
    r.up({ x: 100, y: 69, t: 100 });
    r.down({ x: 100, y: 100, t: 500 });
    r.up({ x: 100, y: 131, t: 600 });
    r.down({ x: 100, y: 100, t: 900 });
    r.up({ x: 100, y: 125, t: 950 });
    expect(calls).toEqual(['swipe-up', 'swipe-down', 'tap']);
  });
});
