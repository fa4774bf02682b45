import type { resolveSuperFansParam } from '@course/contracts/landing-visitor';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { configCodes, customers, superFanLinks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';

/** Config code listing blacklisted device models (an operator's list of phoneModel strings). */
export const BLACK_PHONE_MODELS_CODE = 'blackPhoneModels';

/**
 * The learner is blacklisted when their row says so, or when their device model is on the operator's list (the
 * spec: 'checked after login and by device').
 */
export async function isBlackUser(db: AppDb, customerId: number, phoneModel: string | undefined) {
  const [row] = await db
    .select({ isBlack: customers.isBlack })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (row?.isBlack) return { isBlackUser: true };
  const [models] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, BLACK_PHONE_MODELS_CODE));
  const list = Array.isArray(models?.value) ? (models.value as unknown[]) : [];
  return { isBlackUser: list.includes(phoneModel) };
}

/** The super-fan short parameter resolved from its stored link; link type 3 needs the phone code. */
export async function superFanLink(db: AppDb, input: CallInput<typeof resolveSuperFansParam>) {
  if (input.SuperFansLinkType === 3 && !input.phoneCode) {
    throw new AppError(ResponseCode.invalidParams, '参数错误：该链接需要手机号授权（phoneCode）');
  }
  const [link] = await db
    .select()
    .from(superFanLinks)
    .where(eq(superFanLinks.shortParamId, input.shortParamId))
    .limit(1);
  if (!link || (input.corpId && link.corpId && link.corpId !== input.corpId)) throw notFound('链接');
  return { param: link.param, inventAdditionId: link.inventAdditionId, mobileEncrypt: link.mobileEncrypt };
}
