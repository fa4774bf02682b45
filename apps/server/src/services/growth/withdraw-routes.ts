import {
  inviteCashWithdraw,
  inviteCashWithdrawInfo,
  inviteCashWithdrawRecord,
  withdrawalReview,
} from '@course/contracts/growth-withdraw';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { TRANSFER_NOTIFY_PATH } from './transfer-notify-routes.ts';
import {
  requestWithdrawal,
  reviewWithdrawal,
  withdrawalOf,
  withdrawalsOf,
  withdrawalView,
} from './withdrawals.ts';

export function registerWithdrawRoutes(app: FastifyInstance): void {
  const transferCtx = (request: FastifyRequest, now: Date) => ({
    transfers: app.deps.transfers,
    notifyUrl: `${publicOrigin(app.config, request)}${TRANSFER_NOTIFY_PATH}`,
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
