import { shareConfigure, wechatIsSubscribe } from '@course/contracts/growth-share';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { type ShareDeps, shareConfig } from './share.ts';
import { isSubscribed } from './subscribe.ts';

export function registerShareRoutes(app: FastifyInstance, deps: ShareDeps): void {
  registerCall(app, shareConfigure, async (ctx) =>
    shareConfig(ctx.db, deps, { type: ctx.input.type, url: ctx.input.url, now: ctx.now() }),
  );

  registerCall(app, wechatIsSubscribe, async (ctx) =>
    isSubscribed(ctx.db, deps, requireCustomer(ctx).customerId),
  );
}
