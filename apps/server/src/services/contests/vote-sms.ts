import { createHmac, randomInt } from 'node:crypto';
import { beijingDayKey, msUntilBeijingMidnight } from '@course/domain/beijing-time';
import { maskPhone } from '@course/domain/masking';
import { ResponseCode } from '@course/domain/response-codes';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { AppError } from '../../http/app-error.ts';
import type { SmsPort } from '../../integrations/sms/port.ts';

/**
 * The SMS-verified vote path (contests whose `vote.requireSms` is on): smsSend sends a 6-digit code to the
 * voter's bound mobile (one send a minute); the first vote of the day carries it, and a right code lets the
 * voter vote for the rest of that Beijing day. Five wrong codes void it. Codes are kept as HMACs, in the store
 * (Redis in production), so several server processes agree.
 */

const CODE_TTL_MS = 5 * 60_000;
const COOLDOWN_SECONDS = 60;
const MAX_TRIES = 5;

type Who = { contestId: number; customerId: number };
const codeKey = (w: Who) => `contest-vote-code:${w.contestId}:${w.customerId}`;
const triesKey = (w: Who) => `contest-vote-tries:${w.contestId}:${w.customerId}`;
const okKey = (w: Who, now: Date) => `contest-vote-ok:${w.contestId}:${w.customerId}:${beijingDayKey(now)}`;

export async function sendVoteCode(
  deps: { kv: KeyValueStore; sms: SmsPort; secret: string },
  who: Who & { mobile: string | null },
): Promise<{ sent: boolean; mobileMasked: string; cooldownSeconds: number }> {
  if (!who.mobile) throw new AppError(ResponseCode.mobileRequired, '请先绑定手机号');
  if (
    !(await deps.kv.setIfAbsent(
      `contest-vote-cool:${who.contestId}:${who.customerId}`,
      '1',
      COOLDOWN_SECONDS * 1000,
    ))
  ) {
    throw new AppError(ResponseCode.tooManyRequests, `验证码发送太频繁，请${COOLDOWN_SECONDS}秒后再试`);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.kv.set(codeKey(who), hmac(deps.secret, code), CODE_TTL_MS);
  await deps.kv.delete(triesKey(who));
  await deps.sms.send({ mobile: who.mobile, code, scene: 'contest-vote', ttlMinutes: CODE_TTL_MS / 60_000 });
  return { sent: true, mobileMasked: maskPhone(who.mobile), cooldownSeconds: COOLDOWN_SECONDS };
}

const hmac = (secret: string, code: string) => createHmac('sha256', secret).update(code).digest('hex');

/** Lets the vote through when the voter verified today, or when `code` is right (then for the whole day). */
export async function requireVerifiedVoter(
  deps: { kv: KeyValueStore; secret: string },
  who: Who,
  code: string | undefined,
  now: Date,
): Promise<void> {
  if (await deps.kv.get(okKey(who, now))) return;
  const stored = await deps.kv.get(codeKey(who));
  if (!code) throw new AppError(ResponseCode.smsCodeMissing, '请先获取验证码');
  if (!stored) throw new AppError(ResponseCode.smsCodeMissing, '请先获取验证码');
  const tries = await deps.kv.incrementIfBelow(triesKey(who), MAX_TRIES, CODE_TTL_MS);
  if (tries === null) throw new AppError(ResponseCode.smsCodeVoided, '验证码错误次数过多，请重新获取');
  if (stored !== hmac(deps.secret, code)) {
    throw new AppError(ResponseCode.smsCodeWrong, `验证码错误，还可尝试${MAX_TRIES - tries}次`);
  }
  await deps.kv.delete(codeKey(who));
  await deps.kv.set(okKey(who, now), '1', msUntilBeijingMidnight(now));
}
