import { voiceSeconds } from '@course/domain/voice-comments';

/**
 * The voice recorder's states, as a pure reducer (use-voice-recorder.ts drives the browser's MediaRecorder with
 * it; voice-recorder.test.tsx walks it through the component):
 *
 *   idle ─tap→ requesting ─granted→ recording ─tap / max reached→ stopping ─recorded→ preview
 *                         ─denied→ denied (请允许使用麦克风; tap asks again)
 *                         ─failed→ failed (no microphone, no recorder)
 *   recording ─tap before minSeconds→ idle with the too-short notice (录音时间太短)
 *   preview ─重录→ idle;  preview ─发布→ publishing ─published→ idle; ─publish failed→ preview
 *
 * Times are the recorder's clock (performance.now or a test's), so the countdown and the too-short rule do not
 * depend on the container's duration, which the server checks again.
 */

export type RecordedClip = { blob: Blob; url: string; seconds: number };

export type RecorderState =
  | { status: 'idle'; notice: 'too-short' | null }
  | { status: 'requesting' }
  | { status: 'recording'; startedAt: number; elapsedMs: number }
  | { status: 'stopping'; elapsedMs: number }
  | { status: 'preview'; clip: RecordedClip }
  | { status: 'publishing'; clip: RecordedClip }
  | { status: 'denied' }
  | { status: 'failed'; message: string };

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'granted'; at: number }
  | { type: 'denied' }
  | { type: 'failed'; message: string }
  | { type: 'tick'; at: number }
  | { type: 'stop'; at: number }
  | { type: 'recorded'; clip: RecordedClip }
  | { type: 'rerecord' }
  | { type: 'publish' }
  | { type: 'published' }
  | { type: 'publishFailed' };

export type RecorderLimits = { minSeconds: number; maxSeconds: number };

export const initialRecorderState: RecorderState = { status: 'idle', notice: null };

export function recorderReducer(limits: RecorderLimits) {
  const maxMs = limits.maxSeconds * 1000;
  return (state: RecorderState, event: RecorderEvent): RecorderState => {
    switch (event.type) {
      case 'start':
        return state.status === 'idle' || state.status === 'denied' || state.status === 'failed'
          ? { status: 'requesting' }
          : state;
      case 'granted':
        return state.status === 'requesting'
          ? { status: 'recording', startedAt: event.at, elapsedMs: 0 }
          : state;
      case 'denied':
        return state.status === 'requesting' || state.status === 'recording' ? { status: 'denied' } : state;
      case 'failed':
        return state.status === 'requesting' || state.status === 'recording' || state.status === 'stopping'
          ? { status: 'failed', message: event.message }
          : state;
      case 'tick':
        return state.status === 'recording'
          ? { ...state, elapsedMs: Math.min(maxMs, Math.max(0, event.at - state.startedAt)) }
          : state;
      case 'stop': {
        if (state.status !== 'recording') return state;
        const elapsedMs = Math.min(maxMs, Math.max(0, event.at - state.startedAt));
        return elapsedMs < limits.minSeconds * 1000
          ? { status: 'idle', notice: 'too-short' }
          : { status: 'stopping', elapsedMs };
      }
      case 'recorded':
        return state.status === 'stopping' ? { status: 'preview', clip: event.clip } : state;
      case 'rerecord':
        return state.status === 'preview' ? initialRecorderState : state;
      case 'publish':
        return state.status === 'preview' ? { status: 'publishing', clip: state.clip } : state;
      case 'published':
        return state.status === 'publishing' ? initialRecorderState : state;
      case 'publishFailed':
        return state.status === 'publishing' ? { status: 'preview', clip: state.clip } : state;
    }
  };
}

/** Whole seconds recorded so far (the counter), and left before the recorder stops itself (the countdown). */
export function recordingClock(state: RecorderState, limits: RecorderLimits) {
  const elapsedMs = state.status === 'recording' || state.status === 'stopping' ? state.elapsedMs : 0;
  const elapsed = Math.floor(elapsedMs / 1000);
  return { elapsed, left: Math.max(0, limits.maxSeconds - elapsed) };
}

/** The clip's length in whole seconds from the recorded time, within the limits. */
export const clipSeconds = (elapsedMs: number, limits: RecorderLimits) =>
  Math.min(limits.maxSeconds, voiceSeconds(elapsedMs / 1000));

/** `0:07` */
export const formatClock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
