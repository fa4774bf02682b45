import { AUDIO_CANNOT_PLAY, AUDIO_SPEEDS } from '@course/domain/constants';
import { toast } from '../../../app/public/request';
import { stopVoiceClip } from '../../../ui/voice-clip';
import { onLife, onProgress } from '../progress-reporter';
import {
  type AudioSpeed,
  type AudioTrack,
  getAudioState,
  resourceOf,
  saveResource,
  setAudioState,
} from './audio-store';

/**
 * One audio element for the whole app, driven by the store's actions. Play opens the player and switches
 * track when the id differs; next plays the next in the list; the end reports and advances; close hides and
 * pauses; a source that cannot play toasts '当前资源无法播放, 请联系班主任!'.
 */

let element: HTMLAudioElement | null = null;
let canPlayReported = false;

function audio(): HTMLAudioElement {
  if (element) return element;
  const el = new Audio();
  el.preload = 'auto';
  el.setAttribute('data-testid', 'audio-element');
  el.addEventListener('timeupdate', () => {
    const { current } = getAudioState();
    setAudioState({ currentTime: el.currentTime, duration: finite(el.duration) });
    onProgress(current?.id ?? null, el.currentTime, finite(el.duration), 1);
  });
  el.addEventListener('loadedmetadata', () => setAudioState({ duration: finite(el.duration) }));
  el.addEventListener('canplay', () => {
    if (canPlayReported) return;
    canPlayReported = true;
    onLife('canplay', getAudioState().current?.id ?? null, el.currentTime, finite(el.duration), 1);
  });
  el.addEventListener('play', () => {
    // a voice comment's clip (ui/voice-clip.tsx) never plays over the lesson
    stopVoiceClip();
    setAudioState({ playStatus: 'playing' });
  });
  el.addEventListener('pause', () => {
    setAudioState({ playStatus: 'paused' });
    syncResource();
    if (!el.ended)
      onLife('pause', getAudioState().current?.id ?? null, el.currentTime, finite(el.duration), 1);
  });
  el.addEventListener('ended', () => {
    setAudioState({ playStatus: 'paused' });
    onLife('ended', getAudioState().current?.id ?? null, el.duration, finite(el.duration), 1);
    next({ auto: true });
  });
  el.addEventListener('error', () => {
    if (!el.getAttribute('src')) return;
    setAudioState({ playStatus: 'paused' });
    toast(AUDIO_CANNOT_PLAY);
  });
  element = el;
  if (typeof document !== 'undefined') document.body.appendChild(el);
  return el;
}

const finite = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** Writes the global resource from the element (the panel's 1 s timer and every pause call this). */
export function syncResource(): void {
  const { current, resource } = getAudioState();
  const el = element;
  if (!current || !el) {
    if (resource) saveResource(resource);
    return;
  }
  const next = resourceOf(
    current,
    el.currentTime,
    finite(el.duration) || resource?.originDuration || 0,
    !el.paused,
  );
  setAudioState({ resource: next });
  saveResource(next);
}

function load(track: AudioTrack, startAt = 0): void {
  const el = audio();
  canPlayReported = false;
  el.src = track.url;
  el.playbackRate = getAudioState().speed;
  if (startAt > 0) {
    el.addEventListener(
      'loadedmetadata',
      () => {
        if (startAt < el.duration - 1) el.currentTime = startAt;
      },
      { once: true },
    );
  }
  setAudioState({ current: track, currentTime: startAt, duration: 0 });
}

async function start(): Promise<void> {
  const el = audio();
  el.playbackRate = getAudioState().speed;
  try {
    await el.play();
    syncResource();
  } catch (error) {
    // A play() refused for want of a user gesture is not a broken source.
    if ((error as DOMException)?.name === 'NotAllowedError') return;
    if ((error as DOMException)?.name === 'AbortError') return;
    setAudioState({ playStatus: 'paused' });
    toast(AUDIO_CANNOT_PLAY);
  }
}

/** Finds the media URL of a list track that has none yet (the server checks access then). */
type TrackResolver = (track: AudioTrack) => Promise<AudioTrack | null>;
let lockedTrackHandler: ((courseId: number) => void) | null = null;

/**
 * What next or auto-advance does on a track that buying opens (您还未购买课程): the shell's audio panel sets
 * the purchase offer. Answers the unset function.
 */
export function setLockedTrackHandler(handler: (courseId: number) => void): () => void {
  lockedTrackHandler = handler;
  return () => {
    if (lockedTrackHandler === handler) lockedTrackHandler = null;
  };
}

/** Hands a course whose track is locked to the handler; false when none is set. */
export function offerLockedTrack(courseId: number): boolean {
  if (!lockedTrackHandler) return false;
  lockedTrackHandler(courseId);
  return true;
}

let resolver: TrackResolver = async (track) => (track.url ? track : null);
export function setTrackResolver(next: TrackResolver): void {
  resolver = next;
}

/** Opens the player and plays `track` (switching when its id differs), or resumes the current one. */
export async function play(
  track?: AudioTrack,
  list?: AudioTrack[],
  opts: { startAt?: number } = {},
): Promise<void> {
  const state = getAudioState();
  if (list) setAudioState({ list });
  setAudioState({ visible: true });
  if (track && track.id !== state.current?.id) {
    const resolved = track.url ? track : await resolver(track);
    if (!resolved) return;
    load(resolved, opts.startAt ?? 0);
  } else if (!state.current) {
    const resource = state.resource;
    if (!resource) return;
    load(
      {
        id: resource.id,
        title: resource.name,
        artist: '',
        url: resource.url,
        type: 'audio',
        cover: resource.knowledgeRootHeadImg,
        knowledgeRootId: resource.knowledgeRootId,
        goodsCategoryModuleId: resource.goodsCategoryModuleId,
      },
      resource.originCurrentTime,
    );
  } else if (!element?.src) {
    load(state.current);
  }
  return start();
}

/** Prepares a track without playing it (an audio page opened before the learner presses play). */
export function cue(track: AudioTrack, list: AudioTrack[]): void {
  const state = getAudioState();
  setAudioState({ list, visible: true });
  if (state.current?.id !== track.id) load(track);
}

export function pause(): void {
  element?.pause();
}

export async function toggle(): Promise<void> {
  if (getAudioState().playStatus === 'playing') pause();
  else await play();
}

/** Plays the next track of the list; at the end of the list (auto-advance) it stops. */
export function next(opts: { auto?: boolean } = {}): void {
  const { list, current } = getAudioState();
  const index = list.findIndex((t) => t.id === current?.id);
  const following = index >= 0 ? list[index + 1] : undefined;
  if (!following) {
    if (opts.auto) syncResource();
    return;
  }
  void play(following);
}

export function hasNext(): boolean {
  const { list, current } = getAudioState();
  const index = list.findIndex((t) => t.id === current?.id);
  return index >= 0 && index < list.length - 1;
}

/** Hides the player and pauses. */
export function close(): void {
  pause();
  setAudioState({ visible: false });
}

/** The global panel's close: stops and clears the resource. */
export function clearResource(): void {
  const el = element;
  if (el) {
    el.pause();
    el.removeAttribute('src');
    el.load();
  }
  saveResource(null);
  setAudioState({
    current: null,
    resource: null,
    visible: false,
    playStatus: 'paused',
    currentTime: 0,
    duration: 0,
  });
}

export function setSpeed(speed: AudioSpeed): void {
  if (!(AUDIO_SPEEDS as readonly number[]).includes(speed)) return;
  setAudioState({ speed });
  if (element) element.playbackRate = speed;
}

export function seek(seconds: number): void {
  const el = element;
  if (!el || !Number.isFinite(el.duration)) return;
  el.currentTime = Math.max(0, Math.min(seconds, el.duration));
}

export const collapse = () => setAudioState({ expanded: false });
export const expand = () => setAudioState({ expanded: true });

/** For tests and for the video player: the element, when one exists. */
export const audioElement = (): HTMLAudioElement | null => element;
