import { collectCreate, collectInfo, collectPay, virtualGoodsDetail } from '@course/contracts/course-pay';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { collectInfoOf, createCollectLink, payCollect } from './collect.ts';
import { virtualGoodsOf } from './virtual-goods.ts';

/** Collect links (代付) and the virtual-good detail. */
export function registerPayRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());
  const key = () => app.config.keys.collectToken;

  registerCall(app, collectCreate, async (ctx) =>
    createCollectLink(db(), key(), {
      customerId: requireCustomer(ctx).customerId,
      orderNo: ctx.body.orderNo,
      now: now(),
    }),
  );

  registerCall(app, collectInfo, async (ctx) =>
    collectInfoOf(db(), key(), {
      token: ctx.body.token,
      customerId: requireCustomer(ctx).customerId,
      now: now(),
    }),
  );

  registerCall(app, collectPay, async (ctx) =>
    payCollect(db(), app.deps.payments, key(), {
      token: ctx.body.token,
      customerId: requireCustomer(ctx).customerId,
      wechatType: Number(ctx.body.wechatType),
      payType: ctx.body.payType,
      periods: ctx.body.periods,
      publicBaseUrl: publicOrigin(app.config, ctx.request),
      now: now(),
    }),
  );

  registerCall(app, virtualGoodsDetail, async (ctx) =>
    virtualGoodsOf(db(), {
      brand: ctx.body.productCode,
      goodsId: ctx.body.goodsId,
      type: ctx.body.type,
      customerId: ctx.customer?.customerId ?? null,
      now: now(),
    }),
  );
}
