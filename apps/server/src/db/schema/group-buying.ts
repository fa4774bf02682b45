import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { courses, customers } from './foundation.ts';
import { orders } from './orders.ts';

/**
 * Tables owned by the group-buying module (issue 15): team-buy activities (拼团), their teams and the teams'
 * members. Migrations: `npm run db:generate -w @course/server -- group-buying <change-name>` into
 * `drizzle/group-buying/`. May reference tables of the modules applied before it (see ../migrate.ts).
 * Money is integer cents everywhere. Every seat is a member row taken under the team row's lock.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LEADER_BENEFITS = ['none', 'discount', 'free'] as const;
export type LeaderBenefit = (typeof LEADER_BENEFITS)[number];

/** A team-buy activity: one course sold at the team price to teams of `team_size` within `deadline_hours`. */
export const groupBuyActivities = pgTable(
  'group_buy_activities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    brand: text('brand').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    /** What each member pays. */
    teamPriceCents: integer('team_price_cents').notNull(),
    /** Seats of a team, the leader included. */
    teamSize: integer('team_size').notNull(),
    /** A team fills within this many hours of being opened, or fails. */
    deadlineHours: integer('deadline_hours').notNull(),
    /** none: the leader pays the team price; discount: `leader_price_cents`; free: the leader's seat is free. */
    leaderBenefit: text('leader_benefit', { enum: LEADER_BENEFITS }).notNull().default('none'),
    leaderPriceCents: integer('leader_price_cents'),
    /** 模拟成团: at the deadline a team with a paid leader is completed by the system instead of failing. */
    systemFill: boolean('system_fill').notNull().default(false),
    /** Whether one learner may be in several live teams of this activity at once. */
    allowMultipleTeams: boolean('allow_multiple_teams').notNull().default(false),
    /** The activity's copy lines (getRandomWord). */
    words: jsonb('words').$type<string[]>().notNull().default([]),
    rule: text('rule').notNull().default(''),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'group_buy_activities_amounts_check',
      sql`${t.teamPriceCents} > 0 and ${t.teamSize} between 2 and 50 and ${t.deadlineHours} between 1 and 720
        and (${t.leaderBenefit} <> 'discount' or ${t.leaderPriceCents} between 0 and ${t.teamPriceCents})`,
    ),
    check('group_buy_activities_benefit_check', sql`${t.leaderBenefit} in ('none', 'discount', 'free')`),
  ],
);

export const TEAM_STATUSES = ['pending', 'open', 'succeeded', 'failed'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/**
 * A team: pending until its leader pays, open while it takes members, then succeeded (full, or filled by the
 * system at the deadline) or failed (the deadline passed). Every status change is a conditional update under
 * the row's lock, so it happens once.
 */
export const groupBuyTeams = pgTable(
  'group_buy_teams',
  {
    id: serial('id').primaryKey(),
    teamNo: text('team_no').notNull().unique(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TEAM_STATUSES }).notNull().default('pending'),
    /** The activity's team size when the team was opened. */
    seats: integer('seats').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    /** Seats completed by the system at the deadline (模拟成团). */
    systemFilled: integer('system_filled').notNull().default(0),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_buy_teams_due_idx').on(t.status, t.deadlineAt),
    index('group_buy_teams_activity_idx').on(t.activityId, t.status),
    check('group_buy_teams_status_check', sql`${t.status} in ('pending', 'open', 'succeeded', 'failed')`),
  ],
);

export const MEMBER_STATUSES = ['reserved', 'paid', 'released', 'refund_due', 'refunded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * A seat: reserved with its unpaid order, paid, released (the order expired, or the team ended before the
 * payment), refund_due (paid but the team failed or had no seat left for it) and refunded. `live_activity_id`
 * is the activity while the seat is live and the activity allows one live team per learner: the unique key on
 * it and the learner keeps a learner in one live team across processes.
 */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => groupBuyTeams.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    role: text('role', { enum: ['leader', 'member'] }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('reserved'),
    liveActivityId: integer('live_activity_id'),
    /** Paid when the team could no longer take it (full, ended): refunded and flagged. */
    paidTooLate: boolean('paid_too_late').notNull().default(false),
    /** When a worker claimed this seat's refund (one claim at a time, across processes). */
    refundClaimedAt: at('refund_claimed_at'),
    refundNo: text('refund_no'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_buy_members_order_key').on(t.orderId),
    unique('group_buy_members_live_key').on(t.liveActivityId, t.customerId),
    index('group_buy_members_customer_idx').on(t.customerId, t.id),
    index('group_buy_members_status_idx').on(t.status),
    check(
      'group_buy_members_status_check',
      sql`${t.status} in ('reserved', 'paid', 'released', 'refund_due', 'refunded')`,
    ),
  ],
);

export type GroupBuyActivityRow = typeof groupBuyActivities.$inferSelect;
export type GroupBuyTeamRow = typeof groupBuyTeams.$inferSelect;
export type GroupBuyMemberRow = typeof groupBuyMembers.$inferSelect;
