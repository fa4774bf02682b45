import { endOfBeijingDay, startOfBeijingDay } from '@course/domain/beijing-time';
import { maskName } from '@course/domain/masking';
import { and, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  customers,
  type GrowthActivityRow,
  inviteBindings,
  rewardBalances,
  rewardLedger,
  withdrawals,
} from '../../db/schema/index.ts';
import { inviteeBought } from './invites.ts';

/** What the invite pages show: the activity, the learner's totals, the programme's recent rewards. */

export const activityView = (a: GrowthActivityRow) => ({
  code: a.code,
  title: a.title,
  registrationRewardCents: a.registrationRewardCents,
  firstPurchaseRewardCents: a.firstPurchaseRewardCents,
  classTaskSections: a.classTaskSections,
  classTaskRewardCents: a.classTaskRewardCents,
  rewardValidDays: a.rewardValidDays,
  dailyRewardCap: a.dailyRewardCap,
  minWithdrawCents: a.minWithdrawCents,
  dailyWithdrawCount: a.dailyWithdrawCount,
  reviewThresholdCents: a.reviewThresholdCents,
  rule: a.rule,
});

export async function rewardSummary(db: AppDb, customerId: number, now: Date) {
  const [balance] = await db.select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId));
  const [today] = await db
    .select({ cents: sql<number>`coalesce(sum(${rewardLedger.amountCents}), 0)::int` })
    .from(rewardLedger)
    .where(
      and(
        eq(rewardLedger.customerId, customerId),
        inArray(rewardLedger.kind, ['reward', 'reversal', 'raffle_prize', 'red_packet']),
        gte(rewardLedger.createdAt, startOfBeijingDay(now)),
        lt(rewardLedger.createdAt, endOfBeijingDay(now)),
      ),
    );
  const [pending] = await db
    .select({ cents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::int` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        inArray(withdrawals.state, ['REVIEWING', 'CREATING', 'WAIT_USER_CONFIRM']),
      ),
    );
  const [invites] = await db
    .select({
      n: count(),
      purchased: sql<number>`count(*) filter (where ${inviteeBought()})::int`,
    })
    .from(inviteBindings)
    .where(eq(inviteBindings.inviterId, customerId));
  return {
    balanceCents: balance?.balanceCents ?? 0,
    earnedCents: balance?.earnedCents ?? 0,
    withdrawnCents: balance?.withdrawnCents ?? 0,
    pendingWithdrawCents: Number(pending?.cents ?? 0),
    todayEarnedCents: Number(today?.cents ?? 0),
    inviteCount: invites?.n ?? 0,
    purchasedCount: Number(invites?.purchased ?? 0),
  };
}

/** The 20 newest rewards of the programme, names masked, for the scrolling banner. */
export async function recentRewards(db: AppDb) {
  const rows = await db
    .select({
      nickname: customers.nickname,
      avatar: customers.avatarUrl,
      amountCents: rewardLedger.amountCents,
      at: rewardLedger.createdAt,
    })
    .from(rewardLedger)
    .innerJoin(customers, eq(customers.id, rewardLedger.customerId))
    .where(and(eq(rewardLedger.kind, 'reward'), gt(rewardLedger.amountCents, 0)))
    .orderBy(desc(rewardLedger.id))
    .limit(20);
  return {
    list: rows.map((r) => ({
      nickname: maskName(r.nickname),
      avatar: r.avatar ?? '',
      amountCents: r.amountCents,
      at: r.at.getTime(),
    })),
  };
}
