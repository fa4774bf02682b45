import {
  changeCampDate,
  chooseCampDate,
  chooseCampDateNew,
  getOrderSelectedCampDateStatus,
  getPayConfig,
  isOrderIncludeCampDate,
  payResult,
  submitOrderPay,
  submitPackOrderPayBefore,
} from '@course/contracts/orders-checkout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidParams } from '../../http/app-error.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { campStatus, campsOf, setCamp } from './camp-dates.ts';
import { needsCampChoice } from './order-queries.ts';
import { ownOrder, prepareOrder, refreshPayment, startPayment } from './orders.ts';
import { allowedPayTypes, payConfig } from './pay-config.ts';

/** /course/api/v1/order/*: pay config, check before paying, paying, the result, and the start date. */

/** The origin absolute links start with: PUBLIC_BASE_URL, never a client-set host (http/public-origin.ts). */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return publicOrigin(app.config, request);
}

export function registerOrderRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, getPayConfig, async ({ body }) =>
    payConfig(db(), app.deps.payments, {
      brand: body.productCode,
      businessCode: body.businessCode,
      orderPriceCents: body.orderPrice,
    }),
  );

  registerCall(app, submitPackOrderPayBefore, async (ctx) =>
    prepareOrder(db(), {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      spec: ctx.body,
      now: now(),
    }),
  );

  registerCall(app, submitOrderPay, async (ctx) => {
    const { body } = ctx;
    const allowed = await allowedPayTypes(db());
    if (allowed.length > 0 && !allowed.includes(body.payType)) throw invalidParams('暂不支持该支付方式');
    return startPayment(db(), app.deps.payments, {
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
      publicBaseUrl: publicBaseUrl(app, ctx.request),
      now: now(),
      expireMinutes: app.config.payment.orderExpireMinutes,
    });
  });

  registerCall(app, payResult, async (ctx) => {
    const order = await refreshPayment(
      db(),
      app.deps.payments,
      await ownOrder(db(), requireCustomer(ctx).customerId, ctx.body.orderNo, now()),
      now(),
    );
    return {
      orderNo: order.orderNo,
      kind: order.kind,
      status: order.status,
      paid: order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded',
      title: order.title,
      payAmountCents: order.payAmountCents,
      courseId: order.courseId,
      goodsId: order.goodsId,
      packageId: order.packageId,
      fulfilment: order.fulfilment,
      needsCampChoice: await needsCampChoice(db(), order),
    };
  });

  registerCall(app, isOrderIncludeCampDate, async (ctx) => {
    const order = await ownOrder(db(), requireCustomer(ctx).customerId, ctx.params.id, now());
    const camps = order.courseId === null ? [] : await campsOf(db(), order.courseId, now());
    return { include: camps.length > 0 || order.campId !== null, camps, chosenCampId: order.campId };
  });

  registerCall(app, getOrderSelectedCampDateStatus, async (ctx) =>
    campStatus(db(), await ownOrder(db(), requireCustomer(ctx).customerId, ctx.params.id, now()), now()),
  );

  const choose = async (customerId: number, orderNo: string, campId: number, mode: 'choose' | 'change') => {
    const order = await ownOrder(db(), customerId, orderNo, now());
    return { orderNo, camp: await setCamp(db(), order, campId, mode, now()) };
  };
  registerCall(app, chooseCampDate, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'choose'),
  );
  registerCall(app, chooseCampDateNew, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.params.a, Number(ctx.params.b), 'choose'),
  );
  registerCall(app, changeCampDate, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'change'),
  );
}
