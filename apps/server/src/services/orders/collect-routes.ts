import { collectCreate, collectInfo, collectPay } from '@course/contracts/orders-pay';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { collectInfoOf, createCollectLink, payCollect } from './collect.ts';

/** Collect links (代付): creating one, what a friend sees, and the friend paying. */
export function registerCollectRoutes(app: FastifyInstance): void {
  const key = () => app.config.keys.collectToken;

  registerCall(app, collectCreate, async (ctx) =>
    createCollectLink(ctx.db, key(), {
      customerId: requireCustomer(ctx).customerId,
      orderNo: ctx.body.orderNo,
      now: ctx.now(),
    }),
  );

  registerCall(app, collectInfo, async (ctx) =>
    collectInfoOf(ctx.db, key(), {
      token: ctx.body.token,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );

  registerCall(app, collectPay, async (ctx) =>
    payCollect(ctx.db, app.deps.payments, key(), {
      token: ctx.body.token,
      customerId: requireCustomer(ctx).customerId,
      wechatType: Number(ctx.body.wechatType),
      payType: ctx.body.payType,
      periods: ctx.body.periods,
      publicBaseUrl: publicOrigin(app.config, ctx.request),
      now: ctx.now(),
    }),
  );
}
