import {
  closeAccount,
  fillPersonInfo,
  mobileBind,
  mobileChangeBind,
  personInfo,
  register,
} from '@course/contracts/identity-account';
import { smsSendNew, smsVerify } from '@course/contracts/identity-sms';
import { AccountText } from '@course/domain/account-rules';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import { AppError, notLoggedIn } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import * as account from './account.ts';
import { activeCustomerByMobile, customerRow } from './customers.ts';
import { checkSmsCode, sendSmsCode } from './sms-codes.ts';

/**
 * The mobile a code of this scene goes to: scene new needs a signed-in learner and a mobile no other account
 * holds; scene current is the learner's own bound mobile; scene login needs an existing account.
 */
async function smsTarget(
  app: FastifyInstance,
  input: {
    scene: 'new' | 'current' | 'login';
    mobile: string;
    wechatType: number;
    customerId: number | null;
  },
): Promise<string> {
  const mobile = account.validMobile(input.mobile);
  if (input.scene === 'login') {
    if (!(await activeCustomerByMobile(app.deps.database.db, input.wechatType, mobile))) {
      throw new AppError(ResponseCode.badCredentials, AccountText.unknownMobile);
    }
    return mobile;
  }
  if (input.customerId === null) throw notLoggedIn();
  const customer = await customerRow(app.deps.database.db, input.customerId);
  if (!customer) throw notLoggedIn();
  if (input.scene === 'current') {
    if (!customer.mobile) throw new AppError(ResponseCode.mobileRequired, AccountText.mobileRequired);
    if (customer.mobile !== mobile) throw account.invalidCurrentMobile();
    return mobile;
  }
  await account.assertMobileFree(app, customer.wechatType, mobile, customer.id);
  return mobile;
}

export function registerAccountRoutes(app: FastifyInstance): void {
  registerCall(app, smsSendNew, async ({ body, customer, request, db }) => {
    const mobile = await smsTarget(app, {
      scene: body.scene,
      mobile: body.mobile,
      wechatType: Number(body.wechatType),
      customerId: customer?.customerId ?? null,
    });
    return sendSmsCode(
      {
        db,
        kv: app.deps.kv,
        sms: app.deps.sms,
        hmacKey: app.config.keys.smsCode,
        now: app.deps.now,
        log: request.log,
      },
      { mobile, scene: body.scene, clientIp: request.ip },
    );
  });

  registerCall(app, smsVerify, async ({ body, db }) => {
    await checkSmsCode(
      { db, hmacKey: app.config.keys.smsCode, now: app.deps.now },
      { mobile: account.validMobile(body.mobile), scene: body.scene, code: body.code.trim(), consume: false },
    );
    return { valid: true };
  });

  registerCall(app, register, async (ctx) =>
    account.bindMobile(app, requireCustomer(ctx).customerId, ctx.body),
  );
  registerCall(app, mobileBind, async (ctx) =>
    account.bindMobile(app, requireCustomer(ctx).customerId, ctx.body),
  );
  registerCall(app, mobileChangeBind, async (ctx) =>
    account.changeMobile(app, requireCustomer(ctx).customerId, ctx.body),
  );
  registerCall(app, closeAccount, async (ctx) => {
    await account.closeAccount(app, requireCustomer(ctx).customerId, ctx.body);
    return { closed: true };
  });
  registerCall(app, personInfo, async (ctx) => account.personInfo(app, requireCustomer(ctx).customerId));
  registerCall(app, fillPersonInfo, async (ctx) =>
    account.fillPersonInfo(app, requireCustomer(ctx).customerId, ctx.body),
  );
}
