import { QR_IDENTIFY_REPORT_MS, QR_IDENTIFY_TICK_MS } from '@course/domain/constants';

/**
 * The QR-identify timer: ticks every 100 ms from the moment the QR shows; at 5 s it reports a failure (the
 * visitor has not recognised the code yet), at 8 s it reports again only if the page was never hidden
 * (recognising a code in the messaging app hides the page), then stops.
 */
export function startQrIdentifyTimer(report: (elapsedMs: number) => void): () => void {
  const [first, last] = QR_IDENTIFY_REPORT_MS;
  let everHidden = document.visibilityState === 'hidden';
  let elapsed = 0;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') everHidden = true;
  };
  document.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const timer = setInterval(() => {
    elapsed += QR_IDENTIFY_TICK_MS;
    if (elapsed === first) report(first);
    if (elapsed >= last) {
      if (!everHidden) report(last);
      stop();
    }
  }, QR_IDENTIFY_TICK_MS);
  return stop;
}
