import {
  growthActivitySave,
  inviteCashDetail,
  inviteCashFanDetail,
  inviteCashInviteeInfo,
  inviteCashRewardRecord,
  inviteCashShareVerify,
  inviteCashSummaryReward,
  inviteCashTopRollData,
} from '@course/contracts/growth-invite';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { requireActivity, saveActivity } from './activities.ts';
import { bindInvitee, fanDetailOf, inviteesOf } from './invites.ts';
import { rewardEntriesOf } from './reward-records.ts';
import { activityView, recentRewards, rewardSummary } from './summary.ts';

export function registerInviteRoutes(app: FastifyInstance): void {
  registerCall(app, inviteCashDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const activity = await requireActivity(ctx.db, ctx.now(), ctx.input.activityCode);
    const summary = await rewardSummary(ctx.db, customerId, ctx.now());
    return {
      activity: activityView(activity),
      inviterId: customerId,
      balanceCents: summary.balanceCents,
      earnedCents: summary.earnedCents,
      withdrawnCents: summary.withdrawnCents,
      inviteCount: summary.inviteCount,
    };
  });

  registerCall(app, inviteCashShareVerify, async (ctx) =>
    bindInvitee(ctx.db, {
      inviterId: ctx.input.inviterId,
      inviteeId: requireCustomer(ctx).customerId,
      activityCode: ctx.input.activityCode,
      now: ctx.now(),
    }),
  );

  registerCall(app, inviteCashInviteeInfo, async (ctx) =>
    inviteesOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, inviteCashSummaryReward, async (ctx) =>
    rewardSummary(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );

  registerCall(app, inviteCashTopRollData, async (ctx) => recentRewards(ctx.db));

  registerCall(app, inviteCashRewardRecord, async (ctx) =>
    rewardEntriesOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, inviteCashFanDetail, async (ctx) =>
    fanDetailOf(ctx.db, { inviteeId: ctx.input.inviteeId, customerId: requireCustomer(ctx).customerId }),
  );

  registerCall(app, growthActivitySave, async (ctx) => saveActivity(ctx.db, ctx.input));
}
