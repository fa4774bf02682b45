import { checkBlackUser, resolveSuperFansParam } from '@course/contracts/putin-login';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { configCodes, customers, superFanLinks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';

/** Config code listing blacklisted device models (an operator's list of phoneModel strings). */
export const BLACK_PHONE_MODELS_CODE = 'blackPhoneModels';

/**
 * checkBlackUser: the learner is blacklisted when their row says so, or when their device model is on the
 * operator's list (the spec: 'checked after login and by device'). The super-fan short parameter is resolved
 * from its stored link; link type 3 needs the phone code.
 */
export function registerBlackUserRoutes(app: FastifyInstance): void {
  const { db } = app.deps.database;
  registerCall(app, checkBlackUser, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
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
    return { isBlackUser: list.includes(ctx.body.phoneModel) };
  });

  registerCall(app, resolveSuperFansParam, async ({ body }) => {
    if (body.SuperFansLinkType === 3 && !body.phoneCode) {
      throw new AppError(ResponseCode.invalidParams, '参数错误：该链接需要手机号授权（phoneCode）');
    }
    const [link] = await db
      .select()
      .from(superFanLinks)
      .where(eq(superFanLinks.shortParamId, body.shortParamId))
      .limit(1);
    if (!link || (body.corpId && link.corpId && link.corpId !== body.corpId)) throw notFound('链接');
    return { param: link.param, inventAdditionId: link.inventAdditionId, mobileEncrypt: link.mobileEncrypt };
  });
}
