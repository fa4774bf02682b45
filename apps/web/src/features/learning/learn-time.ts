/**
 * The learning-time clock of a section page: it calls `onMinute` after every `periodMs` of time the page was
 * visible (the spec's report every 60000 ms with stayTime 60000). Time while the document is hidden (another
 * app in front, the phone locked, another tab) does not count: the clock pauses on hidden and resumes with
 * what was left of the minute when the page is visible again.
 */
export type LearnTimeClockOptions = {
  periodMs: number;
  onMinute: () => void;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
};

export function startLearnTimeClock(options: LearnTimeClockOptions): () => void {
  const doc = options.doc ?? document;
  const now = options.now ?? (() => Date.now());
  const { periodMs } = options;
  /** Visible time counted towards the current minute, before the running stretch. */
  let counted = 0;
  /** When the running visible stretch started, or null while paused. */
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    timer = setTimeout(() => {
      timer = null;
      counted = 0;
      since = now();
      options.onMinute();
      schedule();
    }, periodMs - counted);
  };
  const resume = () => {
    if (since !== null) return;
    since = now();
    schedule();
  };
  const pause = () => {
    if (since === null) return;
    counted = Math.min(periodMs - 1, counted + Math.max(0, now() - since));
    since = null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const onVisibility = () => (doc.visibilityState === 'hidden' ? pause() : resume());

  doc.addEventListener('visibilitychange', onVisibility);
  if (doc.visibilityState !== 'hidden') resume();
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    pause();
  };
}
