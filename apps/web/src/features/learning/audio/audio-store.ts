import { type AUDIO_SPEEDS, DEFAULT_AUDIO_SPEED } from '@course/domain/constants';
import { formatDuration } from '@course/domain/course-subjects';
import { create } from 'zustand';

/**
 * The audio player's state: the track list and current track (id, title, artist, url, type), playing or
 * paused, expanded or collapsed, speed, position; plus the global resource that the global panel shows and
 * that survives navigation and reloads (sessionStorage).
 */

export type AudioTrack = {
  /** The section id. */
  id: number;
  title: string;
  artist: string;
  url: string;
  type: 'audio';
  cover: string;
  /** knowledgeRootId: the course of the section. */
  knowledgeRootId: number;
  goodsCategoryModuleId: number | null;
};

/** The global audio resource of the spec. */
export type GlobalAudioResource = {
  name: string;
  url: string;
  knowledgeRootHeadImg: string;
  knowledgeRootId: number;
  goodsCategoryModuleId: number | null;
  id: number;
  /** m:ss */
  duration: string;
  /** seconds */
  originDuration: number;
  /** m:ss */
  currentTime: string;
  /** seconds */
  originCurrentTime: number;
  playStatus: boolean;
};

export type PlayStatus = 'playing' | 'paused';
export type AudioSpeed = (typeof AUDIO_SPEEDS)[number];

export type AudioState = {
  list: AudioTrack[];
  current: AudioTrack | null;
  playStatus: PlayStatus;
  expanded: boolean;
  /** The player is open (close hides it). */
  visible: boolean;
  speed: AudioSpeed;
  currentTime: number;
  duration: number;
  resource: GlobalAudioResource | null;
};

export const RESOURCE_STORAGE_KEY = 'globalAudioResource';

function loadResource(): GlobalAudioResource | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RESOURCE_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as GlobalAudioResource;
    // after a reload nothing plays until the learner presses play
    return typeof value?.id === 'number' && typeof value.url === 'string'
      ? { ...value, playStatus: false }
      : null;
  } catch {
    return null;
  }
}

export function saveResource(resource: GlobalAudioResource | null): void {
  try {
    if (resource) sessionStorage.setItem(RESOURCE_STORAGE_KEY, JSON.stringify(resource));
    else sessionStorage.removeItem(RESOURCE_STORAGE_KEY);
  } catch {
    // storage full or blocked: the panel still works for this page's life
  }
}

export function resourceOf(
  track: AudioTrack,
  currentTime: number,
  duration: number,
  playing: boolean,
): GlobalAudioResource {
  return {
    name: track.title,
    url: track.url,
    knowledgeRootHeadImg: track.cover,
    knowledgeRootId: track.knowledgeRootId,
    goodsCategoryModuleId: track.goodsCategoryModuleId,
    id: track.id,
    duration: formatDuration(duration),
    originDuration: duration,
    currentTime: formatDuration(currentTime),
    originCurrentTime: currentTime,
    playStatus: playing,
  };
}

export const initialAudioState = (): AudioState => {
  const resource = loadResource();
  return {
    list: [],
    current: null,
    playStatus: 'paused',
    expanded: true,
    visible: false,
    speed: DEFAULT_AUDIO_SPEED,
    currentTime: resource?.originCurrentTime ?? 0,
    duration: resource?.originDuration ?? 0,
    resource,
  };
};

export const useAudioStore = create<AudioState>()(() => initialAudioState());

export const setAudioState = (partial: Partial<AudioState>) => useAudioStore.setState(partial);
export const getAudioState = () => useAudioStore.getState();
