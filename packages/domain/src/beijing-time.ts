/**
 * The one date module: every time a person sees, and every "per day" rule, is in Beijing time (Asia/Shanghai),
 * whatever the zone of the phone or the server process. Web, server and domain code format instants only through
 * these functions; nothing else calls getHours/getDate/toLocale* or adds 8 hours by hand.
 *
 * One implementation: a single `Intl.DateTimeFormat` with `timeZone: 'Asia/Shanghai'` splits an instant into its
 * Beijing calendar fields; every formatter and day rule is built from those fields. Intl is built into Node and
 * every browser (no time-zone data to ship). China has no daylight saving time, so a Beijing day is always 24 h.
 */

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** An instant: a Date, epoch milliseconds, or an ISO 8601 string with its offset (as the API sends). */
export type Instant = Date | number | string;

/** The Beijing calendar fields of an instant. `weekday` is 0 for Sunday … 6 for Saturday. */
export type BeijingParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const WEEKDAY_TEXT = ['日', '一', '二', '三', '四', '五', '六'] as const;

let fieldsFormat: Intl.DateTimeFormat | undefined;
const fields = () =>
  (fieldsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BEIJING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }));

/** Epoch milliseconds of an instant; throws a RangeError for an invalid one (as `Date#toISOString` does). */
export function instantMs(at: Instant): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(at).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(at)}`);
  return ms;
}

/** Splits an instant into its Beijing calendar fields. */
export function beijingParts(at: Instant): BeijingParts {
  const out: BeijingParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, weekday: 0 };
  for (const part of fields().formatToParts(instantMs(at))) {
    if (part.type === 'weekday') out.weekday = WEEKDAY_INDEX[part.value] ?? 0;
    else if (part.type in out) out[part.type as keyof BeijingParts] = Number(part.value);
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats an instant in Beijing time by a pattern. Tokens: YYYY, MM (01-12), M (1-12), DD, D, HH (00-23), mm, ss,
 * W (一…日, the weekday character). Any other character is kept as written.
 */
export function formatBeijing(at: Instant, pattern: string): string {
  const p = beijingParts(at);
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss|W/g, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(p.year, 4);
      case 'MM':
        return pad(p.month);
      case 'M':
        return String(p.month);
      case 'DD':
        return pad(p.day);
      case 'D':
        return String(p.day);
      case 'HH':
        return pad(p.hour);
      case 'mm':
        return pad(p.minute);
      case 'ss':
        return pad(p.second);
      default:
        return WEEKDAY_TEXT[p.weekday] ?? '';
    }
  });
}

/** '2026-01-05' */
export const formatBeijingDate = (at: Instant): string => formatBeijing(at, 'YYYY-MM-DD');
/** '2026-01-05 14:03' */
export const formatBeijingDateTime = (at: Instant): string => formatBeijing(at, 'YYYY-MM-DD HH:mm');
/** '14:03' */
export const formatBeijingTime = (at: Instant): string => formatBeijing(at, 'HH:mm');
/** '1月5日' */
export const formatBeijingMonthDay = (at: Instant): string => formatBeijing(at, 'M月D日');
/** '周一' */
export const formatBeijingWeekday = (at: Instant): string => formatBeijing(at, '周W');

/** The Beijing day an instant falls in, 'YYYY-MM-DD': the key of every "per day" rule and learning day. */
export const beijingDayKey = (at: Instant): string => formatBeijing(at, 'YYYY-MM-DD');
/** The Beijing month an instant falls in, 'YYYY-MM'. */
export const beijingMonthKey = (at: Instant): string => formatBeijing(at, 'YYYY-MM');

/** Midnight (00:00 Beijing) of the Beijing day `at` falls in, as an instant. */
export function startOfBeijingDay(at: Instant): Date {
  const ms = instantMs(at);
  const p = beijingParts(ms);
  const sinceMidnight = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + (((ms % 1000) + 1000) % 1000);
  return new Date(ms - sinceMidnight);
}

/** The end of the Beijing day `at` falls in: the next Beijing midnight, exclusive (use `< end`). */
export function endOfBeijingDay(at: Instant): Date {
  return new Date(startOfBeijingDay(at).getTime() + DAY_MS);
}

/** Milliseconds from `at` until the next Beijing midnight (the lifetime of a per-day counter). */
export function msUntilBeijingMidnight(at: Instant): number {
  return endOfBeijingDay(at).getTime() - instantMs(at);
}

/** A day key moved by whole days: ('2026-03-01', -1) → '2026-02-28'. Calendar arithmetic only, no zone involved. */
export function addDaysToDayKey(dayKey: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayKey);
  if (!m) throw new RangeError(`Invalid day key: ${dayKey}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole days, hours, minutes and seconds left of a span in milliseconds, never negative (for countdowns). */
export function countdownParts(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Zero-pads a countdown or clock field to two digits. */
export const pad2 = (n: number): string => pad(n);
