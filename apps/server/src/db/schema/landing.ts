import { LANDING_EVENT_KINDS } from '@course/contracts/landing-events';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { camps, classes, courses, customers, pageTemplates } from './foundation.ts';

/**
 * Tables owned by the landing module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- landing <change-name>` into `drizzle/landing/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 *
 * The funnel reuses the foundation's page_templates, camps (a camp's start is its camp date), classes (capacity,
 * seats_taken, group and teacher QR), channels and course_ownerships.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Learner numbers for learners who have none yet when they first sign up. Starts at 1,000,000 (seven
 * digits), above the six-digit numbers the demo and sandbox identities carry.
 */
export const landingLearnNumberSeq = pgSequence('landing_learn_number_seq', { startWith: 1_000_000 });

/**
 * Mutual exclusion between courses: a learner who holds `excludedCourseId` (owns it, or is enrolled in it)
 * cannot sign up for `courseId` and is shown a QR instead: their class teacher's in the excluded course, else
 * `qrUrl` here.
 */
export const courseExclusions = pgTable(
  'course_exclusions',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    excludedCourseId: integer('excluded_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    qrUrl: text('qr_url').notNull().default(''),
    qrName: text('qr_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.excludedCourseId] }),
    index('course_exclusions_excluded_course_id_idx').on(t.excludedCourseId),
    check('course_exclusions_not_self_check', sql`${t.courseId} <> ${t.excludedCourseId}`),
  ],
);

/**
 * A learner's place in a class through a landing's zero-yuan sign-up. One per learner and course (the unique
 * constraint makes a repeated or concurrent sign-up answer the same class); the class's seat is taken in the
 * same transaction by a conditional update of classes.seats_taken.
 */
export const landingEnrolments = pgTable(
  'landing_enrolments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    pageTemplateId: integer('page_template_id').references(() => pageTemplates.id, { onDelete: 'set null' }),
    groupCodePage: text('group_code_page').notNull().default(''),
    channel: text('channel').notNull().default(''),
    subChannel: text('sub_channel').notNull().default(''),
    chainType: text('chain_type').notNull().default(''),
    putinOneId: text('putin_one_id').notNull().default(''),
    /** The phone a get-info landing collected (the account's own mobile is identity's business). */
    mobile: text('mobile'),
    otherInfo: text('other_info'),
    joinedGroupAt: timestamp('joined_group_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('landing_enrolments_customer_course_unique').on(t.customerId, t.courseId),
    index('landing_enrolments_class_id_idx').on(t.classId),
    index('landing_enrolments_course_created_idx').on(t.courseId, t.createdAt),
  ],
);

/** One row per funnel event (LANDING_EVENT_KINDS); the funnel figures count them. Append-only. */
export const landingEvents = pgTable(
  'landing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LANDING_EVENT_KINDS }).notNull(),
    pageTemplateId: integer('page_template_id').references(() => pageTemplates.id, { onDelete: 'set null' }),
    groupCodePage: text('group_code_page').notNull().default(''),
    channel: text('channel').notNull().default(''),
    subChannel: text('sub_channel').notNull().default(''),
    chainType: text('chain_type').notNull().default(''),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('landing_events_funnel_idx').on(t.pageTemplateId, t.channel, t.subChannel, t.kind),
    index('landing_events_created_at_idx').on(t.createdAt),
    check(
      'landing_events_kind_check',
      sql.raw(`kind in (${LANDING_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

export const TRACKING_KINDS = [
  'return_info',
  'monitor_follow',
  'channel_click_id',
  'customer_option',
  'click_log',
] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** The landing's other reports (return info, monitor follow, ad click ids, option info, click log). */
export const trackingRecords = pgTable(
  'tracking_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: TRACKING_KINDS }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default(''),
    subChannel: text('sub_channel').notNull().default(''),
    chainType: text('chain_type').notNull().default(''),
    groupCodePage: text('group_code_page').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_records_kind_created_idx').on(t.kind, t.createdAt),
    check(
      'tracking_records_kind_check',
      sql.raw(`kind in (${TRACKING_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

export const complaintReasons = pgTable('complaint_reasons', {
  code: text('code').primaryKey(),
  desc: text('desc').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const COMPLAINT_STATUSES = ['submitted', 'processing', 'resolved'] as const;

/** A complaint. `ticket` (random) lets a visitor without a login read it back (noAuthcomplaintDetail2). */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    ticket: text('ticket').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => complaintReasons.code),
    content: text('content').notNull().default(''),
    mobile: text('mobile'),
    appId: text('app_id').notNull().default(''),
    comFrom: text('com_from').notNull().default(''),
    pageUrl: text('page_url').notNull().default(''),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('submitted'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_customer_created_idx').on(t.customerId, t.createdAt),
    check('complaints_status_check', sql`${t.status} in ('submitted', 'processing', 'resolved')`),
  ],
);
