import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDiscProgress,
  type DiscProgress,
  loadDiscProgress,
  resumeIndex,
  saveDiscProgress,
} from './disc-progress';

const GROUPS = ['g1', 'g2', 'g3', 'g4'];
const ATTEMPT = '0b7f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the DISC test in progress', () => {
  beforeEach(() => sessionStorage.clear());

  it('resumes a reloaded test at the same group with the same answers and attempt', () => {
    const progress: DiscProgress = {
      attemptId: ATTEMPT,
      index: 2,
      picks: { g1: { most: 'w1', least: 'w4' }, g2: { most: 'w5', least: 'w8' }, g3: { most: 'w9' } },
    };
    saveDiscProgress(7, progress);
    expect(loadDiscProgress(7, GROUPS)).toEqual(progress);
  });

  it('is the learner’s own: another learner in the same tab starts afresh', () => {
    saveDiscProgress(7, { attemptId: ATTEMPT, index: 1, picks: { g1: { most: 'w1', least: 'w4' } } });
    expect(loadDiscProgress(8, GROUPS)).toBeNull();
  });

  it('is gone once submitted', () => {
    saveDiscProgress(7, { attemptId: ATTEMPT, index: 1, picks: { g1: { most: 'w1', least: 'w4' } } });
    clearDiscProgress(7);
    expect(loadDiscProgress(7, GROUPS)).toBeNull();
  });

  it('never resumes past an unanswered group or the last group, and drops what it cannot read', () => {
    expect(resumeIndex(GROUPS, { g1: { most: 'a', least: 'b' } }, 3)).toBe(1);
    const all = Object.fromEntries(GROUPS.map((g) => [g, { most: 'a', least: 'b' }]));
    expect(resumeIndex(GROUPS, all, 9)).toBe(3);
    expect(resumeIndex(GROUPS, all, -2)).toBe(0);

    sessionStorage.setItem('discProgress:7', '{not json');
    expect(loadDiscProgress(7, GROUPS)).toBeNull();
    sessionStorage.setItem(
      'discProgress:7',
      JSON.stringify({ attemptId: ATTEMPT, index: 1, picks: { gone: { most: 'a', least: 'b' } } }),
    );
    expect(loadDiscProgress(7, GROUPS)).toBeNull();
    sessionStorage.setItem(
      'discProgress:7',
      JSON.stringify({ attemptId: ATTEMPT, index: 1, picks: { g1: { most: 'a', least: 'a' }, g2: 5 } }),
    );
    expect(loadDiscProgress(7, GROUPS)).toEqual({
      attemptId: ATTEMPT,
      index: 0,
      picks: { g1: { most: 'a' } },
    });
  });
});
