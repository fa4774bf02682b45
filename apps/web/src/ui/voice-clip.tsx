import { formatVoiceDuration } from '@course/domain/voice-comments';
import { useEffect, useSyncExternalStore } from 'react';
import './voice-clip.css';

/**
 * A voice clip as the messaging app shows one: a bubble with a speaker mark and the clip's length, wider for a
 * longer clip. Tap plays, tap again stops. One clip plays at a time in the whole app (one audio element): starting
 * another stops the one playing. The tap itself starts the audio, so iOS's web views, which play only from a
 * gesture, play it. Used by the voice comments of a lesson (learning) and the learner's own (shell's myComment).
 */

export type VoiceClipStatus = 'idle' | 'loading' | 'playing';

type Playback = { src: string | null; status: VoiceClipStatus };

let playback: Playback = { src: null, status: 'idle' };
let element: HTMLAudioElement | null = null;
let onFailure: (() => void) | undefined;
const listeners = new Set<() => void>();

function setPlayback(next: Playback): void {
  playback = next;
  for (const listener of listeners) listener();
}

function audio(): HTMLAudioElement {
  if (element) return element;
  const el = new Audio();
  el.preload = 'auto';
  el.addEventListener('playing', () => {
    if (playback.src) setPlayback({ src: playback.src, status: 'playing' });
  });
  el.addEventListener('ended', () => setPlayback({ src: null, status: 'idle' }));
  el.addEventListener('error', () => {
    if (!playback.src) return;
    setPlayback({ src: null, status: 'idle' });
    onFailure?.();
  });
  element = el;
  return el;
}

/** Stops whichever clip plays (a page that starts other audio, or leaves). */
export function stopVoiceClip(): void {
  element?.pause();
  if (playback.src) setPlayback({ src: null, status: 'idle' });
}

function playClip(src: string, onError?: () => void): void {
  const el = audio();
  el.pause();
  onFailure = onError;
  el.src = src;
  el.currentTime = 0;
  setPlayback({ src, status: 'loading' });
  el.play().catch(() => {
    if (playback.src !== src) return;
    setPlayback({ src: null, status: 'idle' });
    onError?.();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this clip plays (loading, playing) or not. */
export function useVoiceClipStatus(src: string): VoiceClipStatus {
  return useSyncExternalStore(subscribe, () => (playback.src === src ? playback.status : 'idle'));
}

export type VoiceClipProps = {
  src: string;
  /** Whole seconds (the stored length). */
  seconds: number;
  testId?: string;
  /** Before the clip starts (e.g. pause the lesson's own audio). */
  onPlay?: () => void;
  /** The clip could not be played (the page toasts). */
  onError?: () => void;
};

export function VoiceClip(props: VoiceClipProps) {
  const status = useVoiceClipStatus(props.src);
  const { src } = props;
  // a clip leaving the screen stops playing
  useEffect(() => () => (playback.src === src ? stopVoiceClip() : undefined), [src]);
  const length = formatVoiceDuration(props.seconds);
  // 60 s is the longest: from 64 px for a second to 72% of the row for a minute
  const share = Math.min(1, Math.max(0, (props.seconds - 1) / 59));
  return (
    <button
      type="button"
      className={`ui-voice-clip is-${status}`}
      style={{ width: `calc(64px + ${share.toFixed(3)} * (72% - 64px))` }}
      data-testid={props.testId ?? 'voice-clip'}
      data-state={status}
      aria-label={status === 'idle' ? `播放语音，${length}` : `停止播放，${length}`}
      aria-pressed={status !== 'idle'}
      onClick={() => {
        if (status !== 'idle') return stopVoiceClip();
        props.onPlay?.();
        playClip(src, props.onError);
      }}
    >
      <span className="ui-voice-clip-waves" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span className="ui-voice-clip-length">{length}</span>
    </button>
  );
}
