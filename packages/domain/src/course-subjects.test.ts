import { describe, expect, it } from 'vitest';
import { formatDuration, mediaDurationSec, subjectName } from './course-subjects.ts';

describe('course subjects and durations', () => {
  it('names subjects in Chinese', () => {
    expect(subjectName('memory')).toBe('记忆力');
    expect(subjectName('other')).toBe('other');
  });
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3.9)).toBe('0:03');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('mediaDurationSec', () => {
  it('stores the whole seconds a medium holds, so its list and its player show the same length', () => {
    expect(mediaDurationSec(24.696)).toBe(24);
    expect(formatDuration(mediaDurationSec(24.696))).toBe(formatDuration(24.696));
    expect(mediaDurationSec(3)).toBe(3);
    expect(mediaDurationSec(0.4)).toBe(1);
    expect(mediaDurationSec(Number.NaN)).toBe(1);
  });
});
