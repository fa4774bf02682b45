import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { customers } from './foundation.ts';

/**
 * Tables owned by the contests module (issue 16): contests (one row per contest, its whole set-up in `config`,
 * validated by the contract's zod schema on every read), entries, votes, the per-voter daily vote counters and
 * uploads. Migrations: `npm run db:generate -w @course/server -- contests <change-name>` into
 * `drizzle/contests/`. May reference tables of the modules applied before it (see ../migrate.ts).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const CONTEST_FAMILIES = ['memory', 'shortVideo', 'apac', 'calligraphy'] as const;
export type ContestFamily = (typeof CONTEST_FAMILIES)[number];

/** A contest: its family (which pages open it), its dates and its configuration (stages, limits, prizes, rules). */
export const contests = pgTable('contests', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  brand: text('brand').notNull(),
  family: text('family', { enum: CONTEST_FAMILIES }).notNull(),
  title: text('title').notNull(),
  /** The contest's set-up (`ZContestConfig` of packages/contracts/src/contests-activity.ts). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

export const ENTRY_STATUSES = ['applied', 'submitted', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * A contestant's entry: one per learner and contest. `vote_count` is the counter the rank reads, raised in the
 * vote's own transaction, so a rank read is one indexed query and never counts votes.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    realName: text('real_name').notNull(),
    mobile: text('mobile'),
    region: text('region'),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('applied'),
    mediaKey: text('media_key'),
    mediaUrl: text('media_url'),
    mediaType: text('media_type'),
    /** A video entry's poster frame (cut by ffmpeg when the upload is checked). */
    posterUrl: text('poster_url'),
    durationSeconds: integer('duration_seconds'),
    voteCount: integer('vote_count').notNull().default(0),
    /** The entry's number within its contest (参赛编号 NO.00001 is a contest's first entrant), given at apply. */
    entryNumber: integer('entry_number').notNull(),
    /** Why an operator rejected the entry (shown to the contestant); null otherwise. */
    reviewReason: text('review_reason'),
    /**
     * The entry of the contestant whose invitation (apacInvite's share link) this learner applied through; null
     * when they came on their own. The inviter lists whom they brought (getInvitees).
     */
    invitedByEntryId: integer('invited_by_entry_id').references((): AnyPgColumn => contestEntries.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contest_entries_one_per_learner').on(t.contestId, t.customerId),
    unique('contest_entries_number').on(t.contestId, t.entryNumber),
    index('contest_entries_rank').on(t.contestId, t.voteCount.desc(), t.id),
    index('contest_entries_invited_by').on(t.invitedByEntryId),
    check('contest_entries_votes_check', sql`${t.voteCount} >= 0`),
  ],
);

/** One row per vote (who, for whom, which Beijing day): the audit trail behind the counters. */
export const contestVotes = pgTable(
  'contest_votes',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id),
    voterId: integer('voter_id')
      .notNull()
      .references(() => customers.id),
    dayKey: text('day_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contest_votes_entry').on(t.entryId),
    index('contest_votes_voter_day').on(t.voterId, t.dayKey),
  ],
);

/**
 * A voter's votes of one Beijing day: `entry_id` 0 is the day's total, any other the votes for that entry.
 * A row carries the limit it counts against (the contest's setting, written again by every vote), and its check
 * refuses a count past it: a vote that would pass either limit fails as a whole (services/contests/votes.ts).
 * Votes on one row queue on its lock, so the limits hold exactly under any number of concurrent votes.
 */
export const contestVoteCounters = pgTable(
  'contest_vote_counters',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    voterId: integer('voter_id')
      .notNull()
      .references(() => customers.id),
    dayKey: text('day_key').notNull(),
    entryId: integer('entry_id').notNull(),
    votes: integer('votes').notNull(),
    voteLimit: integer('vote_limit').notNull().default(2_147_483_647),
  },
  (t) => [
    unique('contest_vote_counters_key').on(t.contestId, t.voterId, t.dayKey, t.entryId),
    check('contest_vote_counters_day_limit', sql`${t.entryId} <> 0 or ${t.votes} <= ${t.voteLimit}`),
    check('contest_vote_counters_entry_limit', sql`${t.entryId} = 0 or ${t.votes} <= ${t.voteLimit}`),
  ],
);

export const UPLOAD_STATUSES = ['pending', 'accepted', 'refused'] as const;

/** A signed upload handed out: which learner may finish it, for what, until when. */
export const contestUploads = pgTable(
  'contest_uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    contestId: integer('contest_id').references(() => contests.id),
    purpose: text('purpose', { enum: ['entry', 'image-check'] }).notNull(),
    kind: text('kind', { enum: ['image', 'audio', 'video'] }).notNull(),
    declaredType: text('declared_type').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contest_uploads_customer').on(t.customerId, t.createdAt)],
);

/**
 * Spring couplets (新春写春联): the activity of a brand (its dates, rules, how many couplets a learner may make a
 * day), the first lines learners answer, the couplets made (the server-rendered PNG kept in the upload store)
 * and shares, counted once per learner and Beijing day by the unique key.
 */
export const springCoupletActivities = pgTable('spring_couplet_activities', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  rules: jsonb('rules').$type<string[]>().notNull(),
  perDay: integer('per_day').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

export const springCoupletFirstLines = pgTable(
  'spring_couplet_first_lines',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => springCoupletActivities.id),
    firstLine: text('first_line').notNull(),
    /** 横批 printed above the couplet. */
    banner: text('banner').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('spring_couplet_first_lines_activity').on(t.activityId, t.sort)],
);

export const springCouplets = pgTable(
  'spring_couplets',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => springCoupletActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    firstLineId: integer('first_line_id')
      .notNull()
      .references(() => springCoupletFirstLines.id),
    firstLine: text('first_line').notNull(),
    secondLine: text('second_line').notNull(),
    banner: text('banner').notNull(),
    imageKey: text('image_key').notNull(),
    imageUrl: text('image_url').notNull(),
    dayKey: text('day_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('spring_couplets_customer').on(t.customerId, t.createdAt)],
);

export const springCoupletShares = pgTable(
  'spring_couplet_shares',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => springCoupletActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    coupletId: integer('couplet_id').references(() => springCouplets.id),
    dayKey: text('day_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('spring_couplet_shares_once_a_day').on(t.activityId, t.customerId, t.dayKey)],
);
