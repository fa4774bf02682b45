import { describe, expect, it } from 'vitest';
import { campStartProblem } from './camp-start.ts';

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
