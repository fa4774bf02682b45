import { LEARN_PROGRESS_MILESTONES } from './constants.ts';

/**
 * Learning progress of a playing section. The player reports at 5, 10, 30, 60, 80 and 100 percent of the
 * playback, on can-play, on pause and on end; never twice for the same milestone of a track; nothing when
 * there is no track id or no duration. The same rules run on the server, which records each milestone once.
 */

export type LearnLife = 'canplay' | 'progress' | 'pause' | 'ended';
/** Media type of the learn record: 1 audio, 2 video, 3 text. */
export type LearnMediaType = 1 | 2 | 3;

/** The learn record of the spec: life, sectionId, isLearned, learnTime, audioTime, osName 'h5', type, time. */
export type LearnRecord = {
  /** What made the player report. */
  life: LearnLife;
  sectionId: number;
  /** 1 once the section is played to the end (or its last milestone). */
  isLearned: 0 | 1;
  /** The playback position in whole seconds. */
  learnTime: number;
  /** The media's length in whole seconds. */
  audioTime: number;
  osName: 'h5';
  type: LearnMediaType;
  /** Percent of the playback reached: the milestone for a progress report. */
  time: number;
};

/** Whole percent of `current` over `duration`, 0..100; 0 when the duration is unknown. */
export function playbackPercent(current: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(current) || current <= 0) return 0;
  return Math.min(100, Math.floor((current / duration) * 100 + 1e-9));
}

/** Whether a report can be made at all: a track id and a known, positive duration. */
export function canReport(trackId: unknown, duration: number): boolean {
  const hasId = trackId !== null && trackId !== undefined && trackId !== '' && trackId !== 0;
  return hasId && Number.isFinite(duration) && duration > 0;
}

/** The milestones of LEARN_PROGRESS_MILESTONES that `percent` has reached. */
export function milestonesReached(percent: number): number[] {
  return LEARN_PROGRESS_MILESTONES.filter((m) => percent >= m);
}

/**
 * Remembers which milestones each track has reported. `next` answers the milestones newly reached by this
 * time update (usually none, sometimes one, several after a seek), each only once per track id.
 */
export class MilestoneTracker {
  private readonly reported = new Map<string, Set<number>>();

  next(trackId: string | number | null | undefined, current: number, duration: number): number[] {
    if (!canReport(trackId, duration)) return [];
    const key = String(trackId);
    let seen = this.reported.get(key);
    if (!seen) {
      seen = new Set();
      this.reported.set(key, seen);
    }
    const fresh = milestonesReached(playbackPercent(current, duration)).filter((m) => !seen.has(m));
    for (const m of fresh) seen.add(m);
    return fresh;
  }

  /** Marks milestones as already reported (e.g. reached in an earlier visit, known from the server). */
  markReported(trackId: string | number, milestones: readonly number[]): void {
    const key = String(trackId);
    const seen = this.reported.get(key) ?? new Set<number>();
    for (const m of milestones) seen.add(m);
    this.reported.set(key, seen);
  }

  hasReported(trackId: string | number, milestone: number): boolean {
    return this.reported.get(String(trackId))?.has(milestone) ?? false;
  }
}

/** Builds the learn record of one report, or null when it must be skipped (no id, no duration). */
export function buildLearnRecord(input: {
  life: LearnLife;
  sectionId: number | null | undefined;
  current: number;
  duration: number;
  type: LearnMediaType;
  milestone?: number;
}): LearnRecord | null {
  if (!canReport(input.sectionId, input.duration)) return null;
  const percent = input.milestone ?? playbackPercent(input.current, input.duration);
  const ended = input.life === 'ended' || percent >= 100;
  return {
    life: input.life,
    sectionId: Number(input.sectionId),
    isLearned: ended ? 1 : 0,
    learnTime: Math.floor(ended ? input.duration : Math.max(0, input.current)),
    audioTime: Math.round(input.duration),
    osName: 'h5',
    type: input.type,
    time: ended ? 100 : percent,
  };
}

/** Percent of a course learned: learned sections over all sections, whole percent. */
export function courseProgressPercent(learned: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, learned) / total) * 100));
}

/**
 * The words of a course's study button: 继续学习 once the learner has begun it (a section learned, or one opened:
 * the same progress that shows 上次学到), else 开始学习.
 */
export function studyActionText(progress: {
  learned: number;
  lastSectionId: number | null;
}): '继续学习' | '开始学习' {
  return progress.learned > 0 || progress.lastSectionId !== null ? '继续学习' : '开始学习';
}
