import { describe, expect, it } from 'vitest';
import {
  buildLearnRecord,
  canReport,
  courseProgressPercent,
  MilestoneTracker,
  playbackPercent,
  studyActionText,
} from './learn-progress.ts';

describe('learning progress', () => {
  it('computes whole percent of the playback', () => {
    expect(playbackPercent(0, 100)).toBe(0);
    expect(playbackPercent(4.99, 100)).toBe(4);
    expect(playbackPercent(5, 100)).toBe(5);
    expect(playbackPercent(0.3, 3)).toBe(10);
    expect(playbackPercent(120, 100)).toBe(100);
    expect(playbackPercent(10, 0)).toBe(0);
    expect(playbackPercent(10, Number.NaN)).toBe(0);
  });

  it('reports each milestone once per track, several at once after a seek', () => {
    const tracker = new MilestoneTracker();
    expect(tracker.next(7, 1, 100)).toEqual([]);
    expect(tracker.next(7, 5, 100)).toEqual([5]);
    expect(tracker.next(7, 6, 100)).toEqual([]);
    expect(tracker.next(7, 5.5, 100)).toEqual([]);
    expect(tracker.next(7, 65, 100)).toEqual([10, 30, 60]);
    expect(tracker.next(7, 100, 100)).toEqual([80, 100]);
    expect(tracker.next(7, 100, 100)).toEqual([]);
    // another track starts again from nothing
    expect(tracker.next(8, 11, 100)).toEqual([5, 10]);
  });

  it('skips a report without a track id or without a duration', () => {
    const tracker = new MilestoneTracker();
    expect(tracker.next(null, 50, 100)).toEqual([]);
    expect(tracker.next('', 50, 100)).toEqual([]);
    expect(tracker.next(3, 50, 0)).toEqual([]);
    expect(tracker.next(3, 50, Number.NaN)).toEqual([]);
    expect(canReport(3, 10)).toBe(true);
    expect(
      buildLearnRecord({ life: 'pause', sectionId: null, current: 5, duration: 10, type: 1 }),
    ).toBeNull();
    expect(buildLearnRecord({ life: 'pause', sectionId: 3, current: 5, duration: 0, type: 1 })).toBeNull();
  });

  it('does not report milestones already known as reported', () => {
    const tracker = new MilestoneTracker();
    tracker.markReported(4, [5, 10]);
    expect(tracker.next(4, 40, 100)).toEqual([30]);
    expect(tracker.hasReported(4, 5)).toBe(true);
  });

  it('builds the learn record of the spec', () => {
    expect(
      buildLearnRecord({
        life: 'progress',
        sectionId: 12,
        current: 31.4,
        duration: 100.2,
        type: 1,
        milestone: 30,
      }),
    ).toEqual({
      life: 'progress',
      sectionId: 12,
      isLearned: 0,
      learnTime: 31,
      audioTime: 100,
      osName: 'h5',
      type: 1,
      time: 30,
    });
    expect(
      buildLearnRecord({ life: 'ended', sectionId: 12, current: 99, duration: 100, type: 2 }),
    ).toMatchObject({
      isLearned: 1,
      learnTime: 100,
      time: 100,
    });
  });

  it('computes a course percent from learned sections', () => {
    expect(courseProgressPercent(0, 0)).toBe(0);
    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(3, 3)).toBe(100);
  });
});

describe('the study button', () => {
  it('says 继续学习 once a section is learned or opened (上次学到 shows), 开始学习 before', () => {
    expect(studyActionText({ learned: 0, lastSectionId: null })).toBe('开始学习');
    expect(studyActionText({ learned: 0, lastSectionId: 12 })).toBe('继续学习');
    expect(studyActionText({ learned: 2, lastSectionId: null })).toBe('继续学习');
    expect(studyActionText({ learned: 3, lastSectionId: 7 })).toBe('继续学习');
  });
});
