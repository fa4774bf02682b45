import { formatBeijing } from '@course/domain/beijing-time';
import { describe, expect, it } from 'vitest';
import { firstLunarMonthDay, nationalDay, publishedBefore } from './seed-tools-dates.ts';

const at = (iso: string) => Date.parse(iso);
const day = (ms: number) => formatBeijing(ms, 'YYYY-MM-DD');

describe('the dated demo notices', () => {
  it('dates the 国庆 notice a few days before 1 October, in the latest year not after the seed', () => {
    const notice = (now: string) => day(publishedBefore(at(now), nationalDay, 4));
    // The QA walk's day: the notice read "发布于 2026-11-04" for a break in October.
    expect(notice('2026-11-04T12:00:00+08:00')).toBe('2026-09-27');
    expect(notice('2026-09-27T12:00:00+08:00')).toBe('2026-09-27');
    expect(notice('2026-09-26T12:00:00+08:00')).toBe('2025-09-27');
    expect(notice('2027-03-01T12:00:00+08:00')).toBe('2026-09-27');
  });

  it('dates the 春节 resume notice before 正月初八, found on the lunar calendar', () => {
    expect(firstLunarMonthDay(2026, 8)).toBe('2026-02-24');
    expect(firstLunarMonthDay(2027, 8)).toBe('2027-02-13');
    expect(firstLunarMonthDay(2025, 8)).toBe('2025-02-05');
    expect(firstLunarMonthDay(2036, 1)).toBe('2036-01-28');
    const resume = (now: string) => day(publishedBefore(at(now), (y) => firstLunarMonthDay(y, 8), 3));
    expect(resume('2026-11-01T12:00:00+08:00')).toBe('2026-02-21');
    expect(resume('2027-02-01T12:00:00+08:00')).toBe('2026-02-21');
    expect(resume('2027-02-11T12:00:00+08:00')).toBe('2027-02-10');
  });

  it('never dates a notice after the seed', () => {
    for (let d = 0; d < 800; d += 7) {
      const now = at('2026-01-01T00:00:00+08:00') + d * 86_400_000;
      expect(publishedBefore(now, nationalDay, 4)).toBeLessThanOrEqual(now);
      expect(publishedBefore(now, (y) => firstLunarMonthDay(y, 8), 3)).toBeLessThanOrEqual(now);
    }
  });
});
