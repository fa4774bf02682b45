import { describe, expect, it } from 'vitest';
import { campDateText } from './camp';
import { formatRemaining } from './handoff';

// 22:30 UTC on Sunday 4 January is 06:30 on Monday 5 January in Beijing (and 17:30 on Sunday in New York).
// scripts/test.sh runs this file under TZ=UTC and TZ=America/New_York: the text must not move.
const LATE_UTC = '2026-01-04T22:30:05Z';

describe('dates on the learner screens are Beijing time, whatever the phone zone', () => {
  it('shows a camp start as Beijing month-day, weekday and time', () => {
    expect(campDateText(LATE_UTC)).toEqual({ date: '1月5日', weekday: '周一', time: '06:30' });
    expect(campDateText('2026-12-07T12:00:00Z')).toEqual({ date: '12月7日', weekday: '周一', time: '20:00' });
  });

  it('counts a payment countdown down in mm:ss and h:mm:ss', () => {
    expect(formatRemaining(29 * 60_000 + 5_400)).toBe('29:05');
    expect(formatRemaining(26 * 3_600_000 + 61_000)).toBe('26:01:01');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
