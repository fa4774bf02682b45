import { reportSectionBrowseLog } from '@course/contracts/learning-browse';
import { reportLearnRecord } from '@course/contracts/learning-section';
import { LEARN_TIME_REPORT_MS, LEARN_TIME_STAY_MS } from '@course/domain/constants';
import {
  buildLearnRecord,
  type LearnLife,
  type LearnMediaType,
  MilestoneTracker,
} from '@course/domain/learn-progress';
import { useEffect } from 'react';
import { queryClient } from '../../app/public/request';
import { osName } from '../../lib/platform';
import { callKey } from '../../lib/query';
import { callApi } from '../../lib/request';
import { startLearnTimeClock } from './learn-time';

/**
 * Learning progress of whatever plays (audio engine, video player): milestones 5/10/30/60/80/100 % each once
 * per track, and a report on can-play, pause and end; skipped without a track id or a duration.
 */

export const milestoneTracker = new MilestoneTracker();

function send(
  life: LearnLife,
  sectionId: number,
  current: number,
  duration: number,
  type: LearnMediaType,
  milestone?: number,
) {
  const record = buildLearnRecord({ life, sectionId, current, duration, type, milestone });
  if (!record) return;
  void callApi(reportLearnRecord, { body: record, silent: true })
    .then(() => {
      if (life === 'ended' || life === 'pause' || milestone === 100) {
        void queryClient.invalidateQueries({ queryKey: ['call'] });
      }
    })
    .catch(() => undefined);
}

/** A time update: reports the milestones newly reached. */
export function onProgress(
  sectionId: number | null,
  current: number,
  duration: number,
  type: LearnMediaType,
): void {
  if (sectionId === null) return;
  for (const m of milestoneTracker.next(sectionId, current, duration)) {
    send('progress', sectionId, current, duration, type, m);
  }
}

export function onLife(
  life: Exclude<LearnLife, 'progress'>,
  sectionId: number | null,
  current: number,
  duration: number,
  type: LearnMediaType,
): void {
  if (sectionId === null) return;
  if (life === 'ended') onProgress(sectionId, duration, duration, type);
  send(life, sectionId, current, duration, type);
}

/** Milestones the server already has (from getSectionData): they are not sent again. */
export function markKnownMilestones(sectionId: number, milestones: readonly number[]): void {
  milestoneTracker.markReported(sectionId, milestones);
}

/**
 * While a section page is open: the learning time, every 60000 ms with stayTime 60000 — of visible time only
 * (the clock pauses while the page is hidden, see learn-time.ts).
 */
export function useLearnTimeReport(sectionId: number | null | undefined): void {
  useEffect(() => {
    if (!sectionId) return;
    return startLearnTimeClock({
      periodMs: LEARN_TIME_REPORT_MS,
      onMinute: () => {
        void callApi(reportSectionBrowseLog, {
          body: { sectionId, stayTime: LEARN_TIME_STAY_MS, osName: osName() },
          silent: true,
        })
          .then(() => queryClient.invalidateQueries({ queryKey: callKey(reportSectionBrowseLog) }))
          .catch(() => undefined);
      },
    });
  }, [sectionId]);
}
