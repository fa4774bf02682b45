import { describe, expect, it } from 'vitest';
import {
  addDaysToDayKey,
  BEIJING_TIME_ZONE,
  beijingDayKey,
  beijingMonthKey,
  beijingParts,
  countdownParts,
  endOfBeijingDay,
  formatBeijing,
  formatBeijingDate,
  formatBeijingDateTime,
  formatBeijingMonthDay,
  formatBeijingTime,
  formatBeijingWeekday,
  msUntilBeijingMidnight,
  startOfBeijingDay,
} from './beijing-time.ts';

// 2026-01-04T22:30:05Z is Monday 2026-01-05 06:30:05 in Beijing, but still Sunday 4 January in UTC and 17:30 on
// Sunday in New York: a device-zone formatter gives a different day, hour and weekday under each TZ.
const LATE_UTC = '2026-01-04T22:30:05.250Z';

describe('beijing-time', () => {
  it('formats fixed instants in Beijing time, whatever the process zone', () => {
    expect(formatBeijingDate(LATE_UTC)).toBe('2026-01-05');
    expect(formatBeijingDateTime(LATE_UTC)).toBe('2026-01-05 06:30');
    expect(formatBeijingTime(LATE_UTC)).toBe('06:30');
    expect(formatBeijingMonthDay(LATE_UTC)).toBe('1月5日');
    expect(formatBeijingWeekday(LATE_UTC)).toBe('周一');
    expect(formatBeijing(LATE_UTC, 'YYYY/M/D HH:mm:ss')).toBe('2026/1/5 06:30:05');
    expect(formatBeijing(LATE_UTC, 'MM-DD HH:mm')).toBe('01-05 06:30');
    expect(beijingMonthKey('2026-01-31T16:00:00Z')).toBe('2026-02');
  });

  it('takes a Date, epoch milliseconds or an ISO string with an offset alike', () => {
    const ms = Date.parse(LATE_UTC);
    expect(formatBeijingDateTime(ms)).toBe('2026-01-05 06:30');
    expect(formatBeijingDateTime(new Date(ms))).toBe('2026-01-05 06:30');
    expect(formatBeijingDateTime('2026-01-04T17:30:05-05:00')).toBe('2026-01-05 06:30');
    expect(() => formatBeijingDate('not a date')).toThrow(RangeError);
  });

  it('splits midnight as hour 0 (never 24) and names the weekday', () => {
    expect(beijingParts('2026-11-22T16:00:00Z')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 1,
    });
    expect(BEIJING_TIME_ZONE).toBe('Asia/Shanghai');
  });

  it('puts the Beijing day boundary at 16:00 UTC', () => {
    expect(beijingDayKey('2026-11-23T15:59:59.999Z')).toBe('2026-11-23');
    expect(beijingDayKey('2026-11-23T16:00:00Z')).toBe('2026-11-24');
    expect(startOfBeijingDay(new Date('2026-11-23T15:59:59.999Z')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
    expect(startOfBeijingDay('2026-11-23T16:00:00Z').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(endOfBeijingDay('2026-11-23T03:00:00Z').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(msUntilBeijingMidnight(Date.parse('2026-11-23T15:59:00Z'))).toBe(60_000);
    expect(msUntilBeijingMidnight(Date.parse('2026-11-23T16:00:00Z'))).toBe(86_400_000);
  });

  it('moves day keys across month and year ends', () => {
    expect(addDaysToDayKey('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDayKey('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysToDayKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => addDaysToDayKey('2026-1-1', 1)).toThrow(RangeError);
  });

  it('splits a countdown into days, hours, minutes and seconds, never negative', () => {
    expect(countdownParts(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
