import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * Withdrawals of the invite reward balance to WeChat change (issue 14): the merchant transfer API answers
 * WAIT_USER_CONFIRM with a package_info, the page asks the learner to confirm (requestMerchantTransfer), a
 * signed notification settles it. Amounts are integer cents.
 */

const BASE = '/course-market/api/v1/inviteCash/v2';

export const WITHDRAW_STATES = [
  'REVIEWING',
  'CREATING',
  'WAIT_USER_CONFIRM',
  'SUCCESS',
  'FAIL',
  'CANCELLED',
  'REJECTED',
] as const;

export const ZWithdrawal = z.object({
  outBillNo: z.string(),
  amountCents: z.number().int(),
  state: z.enum(WITHDRAW_STATES),
  failReason: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});

export const inviteCashWithdraw = defineCall({
  name: 'withdraw',
  summary: 'Withdraw from the reward balance to WeChat change; answers what the page needs to confirm it',
  path: `${BASE}/withdraw`,
  auth: 'required',
  request: z.object({ amountCents: z.number().int().min(1).max(20_000_000) }),
  response: z.object({
    withdrawal: ZWithdrawal,
    /** For requestMerchantTransfer when state is WAIT_USER_CONFIRM. */
    mchId: z.string().nullable(),
    appId: z.string().nullable(),
    packageInfo: z.string().nullable(),
  }),
});

export const inviteCashWithdrawRecord = defineCall({
  name: 'withdrawRecord',
  summary: 'The learner’s withdrawals, newest first',
  path: `${BASE}/withdrawRecord`,
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZWithdrawal), total: z.number().int() }),
});

export const inviteCashWithdrawInfo = defineCall({
  name: 'withdrawInfo',
  summary:
    'One of the learner’s withdrawals by its bill number (the result page asks until it is final); while it waits for the learner, what requestMerchantTransfer needs to confirm it again',
  path: `${BASE}/withdrawInfo`,
  auth: 'required',
  request: z.object({ outBillNo: zText(64).min(1) }),
  response: z.object({
    withdrawal: ZWithdrawal,
    /** Only while the state is WAIT_USER_CONFIRM. */
    mchId: z.string().nullable(),
    appId: z.string().nullable(),
    packageInfo: z.string().nullable(),
  }),
});

export const withdrawalReview = defineCall({
  name: 'withdrawalReview',
  summary:
    'Operator: approve (send the transfer) or reject (money back to the balance) a withdrawal in review',
  path: 'SIGN:/course-market/api/v1/admin/withdrawal/review',
  auth: 'none',
  request: z.object({ outBillNo: zText(64).min(1), approve: z.boolean(), reason: zText(200).default('') }),
  response: z.object({ state: z.enum(WITHDRAW_STATES) }),
});

export const growthRewardsExpire = defineCall({
  name: 'growthRewardsExpire',
  summary:
    "Operator: expire now the unspent rewards past their activity's validity (the hourly job does the same)",
  path: 'SIGN:/course-market/api/v1/admin/rewards/expire',
  auth: 'none',
  request: z.object({}),
  response: z.object({ learners: z.number().int(), entries: z.number().int(), cents: z.number().int() }),
});

export const withdrawalSweep = defineCall({
  name: 'withdrawalSweep',
  summary:
    'Operator: query the provider for withdrawals stuck in CREATING or WAIT_USER_CONFIRM and settle them (the job does the same)',
  path: 'SIGN:/course-market/api/v1/admin/withdrawal/sweep',
  auth: 'none',
  request: z.object({}),
  response: z.object({ checked: z.number().int(), settled: z.number().int() }),
});
