import { describe, expect, it } from 'vitest';
import { campMoveProblem, campStartProblem, sameCampTime } from './camp-start.ts';

describe('campStartProblem', () => {
  const now = Date.parse('2026-11-29T12:00:00+08:00');
  it('takes an opening time after now', () => {
    expect(campStartProblem(now + 60_000, now)).toBeNull();
  });
  it('refuses now, the past and no time at all', () => {
    expect(campStartProblem(now, now)).toBe('开营时间须晚于现在（开营后停止报名）');
    expect(campStartProblem(Date.parse('2020-01-01T20:00:00+08:00'), now)).toContain('须晚于现在');
    expect(campStartProblem(Number.NaN, now)).toBe('请选择开营时间');
  });
});

describe('campMoveProblem', () => {
  const now = Date.parse('2026-11-29T12:00:00+08:00');
  const day = 86_400_000;
  it('moves a camp not yet opened to another time to come', () => {
    expect(campMoveProblem(now + day, now + 2 * day, now)).toBeNull();
    expect(campMoveProblem(now + day, now + 60_000, now)).toBeNull();
  });
  it('keeps the same time, to the second, even for an opened camp (a rename)', () => {
    expect(campMoveProblem(now - day, now - day, now)).toBeNull();
    expect(campMoveProblem(now - day + 400, now - day, now)).toBeNull();
  });
  it('refuses to move an opened camp, or a camp to now or the past', () => {
    expect(campMoveProblem(now - day, now + day, now)).toBe('营期已开营，不能修改开营时间');
    expect(campMoveProblem(now, now + day, now)).toBe('营期已开营，不能修改开营时间');
    expect(campMoveProblem(now + day, now - 60_000, now)).toBe('开营时间须晚于现在（开营后停止报名）');
    expect(campMoveProblem(now + day, Number.NaN, now)).toBe('请选择开营时间');
  });
});

describe('sameCampTime', () => {
  it('is the same time to the second (the picker has no milliseconds)', () => {
    const at = Date.parse('2026-12-01T19:30:00+08:00');
    expect(sameCampTime(at, at + 999)).toBe(true);
    expect(sameCampTime(at, at + 1000)).toBe(false);
    expect(sameCampTime(at, at - 1)).toBe(false);
  });
});
