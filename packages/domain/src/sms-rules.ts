/**
 * Verification-code (SMS) rules shared by the server that enforces them and the forms that count down.
 * Decision (issue 3): 6 digits; per-IP limit 30 sends an hour.
 */
import { beijingDayKey } from './beijing-time.ts';

export const SMS_CODE_LENGTH = 6;
/** A code is valid for 5 minutes. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** At most one send per phone every 60 s. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** At most 10 sends per phone per day (Beijing time). */
export const SMS_DAILY_LIMIT = 10;
/** At most this many sends per client address per hour. */
export const SMS_IP_HOURLY_LIMIT = 30;
/** Five wrong tries void the code. */
export const SMS_MAX_TRIES = 5;

/** What a code is for. `new` proves a mobile not yet on the account (register, bind, change to); `current`
 * proves the account's own mobile (change from, close account, ycd); `login` signs in by mobile. */
export const SMS_SCENES = ['new', 'current', 'login'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** The refusals, each with its own text. */
export const SmsText = {
  badMobile: '请输入正确的手机号',
  tooSoon: (seconds: number) => `验证码发送太频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  ipLimit: '当前网络获取验证码过于频繁，请稍后再试',
  missing: '请先获取验证码',
  used: '验证码已使用，请重新获取',
  expired: '验证码已过期，请重新获取',
  voided: '验证码错误次数过多，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试${left}次`,
  sendFailed: '短信发送失败，请稍后重试',
  sent: '验证码已发送',
} as const;

export const SMS_CODE_PATTERN = /^\d{6}$/;

/** The day key (Beijing time) of a moment, for the daily limit: '20260101'. */
export function smsDayKey(now: number): string {
  return beijingDayKey(now).replaceAll('-', '');
}

/** Milliseconds until the next Beijing-time midnight (the daily counter's lifetime). */
export { msUntilBeijingMidnight } from './beijing-time.ts';
