import { STAFF_ROLES } from '@course/contracts/console-call';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, groupFeedbacks, pageTemplates } from './foundation.ts';

/**
 * Tables owned by the console module (issue 17): the operator console's staff, their sessions, the classes a
 * teacher looks after, and the audit log. Migrations from
 * `npm run db:generate -w @course/server -- console <change-name>` into `drizzle/console/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A console account. The password is stored only as an argon2id hash. Failed logins are counted by a
 * conditional update (`failed_logins < limit`) taken BEFORE the password is checked, so parallel wrong
 * passwords cannot get more tries than the limit.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** The login name (a mobile or a name), compared in lower case. */
    login: text('login').notNull(),
    displayName: text('display_name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** True for a one-time password (created from the command line or by an admin): change it first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    /** When the current run of failures began; a run older than the lock window starts over. */
    failedSince: at('failed_since'),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_login_key').on(sql`lower(${t.login})`),
    check('staff_role_check', sql`${t.role} in ('admin', 'operator', 'teacher', 'finance')`),
    check('staff_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('staff_failed_logins_check', sql`${t.failedLogins} >= 0`),
  ],
);

/** Console sessions: the cookie's random token and the CSRF token, both stored only as their SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    csrfHash: text('csrf_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);

/** The classes a teacher account looks after: a teacher sees only these. */
export const staffClasses = pgTable(
  'staff_classes',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_classes_key').on(t.staffId, t.classId),
    index('staff_classes_class_id_idx').on(t.classId),
  ],
);

/**
 * Every change made through the console: who (null for the command line or the first start), when, what
 * (`staff.create`, `staff.disable`, …), on which row, and the row before and after (secrets left out).
 * Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * Versions of a page template's layout, saved from the console's editor (issue 17 item 3). The number is
 * per template (unique key: two saves at once cannot both get the same number). Publishing a version writes
 * its layout to page_templates.component_json (the landing's write path) and stamps published_at; the live
 * version is the one published last; rolling back publishes an earlier one.
 */
export const pageTemplateVersions = pgTable(
  'page_template_versions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => pageTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    componentJson: jsonb('component_json').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('page_template_versions_template_version_key').on(t.templateId, t.version),
    check('page_template_versions_version_check', sql`${t.version} > 0`),
  ],
);

export type PageTemplateVersionRow = typeof pageTemplateVersions.$inferSelect;

/**
 * The 'contacted' state of a landing's cannot-join feedback (issue 17 item 7): who called the learner back and
 * when. One row per feedback (the key): the first contact is kept, a second mark changes nothing.
 */
export const groupFeedbackContacts = pgTable('group_feedback_contacts', {
  feedbackId: integer('feedback_id')
    .primaryKey()
    .references(() => groupFeedbacks.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  contactedAt: timestamp('contacted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Site messages to staff (issue 17 alerts): a class's QR expiring within 24 h or its camp without seats, sent to
 * the teacher accounts linked to the class (staff_classes). The dedupe key makes each alert one message per
 * teacher however often the sweep runs, on however many processes.
 */
export const staffMessages = pgTable(
  'staff_messages',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_messages_dedupe_key').on(t.staffId, t.dedupeKey),
    index('staff_messages_staff_id_idx').on(t.staffId, t.id),
  ],
);

/**
 * A channel's ad links (issue 17 item 5): which landing template an advertising channel's link opens, with the
 * chain type the ad platform needs. The link's address is built from these (pageTemplate?addGroupPageId=…).
 */
export const channelLinks = pgTable(
  'channel_links',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    subChannel: text('sub_channel').notNull(),
    pageTemplateId: integer('page_template_id')
      .notNull()
      .references(() => pageTemplates.id, { onDelete: 'cascade' }),
    chainType: text('chain_type').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('channel_links_key').on(t.channel, t.subChannel, t.pageTemplateId, t.chainType)],
);

/**
 * The funnel dashboard's aggregate (issue 17 item 6): landing_events counted by Beijing day × channel ×
 * sub-channel × template (0: none) × kind. Kept up to date by a roll-up of the events after a watermark
 * (funnel_rollup.last_event_id) in one transaction that locks the watermark row, so each event is counted
 * exactly once however many processes roll up. The dashboard reads only this table.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    subChannel: text('sub_channel').notNull(),
    pageTemplateId: integer('page_template_id').notNull(),
    kind: text('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.subChannel, t.pageTemplateId, t.kind] })],
);

/** The roll-up's watermark: one row (id 1), the last landing_events.id counted into funnel_daily. */
export const funnelRollup = pgTable('funnel_rollup', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  rolledAt: at('rolled_at'),
});
