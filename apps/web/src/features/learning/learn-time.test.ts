import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLearnTimeClock } from './learn-time';

/** A document whose visibility the test switches, as the browser does when the learner leaves the page. */
function fakeDocument(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  const doc = {
    visibilityState: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const set = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, set };
}

describe('learning-time clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports once per 60000 ms of visible time', () => {
    const { doc } = fakeDocument();
    const onMinute = vi.fn();
    const stop = startLearnTimeClock({ periodMs: 60_000, onMinute, doc });
    vi.advanceTimersByTime(59_999);
    expect(onMinute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMinute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onMinute).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(onMinute).toHaveBeenCalledTimes(3);
  });

  it('does not count hidden time: pauses when hidden, resumes with the rest of the minute', () => {
    const { doc, set } = fakeDocument();
    const onMinute = vi.fn();
    startLearnTimeClock({ periodMs: 60_000, onMinute, doc });
    vi.advanceTimersByTime(40_000);
    set('hidden');
    vi.advanceTimersByTime(10 * 60_000);
    expect(onMinute).not.toHaveBeenCalled();
    set('visible');
    vi.advanceTimersByTime(19_999);
    expect(onMinute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMinute).toHaveBeenCalledTimes(1);
    // a second pause inside the next minute
    vi.advanceTimersByTime(30_000);
    set('hidden');
    set('hidden');
    vi.advanceTimersByTime(45_000);
    set('visible');
    set('visible');
    vi.advanceTimersByTime(29_999);
    expect(onMinute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onMinute).toHaveBeenCalledTimes(2);
  });

  it('starts paused on a hidden page and counts from when it shows', () => {
    const { doc, set } = fakeDocument('hidden');
    const onMinute = vi.fn();
    const stop = startLearnTimeClock({ periodMs: 60_000, onMinute, doc });
    vi.advanceTimersByTime(5 * 60_000);
    expect(onMinute).not.toHaveBeenCalled();
    set('visible');
    vi.advanceTimersByTime(60_000);
    expect(onMinute).toHaveBeenCalledTimes(1);
    stop();
    set('hidden');
    set('visible');
    vi.advanceTimersByTime(5 * 60_000);
    expect(onMinute).toHaveBeenCalledTimes(1);
  });
});
