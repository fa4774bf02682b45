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
import { orders } from './orders.ts';

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

export const LEDGER_KINDS = ['reward', 'reversal', 'withdrawal', 'withdrawal_refund', 'expiry'] as const;
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
      sql`${t.kind} in ('reward', 'reversal', 'withdrawal', 'withdrawal_refund', 'expiry')`,
    ),
    check(
      'reward_ledger_sign_check',
      sql`(${t.kind} in ('reward', 'withdrawal_refund') and ${t.amountCents} > 0)
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
