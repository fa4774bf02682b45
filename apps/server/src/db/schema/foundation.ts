// Over 300 lines: drizzle-kit reads one schema file per migration module; these are the shared core tables every area references.
import type { PageTemplateLayout } from '@course/domain/landing-layout';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The database schema: snake_case columns, camelCase names in TypeScript, money as integer cents,
 * timestamps with time zone. Change it only together with a new migration (`npm run db:generate -w @course/server -- foundation <change-name>`).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const BRAND_CODES = ['nbc', 'jz'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const COURSE_SUBJECTS = [
  'memory',
  'calligraphy',
  'piano',
  'short-video',
  'health',
  'finance',
] as const;
export type CourseSubject = (typeof COURSE_SUBJECTS)[number];

export const SECTION_KINDS = ['audio', 'video', 'text'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Layout fields of a group-QR landing page (the spec's page template info); the rules live in the domain package. */
export type { PageTemplateLayout } from '@course/domain/landing-layout';

/** A brand (product line): the web-app config's base and throw parts and the tab-bar switches. */
export const brands = pgTable(
  'brands',
  {
    code: text('code', { enum: BRAND_CODES }).primaryKey(),
    name: text('name').notNull(),
    template: text('template').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    subscriptionQrUrl: text('subscription_qr_url').notNull().default(''),
    projectNames: jsonb('project_names').$type<string[]>().notNull().default([]),
    elephantId: text('elephant_id').notNull().default(''),
    showWechatShadowBoxImg: boolean('show_wechat_shadow_box_img').notNull().default(false),
    isQcApp: boolean('is_qc_app').notNull().default(false),
    isSinglePageJump: boolean('is_single_page_jump').notNull().default(false),
    miniBlackListUrl: text('mini_black_list_url').notNull().default(''),
    isOpenBlackListIntercept: boolean('is_open_black_list_intercept').notNull().default(false),
    tourShow: text('tour_show', { enum: ['show', 'hide'] })
      .notNull()
      .default('hide'),
    dataProject: text('data_project').notNull().default(''),
    partnerCode: text('partner_code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('brands_tour_show_check', sql`${t.tourShow} in ('show', 'hide')`)],
);

/** A messaging-app account (public account) by wechatType. app_secret_ref names a config key; the secret is never stored. */
export const wechatApps = pgTable('wechat_apps', {
  wechatType: integer('wechat_type').primaryKey(),
  brandCode: text('brand_code', { enum: BRAND_CODES })
    .notNull()
    .references(() => brands.code),
  appId: text('app_id').notNull().unique(),
  name: text('name').notNull(),
  authDomainFront: text('auth_domain_front').notNull().default(''),
  authDomainBack: text('auth_domain_back').notNull().default(''),
  qrcodeUrl: text('qrcode_url').notNull().default(''),
  appSecretRef: text('app_secret_ref'),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    openid: text('openid').notNull(),
    wechatType: integer('wechat_type').notNull(),
    unionid: text('unionid'),
    nickname: text('nickname'),
    avatarUrl: text('avatar_url'),
    mobile: text('mobile'),
    learnNumber: text('learn_number').unique(),
    isBlack: boolean('is_black').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [unique('customers_wechat_type_openid_key').on(t.wechatType, t.openid)],
);

/** Bearer tokens, stored only as the SHA-256 hex of the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    wechatType: integer('wechat_type'),
    kind: text('kind', { enum: ['customer', 'teacher'] })
      .notNull()
      .default('customer'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sessions_customer_id_idx').on(t.customerId),
    check('sessions_kind_check', sql`${t.kind} in ('customer', 'teacher')`),
  ],
);

/** Named configuration values answered by the configure call, e.g. miniComplaint = 1, allowPayMethod = [2,3,5,4,6]. */
export const configCodes = pgTable('config_codes', {
  code: text('code').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  description: text('description').notNull().default(''),
});

/**
 * The rows the demo seed made, by the seed's own key (db/seed-ledger.ts): on a later start the seed finds its row
 * by id whatever an operator renamed it to, and does not make a row an operator deleted again.
 */
export const demoSeedRows = pgTable('demo_seed_rows', {
  key: text('key').primaryKey(),
  rowId: integer('row_id').notNull(),
  createdAt: createdAt(),
});

/** Reasons offered by the 'cannot join the group' feedback dialog. */
export const feedbackReasons = pgTable('feedback_reasons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  desc: text('desc').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const groupFeedbacks = pgTable(
  'group_feedbacks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => feedbackReasons.code),
    groupId: text('group_id'),
    mobile: text('mobile'),
    createdAt: createdAt(),
  },
  (t) => [index('group_feedbacks_created_at_idx').on(t.createdAt)],
);

export const frontErrorReports = pgTable(
  'front_error_reports',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    errorCode: integer('error_code').notNull(),
    errorType: integer('error_type').notNull(),
    exceptionType: integer('exception_type').notNull(),
    exceptionPageUrl: text('exception_page_url').notNull().default(''),
    description: text('description').notNull().default(''),
    level: integer('level').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('front_error_reports_created_at_idx').on(t.createdAt)],
);

/** Advertising channels; a banned one sends its visitors to link_url. */
export const channels = pgTable(
  'channels',
  {
    channel: text('channel').notNull(),
    subChannel: text('sub_channel').notNull(),
    name: text('name').notNull(),
    banned: boolean('banned').notNull().default(false),
    linkUrl: text('link_url'),
  },
  (t) => [primaryKey({ columns: [t.channel, t.subChannel] })],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_CODES })
      .notNull()
      .references(() => brands.code),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    subject: text('subject', { enum: COURSE_SUBJECTS }).notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    teacherName: text('teacher_name').notNull().default(''),
    teacherAvatarUrl: text('teacher_avatar_url').notNull().default(''),
    intro: text('intro').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    originalPriceCents: integer('original_price_cents'),
    isZeroYuan: boolean('is_zero_yuan').notNull().default(false),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_brand_status_sort_idx').on(t.brand, t.status, t.sort),
    check('courses_price_cents_check', sql`${t.priceCents} >= 0`),
    check(
      'courses_original_price_cents_check',
      sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= 0`,
    ),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    unlockAt: timestamp('unlock_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('chapters_course_id_idx').on(t.courseId, t.sort)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: SECTION_KINDS }).notNull(),
    mediaUrl: text('media_url'),
    durationSec: integer('duration_sec').notNull().default(0),
    isTrial: boolean('is_trial').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    content: text('content'),
  },
  (t) => [
    index('sections_chapter_id_idx').on(t.chapterId, t.sort),
    index('sections_course_id_idx').on(t.courseId),
    check('sections_kind_check', sql`${t.kind} in ('audio', 'video', 'text')`),
    check('sections_duration_sec_check', sql`${t.durationSec} >= 0`),
  ],
);

/** Group-QR landing page layouts; component_json holds the spec's layout fields. */
export const pageTemplates = pgTable('page_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand', { enum: BRAND_CODES })
    .notNull()
    .references(() => brands.code),
  componentJson: jsonb('component_json').$type<PageTemplateLayout>().notNull(),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const camps = pgTable(
  'camps',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('camps_course_id_idx').on(t.courseId)],
);

/**
 * A class of a camp. Seats are taken only by a conditional update
 * (`set seats_taken = seats_taken + 1 where id = $1 and seats_taken < capacity returning ...`);
 * the CHECKs make an overfill impossible even for code that forgets the condition.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    teacherName: text('teacher_name').notNull().default(''),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    groupQrUrl: text('group_qr_url').notNull().default(''),
    /** When the group QR stops working (a WeChat group QR lasts 7 days); null: no known expiry. Allocation skips an expired one. */
    groupQrExpiresAt: timestamp('group_qr_expires_at', { withTimezone: true, mode: 'date' }),
    teacherQrUrl: text('teacher_qr_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_camp_id_idx').on(t.campId),
    check('classes_capacity_check', sql`${t.capacity} > 0`),
    check('classes_seats_taken_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
  ],
);

export const OWNERSHIP_SOURCES = ['bought', 'gifted', 'zero_yuan'] as const;

/**
 * Who may learn a course: one row per learner and course, whatever granted it (a paid order, a gift,
 * the zero-yuan sign-up of a landing page). Granting is `insert … on conflict do nothing`, so a second grant
 * (a repeated payment notification, a second sign-up) changes nothing.
 */
export const courseOwnerships = pgTable(
  'course_ownerships',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source', { enum: OWNERSHIP_SOURCES }).notNull(),
    /** The order, gift or sign-up that granted it (free text reference, e.g. 'order:42'). */
    grantRef: text('grant_ref'),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_ownerships_customer_course_unique').on(t.customerId, t.courseId),
    index('course_ownerships_course_id_idx').on(t.courseId),
    check('course_ownerships_source_check', sql`${t.source} in ('bought', 'gifted', 'zero_yuan')`),
  ],
);
