import { createHmac, randomInt } from 'node:crypto';
import { ResponseCode } from '@course/domain/response-codes';
import {
  msUntilBeijingMidnight,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_IP_HOURLY_LIMIT,
  SMS_MAX_TRIES,
  SMS_RESEND_INTERVAL_MS,
  type SmsScene,
  SmsText,
  smsDayKey,
} from '@course/domain/sms-rules';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { SmsPort } from '../../integrations/sms/port.ts';

/**
 * The SMS code rules: 6 digits, 5 minutes, one send per phone per 60 s, 10 a day (Beijing day), 30 an hour per
 * client address, 5 wrong tries void the code. Send counters live in the key-value store (Redis with several
 * processes) and are taken atomically before sending (increment-if-below, set-if-absent); codes live in the
 * database as an HMAC, and each try is taken by a conditional update before the code is compared.
 */

export type SmsDeps = {
  db: AppDb;
  kv: KeyValueStore;
  sms: SmsPort;
  hmacKey: string;
  now: () => number;
  log?: FastifyBaseLogger;
};

const hashCode = (key: string, mobile: string, scene: SmsScene, code: string) =>
  createHmac('sha256', key).update(`${mobile}|${scene}|${code}`).digest('hex');

const HOUR_MS = 3_600_000;

export async function sendSmsCode(
  deps: SmsDeps,
  input: { mobile: string; scene: SmsScene; clientIp: string },
): Promise<{ expiresIn: number; resendIn: number }> {
  const { kv, now } = deps;
  const t = now();
  const ipKey = `sms:ip:${input.clientIp}:${Math.floor(t / HOUR_MS)}`;
  if ((await kv.incrementIfBelow(ipKey, SMS_IP_HOURLY_LIMIT, HOUR_MS)) === null) {
    throw new AppError(ResponseCode.tooManyRequests, SmsText.ipLimit);
  }
  const coolKey = `sms:cool:${input.mobile}`;
  if (!(await kv.setIfAbsent(coolKey, String(t), SMS_RESEND_INTERVAL_MS))) {
    const sentAt = Number(await kv.get(coolKey)) || t;
    const seconds = Math.max(1, Math.ceil((sentAt + SMS_RESEND_INTERVAL_MS - t) / 1000));
    throw new AppError(ResponseCode.tooManyRequests, SmsText.tooSoon(seconds));
  }
  const dayKey = `sms:day:${input.mobile}:${smsDayKey(t)}`;
  if ((await kv.incrementIfBelow(dayKey, SMS_DAILY_LIMIT, msUntilBeijingMidnight(t))) === null) {
    await kv.delete(coolKey);
    throw new AppError(ResponseCode.tooManyRequests, SmsText.dailyLimit);
  }

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const [row] = await deps.db
    .insert(smsCodes)
    .values({
      mobile: input.mobile,
      scene: input.scene,
      codeHash: hashCode(deps.hmacKey, input.mobile, input.scene, code),
      clientIp: input.clientIp.slice(0, 64),
      expiresAt: new Date(t + SMS_CODE_TTL_MS),
    })
    .returning({ id: smsCodes.id });
  try {
    await deps.sms.send({
      mobile: input.mobile,
      code,
      scene: input.scene,
      ttlMinutes: SMS_CODE_TTL_MS / 60_000,
    });
  } catch (error) {
    // Not sent: the code must not count, and the learner may try again at once.
    await deps.db.delete(smsCodes).where(eq(smsCodes.id, row!.id));
    await kv.decrement(dayKey);
    await kv.delete(coolKey);
    deps.log?.error({ err: error, adapter: deps.sms.kind }, 'SMS send failed');
    throw new AppError(ResponseCode.upstreamFailure, SmsText.sendFailed);
  }
  return { expiresIn: SMS_CODE_TTL_MS / 1000, resendIn: SMS_RESEND_INTERVAL_MS / 1000 };
}

/**
 * Checks a code: the newest one of this mobile and scene must exist, be unused, younger than 5 minutes and
 * have fewer than 5 wrong tries. Every try first takes one of the 5 tries in a single conditional UPDATE
 * (increment where still below 5, unused and unexpired), and only then is the code compared: parallel guesses,
 * from one process or many, get at most 5 comparisons. A wrong code keeps its try; a right one gives it back
 * (a right code is not a wrong try), and with `consume` is used up in the same statement.
 */
export async function checkSmsCode(
  deps: Omit<SmsDeps, 'sms' | 'kv'>,
  input: { mobile: string; scene: SmsScene; code: string; consume: boolean },
): Promise<void> {
  const { db } = deps;
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.scene, input.scene)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) throw new AppError(ResponseCode.smsCodeMissing, SmsText.missing);
  const refuse = (row: { consumedAt: Date | null; attempts: number; expiresAt: Date }): never => {
    if (row.consumedAt) throw new AppError(ResponseCode.smsCodeMissing, SmsText.used);
    if (row.attempts >= SMS_MAX_TRIES) throw new AppError(ResponseCode.smsCodeVoided, SmsText.voided);
    throw new AppError(ResponseCode.smsCodeExpired, SmsText.expired);
  };
  const now = new Date(deps.now());
  if (latest.consumedAt || latest.attempts >= SMS_MAX_TRIES || latest.expiresAt <= now) refuse(latest);

  const thisCode = eq(smsCodes.id, latest.id);
  const [taken] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        thisCode,
        lt(smsCodes.attempts, SMS_MAX_TRIES),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  if (!taken) {
    const [row] = await db.select().from(smsCodes).where(thisCode);
    refuse(row ?? { consumedAt: null, attempts: SMS_MAX_TRIES, expiresAt: now });
  }

  const right =
    SMS_CODE_PATTERN.test(input.code) &&
    hashCode(deps.hmacKey, input.mobile, input.scene, input.code) === latest.codeHash;
  if (!right) {
    const attempts = taken!.attempts;
    if (attempts >= SMS_MAX_TRIES) throw new AppError(ResponseCode.smsCodeVoided, SmsText.voided);
    throw new AppError(ResponseCode.smsCodeWrong, SmsText.wrong(SMS_MAX_TRIES - attempts));
  }
  const [settled] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} - 1`,
      ...(input.consume ? { consumedAt: now } : {}),
    })
    .where(input.consume ? and(thisCode, isNull(smsCodes.consumedAt)) : thisCode)
    .returning({ id: smsCodes.id });
  if (!settled) throw new AppError(ResponseCode.smsCodeMissing, SmsText.used);
}
