import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Invite-for-cash v2 (issue 14): the spec names the calls of the course-market service (detail, share_verify,
 * invitee_info, summaryReward, topRollData); payloads are not shown there, so they are ours. Money is integer
 * cents. Operator calls are `SIGN:` calls (server-side key), as in landing-admin.
 */

const BASE = '/course-market/api/v1/inviteCash/v2';

export const ZInviteActivity = z.object({
  code: z.string(),
  title: z.string(),
  registrationRewardCents: z.number().int(),
  firstPurchaseRewardCents: z.number().int(),
  /** The class task: the invitee learned this many sections (0: no class task) earns classTaskRewardCents. */
  classTaskSections: z.number().int(),
  classTaskRewardCents: z.number().int(),
  /** Days a reward stays withdrawable. */
  rewardValidDays: z.number().int(),
  dailyRewardCap: z.number().int(),
  minWithdrawCents: z.number().int(),
  dailyWithdrawCount: z.number().int(),
  reviewThresholdCents: z.number().int(),
  rule: z.string(),
});

export const inviteCashDetail = defineCall({
  name: 'detail',
  summary: 'The invite-for-cash activity, the learner’s balance and invite code',
  path: `${BASE}/detail`,
  auth: 'required',
  request: z.object({ activityCode: zText(64).optional() }),
  response: z.object({
    activity: ZInviteActivity,
    inviterId: z.number(),
    balanceCents: z.number().int(),
    earnedCents: z.number().int(),
    withdrawnCents: z.number().int(),
    inviteCount: z.number().int(),
  }),
});

export const inviteCashShareVerify = defineCall({
  name: 'share_verify',
  summary:
    'The invitee opened an invite: bind to the inviter (first binding wins) and grant the sign-up reward',
  path: `${BASE}/share_verify`,
  auth: 'required',
  request: z.object({ inviterId: zId(), activityCode: zText(64).optional() }),
  response: z.object({
    /** This learner's inviter now (the first binding), or null. */
    inviterId: z.number().nullable(),
    /** bound: this call bound; already_bound: an earlier binding stands (same or another inviter). */
    result: z.enum(['bound', 'already_bound']),
  }),
});

export const ZInviteeItem = z.object({
  /** The invitee's learner id (fanDetail takes it). */
  id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  boundAt: z.number(),
  purchased: z.boolean(),
  rewardCents: z.number().int(),
});

export const inviteCashInviteeInfo = defineCall({
  name: 'invitee_info',
  summary: 'The learners this learner invited, newest first, with what each earned',
  path: `${BASE}/invitee_info`,
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZInviteeItem), total: z.number().int() }),
});

export const inviteCashSummaryReward = defineCall({
  name: 'summaryReward',
  summary: 'The learner’s reward totals: balance, earned, withdrawn, today, invitees',
  path: `${BASE}/summaryReward`,
  auth: 'required',
  request: z.object({}),
  response: z.object({
    balanceCents: z.number().int(),
    earnedCents: z.number().int(),
    withdrawnCents: z.number().int(),
    pendingWithdrawCents: z.number().int(),
    todayEarnedCents: z.number().int(),
    inviteCount: z.number().int(),
    purchasedCount: z.number().int(),
  }),
});

export const inviteCashTopRollData = defineCall({
  name: 'topRollData',
  summary: 'Recent rewards of the programme for the scrolling banner (names masked)',
  path: `${BASE}/topRollData`,
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({ nickname: z.string(), avatar: z.string(), amountCents: z.number().int(), at: z.number() }),
    ),
  }),
});

/** Every kind of reward-ledger entry (the schema's `reward_ledger.kind` takes this list). */
export const LEDGER_ENTRY_KINDS = [
  'reward',
  'reversal',
  'withdrawal',
  'withdrawal_refund',
  'expiry',
  'raffle_prize',
  'red_packet',
] as const;

export const ZRewardEntry = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed cents: credits > 0, debits < 0. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  reason: z.string(),
  at: z.number(),
});

export const inviteCashRewardRecord = defineCall({
  name: 'rewardRecord',
  summary: 'The learner’s reward ledger (rewards, reversals, withdrawals, refunds), newest first',
  path: `${BASE}/rewardRecord`,
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZRewardEntry), total: z.number().int() }),
});

export const inviteCashFanDetail = defineCall({
  name: 'fanDetail',
  summary: 'One learner this learner invited: when they joined, whether they bought, what each event earned',
  path: `${BASE}/fanDetail`,
  auth: 'required',
  request: z.object({ inviteeId: zId() }),
  response: z.object({
    invitee: ZInviteeItem,
    /** The ledger entries this invitee caused for the inviter, newest first. */
    entries: z.array(ZRewardEntry),
  }),
});

export const growthActivitySave = defineCall({
  name: 'growthActivitySave',
  summary: 'Operator: create or change an invite activity by its code',
  path: 'SIGN:/course-market/api/v1/admin/inviteActivity/save',
  auth: 'none',
  request: z.object({
    code: zText(64).min(1),
    title: zText(64).min(1),
    registrationRewardCents: z.number().int().min(0).max(100_000),
    firstPurchaseRewardCents: z.number().int().min(0).max(100_000),
    /** The class task: the invitee learned this many sections (0: none) earns the inviter classTaskRewardCents. */
    classTaskSections: z.number().int().min(0).max(1000).default(0),
    classTaskRewardCents: z.number().int().min(0).max(100_000).default(0),
    /** Days a credit stays withdrawable before its unspent part expires. */
    rewardValidDays: z.number().int().min(1).max(3650).default(365),
    dailyRewardCap: z.number().int().min(0).max(1000),
    minWithdrawCents: z.number().int().min(30).max(20_000_000),
    dailyWithdrawCount: z.number().int().min(0).max(100),
    reviewThresholdCents: z.number().int().min(0).max(20_000_000),
    /** 其他说明: terms the numbers above do not say; the rule page lists the numbers itself, so do not restate them. */
    rule: zText(5000).default(''),
    active: z.boolean().default(true),
    startsAt: z.number().int().min(0).max(8_640_000_000_000_000).nullable().optional(),
    endsAt: z.number().int().min(0).max(8_640_000_000_000_000).nullable().optional(),
  }),
  response: z.object({ id: z.number() }),
});
