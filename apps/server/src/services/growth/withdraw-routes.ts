import {
  growthRewardsExpire,
  inviteCashWithdraw,
  inviteCashWithdrawInfo,
  inviteCashWithdrawRecord,
  withdrawalReview,
  withdrawalSweep,
} from '@course/contracts/growth-withdraw';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { expireRewards } from './expiry.ts';
import { TRANSFER_NOTIFY_PATH } from './transfer-notify-routes.ts';
import { sweepStuckWithdrawals } from './withdrawal-sweep.ts';
import {
  requestWithdrawal,
  reviewWithdrawal,
  withdrawalOf,
  withdrawalsOf,
  withdrawalView,
} from './withdrawals.ts';

/**
 * Where the provider notifies: WECHAT_TRANSFER_NOTIFY_URL when configured, else the public origin's notify
 * path (the request's origin in dev and test; without a request, PUBLIC_BASE_URL or this server's port).
 */
export function transferNotifyUrl(app: FastifyInstance, request?: FastifyRequest): string {
  const configured = app.config.transfer.wechat?.notifyUrl;
  if (configured) return configured;
  const origin = request
    ? publicOrigin(app.config, request)
    : app.config.publicBaseUrl || `http://127.0.0.1:${app.config.port}`;
  return `${origin}${TRANSFER_NOTIFY_PATH}`;
}

export function registerWithdrawRoutes(app: FastifyInstance): void {
  const transferCtx = (request: FastifyRequest | undefined, now: Date) => ({
    transfers: app.deps.transfers,
    notifyUrl: transferNotifyUrl(app, request),
    now,
  });

  registerCall(app, inviteCashWithdraw, async (ctx) => {
    const result = await requestWithdrawal(ctx.db, transferCtx(ctx.request, ctx.now()), {
      customerId: requireCustomer(ctx).customerId,
      amountCents: ctx.input.amountCents,
    });
    const waiting = result.withdrawal.state === 'WAIT_USER_CONFIRM';
    return {
      withdrawal: withdrawalView(result.withdrawal),
      mchId: waiting ? result.mchId : null,
      appId: waiting ? result.appId : null,
      packageInfo: waiting ? result.withdrawal.packageInfo : null,
    };
  });

  registerCall(app, inviteCashWithdrawRecord, async (ctx) =>
    withdrawalsOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, inviteCashWithdrawInfo, async (ctx) =>
    withdrawalOf(ctx.db, app.deps.transfers, {
      outBillNo: ctx.input.outBillNo,
      customerId: requireCustomer(ctx).customerId,
    }),
  );

  registerCall(app, withdrawalReview, async (ctx) =>
    reviewWithdrawal(ctx.db, transferCtx(ctx.request, ctx.now()), ctx.input),
  );
}

/** The operator's triggers of the two growth jobs (the plugin also runs them periodically). */
export function registerGrowthJobRoutes(app: FastifyInstance): void {
  registerCall(app, growthRewardsExpire, async (ctx) => expireRewards(ctx.db, ctx.now()));
  registerCall(app, withdrawalSweep, async (ctx) =>
    sweepStuckWithdrawals(ctx.db, {
      transfers: app.deps.transfers,
      notifyUrl: transferNotifyUrl(app, ctx.request),
      now: ctx.now(),
    }),
  );
}
