import { endOfBeijingDay, startOfBeijingDay } from '@course/domain/beijing-time';
import { and, count, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type GrowthActivityRow,
  growthActivities,
  inviteBindings,
  type OrderRow,
  orders,
  rewardLedger,
} from '../../db/schema/index.ts';
import { entryExists, lockBalance, postEntry } from './ledger.ts';

/**
 * Rewards earned by events: an invitee's registration (the binding of a new learner), the invitee's first
 * paid order and the class task (class-task.ts); reversed when the order that earned one is refunded. Exactly
 * once by the ledger's entry keys: 'reward:registration:invitee:<id>', 'reward:first_purchase:invitee:<id>',
 * 'reward:class_task:invitee:<id>', 'reversal:reward:<ledger id>'.
 * The per-day cap counts the inviter's rewards of the Beijing day, under the lock of the inviter's balance row.
 */

export type RewardEvent = 'registration' | 'first_purchase' | 'class_task';

const REWARD_OF: Record<RewardEvent, { amount: (a: GrowthActivityRow) => number; reason: string }> = {
  registration: { amount: (a) => a.registrationRewardCents, reason: '邀请好友注册奖励' },
  first_purchase: { amount: (a) => a.firstPurchaseRewardCents, reason: '好友首次购课奖励' },
  class_task: { amount: (a) => a.classTaskRewardCents, reason: '好友完成学习任务奖励' },
};

export type GrantResult = 'granted' | 'duplicate' | 'capped' | 'no_reward';

export async function grantInviteReward(
  tx: AppDb,
  input: {
    activity: GrowthActivityRow;
    inviterId: number;
    inviteeId: number;
    event: RewardEvent;
    orderId?: number | null;
    now: Date;
  },
): Promise<GrantResult> {
  const { activity, event, now } = input;
  const amount = REWARD_OF[event].amount(activity);
  if (amount <= 0) return 'no_reward';
  await lockBalance(tx, input.inviterId);
  const entryKey = `reward:${event}:invitee:${input.inviteeId}`;
  if (await entryExists(tx, entryKey)) return 'duplicate';
  const [today] = await tx
    .select({ n: count() })
    .from(rewardLedger)
    .where(
      and(
        eq(rewardLedger.customerId, input.inviterId),
        eq(rewardLedger.kind, 'reward'),
        gte(rewardLedger.createdAt, startOfBeijingDay(now)),
        lt(rewardLedger.createdAt, endOfBeijingDay(now)),
      ),
    );
  if ((today?.n ?? 0) >= activity.dailyRewardCap) return 'capped';
  const result = await postEntry(tx, {
    customerId: input.inviterId,
    kind: 'reward',
    amountCents: amount,
    reason: REWARD_OF[event].reason,
    entryKey,
    activityId: activity.id,
    inviteeId: input.inviteeId,
    orderId: input.orderId ?? null,
    now,
  });
  return result.posted ? 'granted' : 'duplicate';
}

/** Order hook: the invitee's first paid order (money actually paid) earns the inviter the purchase reward. */
/**
 * Of orders paid together (`paid_orders`, order-hooks.ts), those rewardFirstPurchase may reward: paid money, by a
 * learner some inviter invited. Read inside the payment's statement, so a payment with no inviter behind it costs
 * no savepoint and no round trip.
 */
export const firstPurchaseCandidates = (paidOrders: SQL): SQL => sql`
  select o.id from ${paidOrders} o
  where o.pay_amount_cents > 0 and exists (select 1 from ${inviteBindings} b where b.invitee_id = o.customer_id)`;

export async function rewardFirstPurchase(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.payAmountCents <= 0) return;
  const [binding] = await tx
    .select({ inviterId: inviteBindings.inviterId, activity: growthActivities })
    .from(inviteBindings)
    .innerJoin(growthActivities, eq(growthActivities.id, inviteBindings.activityId))
    .where(eq(inviteBindings.inviteeId, order.customerId))
    .limit(1);
  if (!binding) return;
  const [earlier] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, order.customerId), ne(orders.id, order.id), isNotNull(orders.paidAt)));
  if ((earlier?.n ?? 0) > 0) return;
  await grantInviteReward(tx, {
    activity: binding.activity,
    inviterId: binding.inviterId,
    inviteeId: order.customerId,
    event: 'first_purchase',
    orderId: order.id,
    now,
  });
}

/**
 * Order hook: a refunded order takes back the rewards it earned. The balance never goes negative: when the
 * inviter already withdrew part of it, the reversal takes what is there and its reason says how much was short.
 */
export async function reverseOrderRewards(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  const rewards = await tx
    .select()
    .from(rewardLedger)
    .where(and(eq(rewardLedger.orderId, order.id), eq(rewardLedger.kind, 'reward')));
  for (const reward of rewards) {
    const balance = await lockBalance(tx, reward.customerId);
    const take = Math.min(balance, reward.amountCents);
    const short = reward.amountCents - take;
    await postEntry(tx, {
      customerId: reward.customerId,
      kind: 'reversal',
      amountCents: -take,
      reason: short > 0 ? `好友订单退款，奖励收回（余额不足，少收回${short}分）` : '好友订单退款，奖励收回',
      entryKey: `reversal:reward:${reward.id}`,
      activityId: reward.activityId,
      inviteeId: reward.inviteeId,
      orderId: order.id,
      reversesId: reward.id,
      now,
    });
  }
}
