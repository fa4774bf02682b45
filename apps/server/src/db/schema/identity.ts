import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses, customers } from './foundation.ts';

/**
 * Tables owned by the identity module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- identity <change-name>` into `drizzle/identity/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 *
 * Also in this module's migrations (custom SQL, drizzle cannot declare it on a table of another module):
 * `customers_active_mobile_key`, one active account per wechatType and mobile.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SMS_CODE_SCENES = ['new', 'current', 'login'] as const;

/**
 * Verification codes sent by SMS, stored only as an HMAC of mobile, scene and code. Only the newest code of a
 * mobile and scene counts. Tries are counted by a conditional update, so five wrong tries void it even when
 * they race.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    scene: text('scene', { enum: SMS_CODE_SCENES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    clientIp: text('client_ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('sms_codes_mobile_scene_idx').on(t.mobile, t.scene, t.id),
    check('sms_codes_scene_check', sql`${t.scene} in ('new', 'current', 'login')`),
    check('sms_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Personal information beyond the messaging-app profile (fillUserInfo, personalInfo). */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    realName: text('real_name'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthday: text('birthday'),
    province: text('province'),
    city: text('city'),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('customer_profiles_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
);

/** Closed accounts, for the record (the customer row is kept with status 'closed'). */
export const accountClosures = pgTable('account_closures', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mobile: text('mobile'),
  reason: text('reason').notNull(),
  closedAt: at('closed_at').notNull().defaultNow(),
});

/** Teachers sign in with mobile and password (scrypt); their session is a 'teacher' session of their customer row. */
export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Super-fan links: a short id standing for a long query, resolved by the guard (link type 3 needs a phone code). */
export const superFanLinks = pgTable('super_fan_links', {
  shortParamId: text('short_param_id').primaryKey(),
  corpId: text('corp_id').notNull().default(''),
  linkType: integer('link_type').notNull(),
  param: text('param').notNull(),
  inventAdditionId: text('invent_addition_id').notNull().default(''),
  mobileEncrypt: text('mobile_encrypt').notNull().default(''),
  createdAt: createdAt(),
});

// --- Sandbox stand-ins (written only by the sandbox adapters; empty in production) -------------------------

/** The messaging app's users as the sandbox authorization page knows them, one openid per app. */
export const sandboxWechatIdentities = pgTable(
  'sandbox_wechat_identities',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull().unique(),
    unionid: text('unionid').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_wechat_identities_app_id_idx').on(t.appId, t.id)],
);

/** Authorization codes the sandbox page hands out: single use, 5 minutes, stored as SHA-256. */
export const sandboxOauthCodes = pgTable('sandbox_oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  appId: text('app_id').notNull(),
  openid: text('openid').notNull(),
  scope: text('scope', { enum: ['snsapi_base', 'snsapi_userinfo'] }).notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** What the sandbox SMS adapter 'sent': the inbox page at /sandbox/sms lists them. */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    scene: text('scene').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_sms_messages_mobile_idx').on(t.mobile, t.id)],
);

/**
 * Member-only courses (会员专享, issue 18 item 4): a course listed here cannot be bought; a learner with a running
 * membership opens it (catalogue `ownership.ts` counts it as owned while the membership runs).
 */
export const memberOnlyCourses = pgTable('member_only_courses', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Daily check-ins (app-sign, 每日签到): one row per learner and Beijing day ('YYYY-MM-DD'); the unique key makes
 * a second check-in of the same day, even a racing one, a no-op.
 */
export const dailySignIns = pgTable(
  'daily_sign_ins',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dayKey: text('day_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('daily_sign_ins_customer_day_key').on(t.customerId, t.dayKey),
    check('daily_sign_ins_day_key_check', sql`${t.dayKey} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
