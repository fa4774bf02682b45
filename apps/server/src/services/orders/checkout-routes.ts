import { getPayConfig, submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import type { FastifyInstance } from 'fastify';
import { invalidParams } from '../../http/app-error.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { prepareOrder } from './orders.ts';
import { allowedPayTypes, payConfig } from './pay-config.ts';
import { startPayment } from './payments.ts';

/** Checkout: the pay config, the check before paying, and paying (an order is created or reused). */
export function registerCheckoutRoutes(app: FastifyInstance): void {
  registerCall(app, getPayConfig, async ({ body, db }) =>
    payConfig(db, app.deps.payments, {
      brand: body.productCode,
      businessCode: body.businessCode,
      orderPriceCents: body.orderPrice,
    }),
  );

  registerCall(app, submitPackOrderPayBefore, async (ctx) =>
    prepareOrder(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      spec: ctx.body,
      now: ctx.now(),
    }),
  );

  registerCall(app, submitOrderPay, async (ctx) => {
    const { body } = ctx;
    const allowed = await allowedPayTypes(ctx.db);
    if (allowed.length > 0 && !allowed.includes(body.payType)) throw invalidParams('暂不支持该支付方式');
    return startPayment(ctx.db, app.deps.payments, {
      customerId: requireCustomer(ctx).customerId,
      brand: body.productCode,
      wechatType: Number(body.wechatType),
      spec: body,
      orderNo: body.orderNo,
      payType: body.payType,
      periods: body.periods,
      channel: body.channel,
      subChannel: body.subChannel,
      returnPath: body.returnPath,
      publicBaseUrl: publicOrigin(app.config, ctx.request),
      now: ctx.now(),
      expireMinutes: app.config.payment.orderExpireMinutes,
    });
  });
}
