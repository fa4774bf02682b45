import { AccountText, birthdayError, normaliseMobile } from '@course/domain/account-rules';
import { isValidPhone } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountClosures, customerProfiles, customers } from '../../db/schema/index.ts';
import { AppError, invalidParams, notFound } from '../../http/app-error.ts';
import { revokeAllSessions } from '../../http/session-store.ts';
import { customerInfo } from './customer-info.ts';
import { activeCustomerByMobile, customerRow } from './customers.ts';
import { checkSmsCode } from './sms-codes.ts';

/** Account rules: bind, change and close by SMS code; personal information. */

export const invalidCurrentMobile = () => invalidParams('请输入当前绑定的手机号');

const mobileTaken = () => new AppError(ResponseCode.mobileTaken, AccountText.mobileTaken);

export function validMobile(raw: string): string {
  if (!isValidPhone(raw)) throw invalidParams(AccountText.mobileInvalid);
  return normaliseMobile(raw);
}

async function activeCustomer(app: FastifyInstance, customerId: number) {
  const row = await customerRow(app.deps.database.db, customerId);
  if (row?.status !== 'active') throw notFound('用户');
  return row;
}

const codeDeps = (app: FastifyInstance) => ({
  db: app.deps.database.db,
  hmacKey: app.config.keys.smsCode,
  now: app.deps.now,
});

/** Whether another active account of this messaging-app account holds the mobile. */
export async function assertMobileFree(
  app: FastifyInstance,
  wechatType: number,
  mobile: string,
  self: number,
) {
  const holder = await activeCustomerByMobile(app.deps.database.db, wechatType, mobile);
  if (holder && holder.id !== self) throw mobileTaken();
}

/** register and mobileBind: a learner without a mobile binds one proven by a code (scene new). */
export async function bindMobile(
  app: FastifyInstance,
  customerId: number,
  input: { mobile: string; code: string },
) {
  const customer = await activeCustomer(app, customerId);
  if (customer.mobile) throw new AppError(ResponseCode.mobileTaken, AccountText.alreadyBound);
  const mobile = validMobile(input.mobile);
  await assertMobileFree(app, customer.wechatType, mobile, customerId);
  await checkSmsCode(codeDeps(app), { mobile, scene: 'new', code: input.code.trim(), consume: true });
  try {
    const rows = await app.deps.database.db
      .update(customers)
      .set({ mobile })
      .where(and(eq(customers.id, customerId), isNull(customers.mobile)))
      .returning({ id: customers.id });
    if (rows.length === 0) throw new AppError(ResponseCode.mobileTaken, AccountText.alreadyBound);
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
  return customerInfo(app.deps.database.db, customerId);
}

/** mobileChangeBind: a code to the current mobile (scene current) and one to the new mobile (scene new). */
export async function changeMobile(
  app: FastifyInstance,
  customerId: number,
  input: { oldCode: string; mobile: string; code: string },
) {
  const customer = await activeCustomer(app, customerId);
  if (!customer.mobile) throw new AppError(ResponseCode.mobileRequired, AccountText.mobileRequired);
  const mobile = validMobile(input.mobile);
  if (mobile === customer.mobile) throw invalidParams(AccountText.sameMobile);
  await assertMobileFree(app, customer.wechatType, mobile, customerId);
  const deps = codeDeps(app);
  await checkSmsCode(deps, {
    mobile: customer.mobile,
    scene: 'current',
    code: input.oldCode.trim(),
    consume: false,
  });
  await checkSmsCode(deps, { mobile, scene: 'new', code: input.code.trim(), consume: true });
  await checkSmsCode(deps, {
    mobile: customer.mobile,
    scene: 'current',
    code: input.oldCode.trim(),
    consume: true,
  });
  try {
    await app.deps.database.db
      .update(customers)
      .set({ mobile })
      .where(and(eq(customers.id, customerId), eq(customers.mobile, customer.mobile)));
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
  return customerInfo(app.deps.database.db, customerId);
}

/**
 * Closes the account: proven by a code to the bound mobile. The row stays with status 'closed', its openid
 * renamed so that the same visitor signing in again starts a new account, its mobile released, every token
 * revoked, and the closure recorded.
 */
export async function closeAccount(
  app: FastifyInstance,
  customerId: number,
  input: { code: string; reason: string },
): Promise<void> {
  const customer = await activeCustomer(app, customerId);
  if (!customer.mobile) throw new AppError(ResponseCode.mobileRequired, AccountText.mobileRequired);
  await checkSmsCode(codeDeps(app), {
    mobile: customer.mobile,
    scene: 'current',
    code: input.code.trim(),
    consume: true,
  });
  await app.deps.database.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        status: 'closed',
        mobile: null,
        openid: sql`'closed:' || ${customers.id} || ':' || ${customers.openid}`,
      })
      .where(and(eq(customers.id, customerId), ne(customers.status, 'closed')));
    await tx.insert(accountClosures).values({ customerId, mobile: customer.mobile, reason: input.reason });
  });
  await revokeAllSessions(app.deps.database.db, app.deps.kv, customerId);
}

export async function personInfo(app: FastifyInstance, customerId: number) {
  const { db } = app.deps.database;
  const base = await customerInfo(db, customerId);
  const [profile] = await db
    .select()
    .from(customerProfiles)
    .where(eq(customerProfiles.customerId, customerId))
    .limit(1);
  return {
    ...base,
    realName: profile?.realName ?? null,
    gender: profile?.gender ?? null,
    birthday: profile?.birthday ?? null,
    province: profile?.province ?? null,
    city: profile?.city ?? null,
  };
}

export async function fillPersonInfo(
  app: FastifyInstance,
  customerId: number,
  input: {
    nickname?: string;
    realName?: string;
    gender?: 'male' | 'female';
    birthday?: string;
    province?: string;
    city?: string;
  },
) {
  const { db } = app.deps.database;
  await activeCustomer(app, customerId);
  if (input.birthday !== undefined && birthdayError(input.birthday, new Date(app.deps.now()))) {
    throw invalidParams(AccountText.birthdayInvalid);
  }
  const { nickname, ...profile } = input;
  if (nickname !== undefined) {
    const trimmed = nickname.trim();
    if (!trimmed) throw invalidParams(AccountText.nicknameEmpty);
    await db.update(customers).set({ nickname: trimmed }).where(eq(customers.id, customerId));
  }
  const fields = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  if (Object.keys(fields).length > 0) {
    await db
      .insert(customerProfiles)
      .values({ customerId, ...fields })
      .onConflictDoUpdate({ target: customerProfiles.customerId, set: fields });
  }
  return personInfo(app, customerId);
}
