import { SCREEN_RECORDING_BATCH_MAX, screenRecordingBatch } from '@course/contracts/shell-report';
import { ResponseCode } from '@course/domain/response-codes';
import { getAppConfig } from './app-config';
import { ApiError, callApi } from './request';

/** 32 random lower-case hex characters (crypto.randomUUID needs a secure context; this does not). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The screen-recording channel (spec: 'starts when the URL has rrwebStatus=true in the production
 * environment'): rrweb records the session and the events go to our server in batches (every
 * FLUSH_MS, or sooner when a batch nears its size limit). rrweb is imported only here, dynamically, only when
 * the channel starts: it is never part of the main bundle. The server stores each batch through the upload
 * port and refuses batches beyond the session's cap (2701), after which recording stops.
 */

export const FLUSH_MS = 3000;

export function shouldRecord(search: string = window.location.search): boolean {
  return getAppConfig().env === 'prod' && new URLSearchParams(search).get('rrwebStatus') === 'true';
}

let started = false;

export async function startScreenRecording(): Promise<boolean> {
  if (started || !shouldRecord()) return false;
  started = true;
  const { record } = await import('rrweb');
  const sessionId = randomId();
  let seq = 0;
  let buffer: unknown[] = [];
  let bufferBytes = 0;
  let stopped = false;
  let sending = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0 || stopped) return;
    const events = JSON.stringify(buffer);
    buffer = [];
    bufferBytes = 0;
    const batch = { sessionId, seq: seq++, pageUrl: window.location.href.slice(0, 500), events };
    sending = sending.then(() =>
      callApi(screenRecordingBatch, { body: batch, silent: true }).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === ResponseCode.recordingCapReached) stop();
        },
      ),
    );
  };

  const stopRecording = record({
    emit(event) {
      if (stopped) return;
      const size = JSON.stringify(event).length;
      if (size > SCREEN_RECORDING_BATCH_MAX - 2) return; // one oversized event (a huge snapshot) is dropped
      if (bufferBytes + size > SCREEN_RECORDING_BATCH_MAX * 0.8) flush();
      buffer.push(event);
      bufferBytes += size;
    },
    maskAllInputs: true,
    sampling: { mousemove: false, scroll: 150, input: 'last' },
  });
  const timer = window.setInterval(flush, FLUSH_MS);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  function stop() {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHide);
    stopRecording?.();
  }
  return true;
}
