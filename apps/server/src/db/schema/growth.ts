// Over 300 lines: one schema module per area (docs/architecture.md); growth's tables reference each other.
import { LEDGER_ENTRY_KINDS } from '@course/contracts/growth-invite';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './foundation.ts';
import { goods, orders } from './orders.ts';

/**
 * Tables owned by the growth module (issue 14): invite-to-earn activities, invite bindings, the append-only
 * reward ledger, each learner's balance and withdrawals to WeChat change. Migrations:
 * `npm run db:generate -w @course/server -- growth <change-name>` into `drizzle/growth/`. May reference tables
 * of the modules applied before it (see ../migrate.ts). Money is integer cents everywhere.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** An invite-to-earn activity: what each event earns the inviter, the caps, and the withdrawal rules. */
export const growthActivities = pgTable(
  'growth_activities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    /** Earned by the inviter when a new learner binds to the invite (registration). */
    registrationRewardCents: integer('registration_reward_cents').notNull().default(0),
    /** Earned by the inviter when the invitee's first paid order is paid. */
    firstPurchaseRewardCents: integer('first_purchase_reward_cents').notNull().default(0),
    /**
     * The class task: the invitee has learned this many sections (of any course; 0: no class task), which earns
     * the inviter classTaskRewardCents once.
     */
    classTaskSections: integer('class_task_sections').notNull().default(0),
    classTaskRewardCents: integer('class_task_reward_cents').notNull().default(0),
    /** Days a credit (reward, prize, red packet) stays withdrawable; then its unspent part expires. */
    rewardValidDays: integer('reward_valid_days').notNull().default(365),
    /** Rewards one inviter may earn per Beijing day (0: none). */
    dailyRewardCap: integer('daily_reward_cap').notNull().default(20),
    minWithdrawCents: integer('min_withdraw_cents').notNull().default(100),
    /** Withdrawals one learner may start per Beijing day. */
    dailyWithdrawCount: integer('daily_withdraw_count').notNull().default(3),
    /** A withdrawal above this amount waits for an operator's approval. */
    reviewThresholdCents: integer('review_threshold_cents').notNull().default(20_000),
    rule: text('rule').notNull().default(''),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'growth_activities_amounts_check',
      sql`${t.registrationRewardCents} >= 0 and ${t.firstPurchaseRewardCents} >= 0 and ${t.dailyRewardCap} >= 0
        and ${t.minWithdrawCents} >= 30 and ${t.dailyWithdrawCount} >= 0 and ${t.reviewThresholdCents} >= 0`,
    ),
    check(
      'growth_activities_class_task_check',
      sql`${t.classTaskSections} >= 0 and ${t.classTaskRewardCents} >= 0 and ${t.rewardValidDays} between 1 and 3650`,
    ),
  ],
);

/** Who invited whom: one inviter per invitee, the first binding wins (unique invitee). */
export const inviteBindings = pgTable(
  'invite_bindings',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => growthActivities.id),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invite_bindings_invitee_key').on(t.inviteeId),
    index('invite_bindings_inviter_idx').on(t.inviterId, t.id),
    check('invite_bindings_not_self_check', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

export const LEDGER_KINDS = LEDGER_ENTRY_KINDS;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The append-only reward ledger: one row per movement of a learner's balance, signed (credits > 0, debits < 0).
 * `entry_key` makes each grant, reversal, withdrawal and refund exactly-once ('reward:first_purchase:invitee:7',
 * 'reversal:order:42', 'withdrawal:W…', 'withdrawal_refund:W…').
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    reason: text('reason').notNull(),
    entryKey: text('entry_key').notNull(),
    activityId: integer('activity_id').references(() => growthActivities.id),
    inviteeId: integer('invitee_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    withdrawalId: integer('withdrawal_id'),
    /** The reward entry a reversal takes back. */
    reversesId: integer('reverses_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reward_ledger_entry_key').on(t.entryKey),
    index('reward_ledger_customer_idx').on(t.customerId, t.id),
    index('reward_ledger_order_idx').on(t.orderId),
    check(
      'reward_ledger_kind_check',
      sql`${t.kind} in ('reward', 'reversal', 'withdrawal', 'withdrawal_refund', 'expiry', 'raffle_prize', 'red_packet')`,
    ),
    check(
      'reward_ledger_sign_check',
      sql`(${t.kind} in ('reward', 'withdrawal_refund', 'raffle_prize', 'red_packet') and ${t.amountCents} > 0)
        or (${t.kind} in ('reversal', 'withdrawal', 'expiry') and ${t.amountCents} <= 0)`,
    ),
    check('reward_ledger_balance_after_check', sql`${t.balanceAfterCents} >= 0`),
  ],
);

/** A learner's balance: changed only by one conditional UPDATE in the transaction of its ledger entry. */
export const rewardBalances = pgTable(
  'reward_balances',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Everything ever earned (rewards minus reversals), for the summary. */
    earnedCents: integer('earned_cents').notNull().default(0),
    withdrawnCents: integer('withdrawn_cents').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reward_balances_balance_check', sql`${t.balanceCents} >= 0`),
    check('reward_balances_withdrawn_check', sql`${t.withdrawnCents} >= 0`),
  ],
);

/**
 * REVIEWING (above the review threshold, waits for an operator) → WAIT_USER_CONFIRM → SUCCESS | FAIL | CANCELLED;
 * REVIEWING → REJECTED. CREATING: the balance is debited and the provider not yet answered (on a non-200 answer
 * the bill is queried before any retry, with the same out_bill_no).
 */
export const WITHDRAWAL_STATES = [
  'REVIEWING',
  'CREATING',
  'WAIT_USER_CONFIRM',
  'SUCCESS',
  'FAIL',
  'CANCELLED',
  'REJECTED',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    outBillNo: text('out_bill_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull(),
    /** The Beijing day it was asked for (YYYY-MM-DD): the daily count. */
    beijingDay: text('beijing_day').notNull(),
    transferBillNo: text('transfer_bill_no'),
    packageInfo: text('package_info'),
    failReason: text('fail_reason'),
    /** Set once the money went back to the balance (FAIL, CANCELLED, REJECTED). */
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    unique('withdrawals_out_bill_no_key').on(t.outBillNo),
    index('withdrawals_customer_idx').on(t.customerId, t.id),
    check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
    check(
      'withdrawals_state_check',
      sql`${t.state} in ('REVIEWING', 'CREATING', 'WAIT_USER_CONFIRM', 'SUCCESS', 'FAIL', 'CANCELLED', 'REJECTED')`,
    ),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type GrowthActivityRow = typeof growthActivities.$inferSelect;

// --- Raffles and red packets (issue 14, growth-share-raffle) ------------------------------------------------

/**
 * A raffle (抽奖): its prizes with integer weights (a 'none' outcome is one explicit prize row), a per-learner
 * allowance (free draws per Beijing day plus draws earned per invitee bound) and a `theme` the page dresses by
 * ('default', 'spring').
 */
export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    rule: text('rule').notNull().default(''),
    theme: text('theme').notNull().default('default'),
    /** Free draws each learner has per Beijing day. */
    dailyDraws: integer('daily_draws').notNull().default(1),
    /** Extra draws (over the whole activity) per invitee the learner bound. */
    drawsPerInvite: integer('draws_per_invite').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [check('raffles_draws_check', sql`${t.dailyDraws} >= 0 and ${t.drawsPerInvite} >= 0`)],
);

export const RAFFLE_PRIZE_KINDS = ['cash', 'goods', 'none'] as const;
export type RafflePrizeKind = (typeof RAFFLE_PRIZE_KINDS)[number];

/** One outcome of a raffle. Stock only falls by a conditional update (`stock > 0`); null stock: unlimited. */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    /** Position on the wheel / grid (0-based), unique per raffle. */
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: RAFFLE_PRIZE_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'restrict' }),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
  },
  (t) => [
    unique('raffle_prizes_slot_key').on(t.raffleId, t.slot),
    check('raffle_prizes_kind_check', sql`${t.kind} in ('cash', 'goods', 'none')`),
    check('raffle_prizes_weight_check', sql`${t.weight} >= 0`),
    check('raffle_prizes_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'raffle_prizes_amount_check',
      sql`(${t.kind} = 'cash' and ${t.amountCents} > 0) or (${t.kind} <> 'cash' and ${t.amountCents} = 0)`,
    ),
    check('raffle_prizes_goods_check', sql`(${t.kind} = 'goods') = (${t.goodsId} is not null)`),
  ],
);

/**
 * One draw. `draw_key` (raffle, learner, Beijing day or invite allowance, ordinal) is unique: the same draw is
 * never granted twice. The prize is copied (name, kind, amount) so the record survives a prize's edit.
 */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    drawKey: text('draw_key').notNull(),
    prizeId: integer('prize_id').references(() => rafflePrizes.id, { onDelete: 'set null' }),
    slot: integer('slot').notNull(),
    prizeName: text('prize_name').notNull(),
    kind: text('kind', { enum: RAFFLE_PRIZE_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    /** A goods prize: the exchange code issued for it (redeemed on exchange-prize). */
    prizeCode: text('prize_code'),
    beijingDay: text('beijing_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('raffle_draws_draw_key').on(t.drawKey),
    index('raffle_draws_customer_idx').on(t.raffleId, t.customerId, t.beijingDay),
    index('raffle_draws_winners_idx').on(t.raffleId, t.kind, t.id),
  ],
);

export const RED_PACKET_KINDS = ['once', 'daily'] as const;
export type RedPacketKind = (typeof RED_PACKET_KINDS)[number];

/**
 * A red-packet activity: 'once' (one packet per learner) or 'daily' (one per learner per Beijing day); the
 * amount is random within [min, max]; `spent_cents` only rises by a conditional update within the budget.
 */
export const redPacketActivities = pgTable(
  'red_packet_activities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    kind: text('kind', { enum: RED_PACKET_KINDS }).notNull(),
    theme: text('theme').notNull().default('default'),
    rule: text('rule').notNull().default(''),
    minCents: integer('min_cents').notNull(),
    maxCents: integer('max_cents').notNull(),
    budgetCents: integer('budget_cents').notNull(),
    spentCents: integer('spent_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('red_packet_activities_kind_check', sql`${t.kind} in ('once', 'daily')`),
    check(
      'red_packet_activities_amounts_check',
      sql`${t.minCents} >= 1 and ${t.maxCents} >= ${t.minCents} and ${t.budgetCents} >= 0
        and ${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`,
    ),
  ],
);

/** An opened packet: `packet_key` ('<activity>:<learner>' or '<activity>:<learner>:<day>') is unique. */
export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => redPacketActivities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    packetKey: text('packet_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    beijingDay: text('beijing_day').notNull(),
    openedAt: createdAt(),
  },
  (t) => [
    unique('red_packets_packet_key').on(t.packetKey),
    index('red_packets_customer_idx').on(t.customerId, t.id),
    check('red_packets_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The sandbox's follow state of a messaging-app identity (wechat/isSubscribe in sandbox mode); never written in
 * production. No row: not following.
 */
export const sandboxWechatFollows = pgTable(
  'sandbox_wechat_follows',
  {
    appId: text('app_id').notNull(),
    openid: text('openid').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('sandbox_wechat_follows_key').on(t.appId, t.openid)],
);

export type RaffleRow = typeof raffles.$inferSelect;
export type RafflePrizeRow = typeof rafflePrizes.$inferSelect;
export type RedPacketActivityRow = typeof redPacketActivities.$inferSelect;
