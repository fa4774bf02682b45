import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { AccountText, normaliseMobile } from '@course/domain/account-rules';
import { isValidPhone } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teachers, wechatApps } from '../../db/schema/index.ts';
import { AppError, invalidParams } from '../../http/app-error.ts';
import { createSession } from '../../http/session-store.ts';
import { type WechatIdentity, WechatOAuthError } from '../../integrations/wechat-oauth/port.ts';
import { activeCustomerByMobile, customerRow, upsertCustomerByOpenid } from './customers.ts';
import { checkSmsCode } from './sms-codes.ts';

/** Sign-in rules: messaging-app code, login ticket, mobile + SMS code, teacher password. */

export const LoginText = {
  codeInvalid: '授权已失效，请重新进入页面',
  codeUsed: '授权码已使用，请重新进入页面',
  upstream: '微信服务繁忙，请稍后再试',
  noCode: '缺少授权码，请重新进入页面',
  unknownApp: (wechatType: number) => `未配置该公众号（wechatType ${wechatType}）`,
  ticketInvalid: '登录凭证已失效，请重新进入页面',
  teacherExpired: '老师登录已失效，请重新登录',
  teacherLocked: '登录尝试次数过多，请15分钟后再试',
} as const;

export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
const TEACHER_LOCK_MS = 15 * 60_000;
const TEACHER_MAX_FAILURES = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

type LoginAnswer = { token: string; snapshotuser: string; newuser: number };

async function openSession(app: FastifyInstance, customerId: number, wechatType: number) {
  const { token } = await createSession(
    app.deps.database.db,
    { customerId, wechatType, ttlDays: app.config.tokenTtlDays },
    app.deps.kv,
  );
  return token;
}

/** weChatLogin: a messaging-app authorization code, or a login ticket, becomes a token. */
export async function weChatLogin(
  app: FastifyInstance,
  input: { wechatType: number; code?: string; ticket?: string },
): Promise<LoginAnswer> {
  const { db } = app.deps.database;
  if (input.ticket) {
    const customerId = await consumeLoginTicket(app, input.ticket);
    const customer = customerId ? await customerRow(db, customerId) : null;
    if (customer?.status !== 'active')
      throw new AppError(ResponseCode.authCodeInvalid, LoginText.ticketInvalid);
    return { token: await openSession(app, customer.id, customer.wechatType), snapshotuser: '0', newuser: 0 };
  }
  if (!input.code) throw new AppError(ResponseCode.authCodeInvalid, LoginText.noCode);
  const [account] = await db
    .select()
    .from(wechatApps)
    .where(eq(wechatApps.wechatType, input.wechatType))
    .limit(1);
  if (!account) throw invalidParams(LoginText.unknownApp(input.wechatType));

  let identity: WechatIdentity;
  try {
    identity = await app.deps.wechatOAuth.exchangeCode(
      {
        wechatType: account.wechatType,
        appId: account.appId,
        appSecret: app.config.wechat.appSecrets[String(account.wechatType)] ?? null,
      },
      input.code,
    );
  } catch (error) {
    if (error instanceof WechatOAuthError && error.reason === 'invalid-code') {
      throw new AppError(ResponseCode.authCodeInvalid, LoginText.codeInvalid);
    }
    if (error instanceof WechatOAuthError && error.reason === 'code-used') {
      throw new AppError(ResponseCode.authCodeInvalid, LoginText.codeUsed);
    }
    app.log.error({ err: error, wechatType: account.wechatType }, 'messaging-app code exchange failed');
    throw new AppError(ResponseCode.upstreamFailure, LoginText.upstream);
  }
  const customer = await upsertCustomerByOpenid(db, {
    wechatType: account.wechatType,
    openid: identity.openid,
    unionid: identity.unionid,
    profile: identity.profile,
  });
  return {
    token: await openSession(app, customer.id, account.wechatType),
    snapshotuser: identity.isSnapshotUser ? '1' : '0',
    newuser: customer.created ? 1 : 0,
  };
}

export async function createLoginTicket(app: FastifyInstance, customerId: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await app.deps.kv.set(`login-ticket:${sha256(ticket)}`, String(customerId), LOGIN_TICKET_TTL_MS);
  return ticket;
}

/** The customer of a ticket, once: the first consumer marks it used (set-if-absent), later ones get null. */
async function consumeLoginTicket(app: FastifyInstance, ticket: string): Promise<number | null> {
  const key = sha256(ticket);
  const customerId = await app.deps.kv.get(`login-ticket:${key}`);
  if (!customerId) return null;
  if (!(await app.deps.kv.setIfAbsent(`login-ticket-used:${key}`, '1', LOGIN_TICKET_TTL_MS))) return null;
  await app.deps.kv.delete(`login-ticket:${key}`);
  return Number(customerId);
}

/** Mobile + SMS code (scene login) signs in the active learner of this messaging-app account with that mobile. */
export async function mobileLogin(
  app: FastifyInstance,
  input: { wechatType: number; mobile: string; code: string },
): Promise<LoginAnswer> {
  if (!isValidPhone(input.mobile)) throw invalidParams(AccountText.mobileInvalid);
  const mobile = normaliseMobile(input.mobile);
  const { db } = app.deps.database;
  const customer = await activeCustomerByMobile(db, input.wechatType, mobile);
  if (!customer) throw new AppError(ResponseCode.badCredentials, AccountText.unknownMobile);
  await checkSmsCode(
    { db, hmacKey: app.config.keys.smsCode, now: app.deps.now },
    { mobile, scene: 'login', code: input.code.trim(), consume: true },
  );
  return { token: await openSession(app, customer.id, input.wechatType), snapshotuser: '-1', newuser: 0 };
}

/**
 * Teacher sign-in by password. Every try takes one of TEACHER_MAX_FAILURES slots of the mobile's 15-minute
 * window BEFORE the password is checked (an atomic increment-if-below in the key-value store, shared by every
 * server process), so a burst of parallel guesses gets at most that many checks; the rest are refused as
 * locked. A right password gives its slot back: only failures stay counted.
 */
export async function teacherLogin(
  app: FastifyInstance,
  input: { mobile: string; password: string },
): Promise<{ teacherToken: string; name: string }> {
  const mobile = isValidPhone(input.mobile) ? normaliseMobile(input.mobile) : input.mobile.trim();
  const lockKey = `teacher-login:${mobile}`;
  if ((await app.deps.kv.incrementIfBelow(lockKey, TEACHER_MAX_FAILURES, TEACHER_LOCK_MS)) === null) {
    throw new AppError(ResponseCode.tooManyRequests, LoginText.teacherLocked);
  }
  const { db } = app.deps.database;
  const [teacher] = await db.select().from(teachers).where(eq(teachers.mobile, mobile)).limit(1);
  const ok = teacher ? await verifyPassword(input.password, teacher.passwordHash) : false;
  if (!teacher || !ok) throw new AppError(ResponseCode.badCredentials, AccountText.teacherBadCredentials);
  await app.deps.kv.decrement(lockKey);
  const { token } = await createSession(
    db,
    { customerId: teacher.customerId, wechatType: null, ttlDays: app.config.tokenTtlDays, kind: 'teacher' },
    app.deps.kv,
  );
  return { teacherToken: token, name: teacher.name };
}
