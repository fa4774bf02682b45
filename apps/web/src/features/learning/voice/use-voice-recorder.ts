import { pickRecorderType, VoiceCommentText } from '@course/domain/voice-comments';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clipSeconds,
  initialRecorderState,
  type RecorderEvent,
  type RecorderLimits,
  type RecorderState,
  recorderReducer,
} from './recorder-machine';

/**
 * The browser side of the voice recorder: the microphone (getUserMedia) and MediaRecorder, driven by the pure
 * recorder machine. Records Opus in WebM where the browser can, AAC in MP4 otherwise (Safari, iOS); a timer
 * ticks the countdown and stops the recording at maxSeconds; a recording stopped before minSeconds is thrown
 * away (`onTooShort`). The microphone is released when the recording ends or the page leaves.
 */

const TICK_MS = 200;
/** Data arrives every second, so a stop never waits on one large chunk. */
const TIMESLICE_MS = 1000;

/** Refused by the person (or the browser's policy) rather than a missing or busy device. */
const isRefusal = (error: unknown) =>
  ['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(
    (error as { name?: string }).name ?? '',
  );

const deviceMessage = (error: unknown) =>
  (error as { name?: string }).name === 'NotFoundError' ? '没有找到麦克风' : '麦克风无法使用，请稍后重试';

type Session = { stream: MediaStream; recorder: MediaRecorder; chunks: Blob[]; mimeType: string };

export type VoiceRecorder = {
  state: RecorderState;
  start(): Promise<void>;
  stop(): void;
  rerecord(): void;
  /** Sends the previewed clip with `send`; back to idle when it answers true, to the preview otherwise. */
  publish(send: (blob: Blob) => Promise<boolean>): Promise<void>;
};

export function useVoiceRecorder(
  limits: RecorderLimits,
  options: { onTooShort?: () => void; now?: () => number } = {},
): VoiceRecorder {
  const { minSeconds, maxSeconds } = limits;
  const reduce = useMemo(() => recorderReducer({ minSeconds, maxSeconds }), [minSeconds, maxSeconds]);
  const [state, setState] = useState<RecorderState>(initialRecorderState);
  const current = useRef<RecorderState>(initialRecorderState);
  const session = useRef<Session | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const now = useCallback(() => (optionsRef.current.now ?? (() => performance.now()))(), []);

  const dispatch = useCallback(
    (event: RecorderEvent) => {
      current.current = reduce(current.current, event);
      if (mounted.current) setState(current.current);
    },
    [reduce],
  );

  const clearTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const release = useCallback(() => {
    clearTimer();
    const open = session.current;
    session.current = null;
    if (!open) return;
    open.recorder.ondataavailable = null;
    open.recorder.onstop = null;
    if (open.recorder.state !== 'inactive') open.recorder.stop();
    for (const track of open.stream.getTracks()) track.stop();
  }, [clearTimer]);

  /** The recorder stopped: the clip for the preview, unless the recording was refused as too short. */
  const finish = useCallback(
    (open: Session) => {
      for (const track of open.stream.getTracks()) track.stop();
      if (session.current === open) session.current = null;
      const state = current.current;
      if (state.status !== 'stopping') return;
      const blob = new Blob(open.chunks, { type: open.recorder.mimeType || open.mimeType });
      if (blob.size === 0) return dispatch({ type: 'failed', message: '录音失败，请重新录制' });
      const clip = { blob, url: URL.createObjectURL(blob), seconds: clipSeconds(state.elapsedMs, limits) };
      dispatch({ type: 'recorded', clip });
    },
    [dispatch, limits],
  );

  const stop = useCallback(() => {
    if (current.current.status !== 'recording') return;
    clearTimer();
    dispatch({ type: 'stop', at: now() });
    // too short: the machine went back to idle, and the recording is thrown away
    const tooShort = (current.current as RecorderState).status === 'idle';
    if (tooShort) optionsRef.current.onTooShort?.();
    const open = session.current;
    if (!open) return;
    if (tooShort) release();
    else if (open.recorder.state !== 'inactive') open.recorder.stop();
  }, [clearTimer, dispatch, now, release]);

  const start = useCallback(async () => {
    dispatch({ type: 'start' });
    if (current.current.status !== 'requesting') return;
    const Recorder = (globalThis as { MediaRecorder?: typeof MediaRecorder }).MediaRecorder;
    const media = (globalThis.navigator as Navigator | undefined)?.mediaDevices;
    if (!Recorder || !media?.getUserMedia) {
      return dispatch({ type: 'failed', message: VoiceCommentText.noRecorder });
    }
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      return dispatch(
        isRefusal(error) ? { type: 'denied' } : { type: 'failed', message: deviceMessage(error) },
      );
    }
    if (!mounted.current || (current.current as RecorderState).status !== 'requesting') {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const mimeType = pickRecorderType((type) => Recorder.isTypeSupported?.(type) ?? false) ?? '';
    let recorder: MediaRecorder;
    try {
      recorder = mimeType ? new Recorder(stream, { mimeType }) : new Recorder(stream);
    } catch {
      for (const track of stream.getTracks()) track.stop();
      return dispatch({ type: 'failed', message: VoiceCommentText.noRecorder });
    }
    const open: Session = { stream, recorder, chunks: [], mimeType: mimeType || 'audio/webm' };
    session.current = open;
    recorder.ondataavailable = (event) => {
      if (event.data && event.data.size > 0) open.chunks.push(event.data);
    };
    recorder.onstop = () => finish(open);
    recorder.start(TIMESLICE_MS);
    dispatch({ type: 'granted', at: now() });
    timer.current = setInterval(() => {
      dispatch({ type: 'tick', at: now() });
      const state = current.current;
      if (state.status === 'recording' && state.elapsedMs >= maxSeconds * 1000) stop();
    }, TICK_MS);
  }, [dispatch, finish, maxSeconds, now, stop]);

  const rerecord = useCallback(() => {
    const state = current.current;
    if (state.status === 'preview') URL.revokeObjectURL(state.clip.url);
    dispatch({ type: 'rerecord' });
  }, [dispatch]);

  const publish = useCallback(
    async (send: (blob: Blob) => Promise<boolean>) => {
      const state = current.current;
      if (state.status !== 'preview') return;
      dispatch({ type: 'publish' });
      const sent = await send(state.clip.blob).catch(() => false);
      if (!sent) return dispatch({ type: 'publishFailed' });
      URL.revokeObjectURL(state.clip.url);
      dispatch({ type: 'published' });
    },
    [dispatch],
  );

  // leaving the page: the microphone and the preview's object URL go with it
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
      const state = current.current;
      if (state.status === 'preview' || state.status === 'publishing') URL.revokeObjectURL(state.clip.url);
    };
  }, [release]);

  return { state, start, stop, rerecord, publish };
}
