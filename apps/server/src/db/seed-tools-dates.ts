import { addDaysToDayKey, beijingParts } from '@course/domain/beijing-time';

/**
 * When the demo's dated notices were published: a notice about a yearly break (国庆, 春节) is dated a few days
 * before that break, in the latest year whose date is not after the seed's `now`, so that "10 月 1 日至 10 月 7 日
 * 停课" never reads as published in November.
 */

/** 10:00 Beijing on a Beijing day key, the hour the demo's notices go out. */
const morningOf = (dayKey: string) => Date.parse(`${dayKey}T10:00:00+08:00`);

/** The latest publication `daysBefore` days before the yearly day `dayOf(year)` that is not after `now`. */
export function publishedBefore(now: number, dayOf: (year: number) => string, daysBefore: number): number {
  const year = beijingParts(now).year;
  for (const y of [year + 1, year, year - 1]) {
    const at = morningOf(addDaysToDayKey(dayOf(y), -daysBefore));
    if (at <= now) return at;
  }
  return morningOf(addDaysToDayKey(dayOf(year - 2), -daysBefore));
}

/** 国庆: 1 October. */
export const nationalDay = (year: number) => `${year}-10-01`;

/**
 * 春节 (正月初一) by the official calendar. ICU's Chinese calendar (Intl) is only the fallback beyond the table:
 * it puts 2027's New Year a day late (the new moon is at 23:56 Beijing on 6 February).
 */
const SPRING_FESTIVAL: Readonly<Record<number, string>> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

const lunar = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

function springFestival(year: number): string {
  const known = SPRING_FESTIVAL[year];
  if (known) return known;
  for (let offset = 0; offset < 40; offset += 1) {
    const date = new Date(Date.UTC(year, 0, 20 + offset));
    if (lunar.format(date) === '1/1') return date.toISOString().slice(0, 10);
  }
  throw new RangeError(`no 春节 found in ${year}`);
}

/** The Gregorian day of 正月 `day` (初八 = 8) in `year`. */
export const firstLunarMonthDay = (year: number, day: number): string =>
  addDaysToDayKey(springFestival(year), day - 1);
