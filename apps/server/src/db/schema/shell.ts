import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
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
import { customers } from './foundation.ts';

/**
 * Tables owned by the shell module (issue 18): the apps a download page offers and their links per channel
 * (with the per-channel click counters), the content pages of the shell's single pages (one table, one engine),
 * the app-launch reports and the screen-recording sessions. Migrations: `npm run db:generate -w @course/server
 * -- shell <change-name>` into `drizzle/shell/`. May reference tables of the modules applied before it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Which app a download page offers: the main app, the QC app, the books (reading) app. */
export const SHELL_APP_CODES = ['main', 'qc', 'books'] as const;
export const DOWNLOAD_PLATFORMS = ['ios', 'android'] as const;

/** An app of a brand: its name, pitch, URL scheme (to open it when installed) and default store links. */
export const shellApps = pgTable(
  'shell_apps',
  {
    brandCode: text('brand_code').notNull(),
    code: text('code', { enum: SHELL_APP_CODES }).notNull(),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    /** Opens the installed app (`nbcapp://open?page=…`). */
    scheme: text('scheme').notNull(),
    iosUrl: text('ios_url').notNull(),
    androidUrl: text('android_url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandCode, t.code] }),
    check('shell_apps_code_check', sql`${t.code} in ('main', 'qc', 'books')`),
  ],
);

/**
 * A download channel (attribution code): its own store or APK links when it has them (an APK built with the
 * channel), else the app's. Unknown channels fall back to the app's links and are still counted.
 */
export const shellDownloadChannels = pgTable(
  'shell_download_channels',
  {
    brandCode: text('brand_code').notNull(),
    channel: text('channel').notNull(),
    appCode: text('app_code', { enum: SHELL_APP_CODES }).notNull(),
    iosUrl: text('ios_url'),
    androidUrl: text('android_url'),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.channel] })],
);

/** Download taps per channel, app and platform: one row each, counted with an atomic upsert. */
export const shellDownloadClicks = pgTable(
  'shell_download_clicks',
  {
    brandCode: text('brand_code').notNull(),
    channel: text('channel').notNull(),
    appCode: text('app_code', { enum: SHELL_APP_CODES }).notNull(),
    platform: text('platform', { enum: DOWNLOAD_PLATFORMS }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.channel, t.appCode, t.platform] })],
);

/**
 * A content page of the shell (appNews, screen-projector, the product and activity pages, lzCenterLink,
 * jumpadress, preloadTemplate …): the route name as key, a kind that picks the engine's layout and the
 * content as JSON (packages/contracts/src/shell-content.ts `ZContentBody` is its shape, checked on write).
 */
export const shellContentPages = pgTable('shell_content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: jsonb('body').notNull(),
  updatedAt: updatedAt(),
});

/** One row per app launch (sys/reportAppLaunch), stored once per launch id. */
export const shellAppLaunches = pgTable(
  'shell_app_launches',
  {
    id: serial('id').primaryKey(),
    launchId: text('launch_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    deviceModel: text('device_model').notNull(),
    osName: text('os_name').notNull(),
    osVersion: text('os_version').notNull(),
    appChannel: text('app_channel').notNull(),
    appVersion: text('app_version').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('shell_app_launches_launch_id').on(t.launchId),
    index('shell_app_launches_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * A screen-recording session (rrwebStatus=true in production): the batches are files of the upload store
 * (`rrweb/<session>/<seq>.json`); the row counts their bytes against the per-session cap.
 */
export const shellScreenRecordings = pgTable(
  'shell_screen_recordings',
  {
    sessionId: text('session_id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    pageUrl: text('page_url').notNull(),
    bytes: integer('bytes').notNull().default(0),
    batches: integer('batches').notNull().default(0),
    /** The batch files, in the order they arrived. */
    keys: jsonb('keys').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shell_screen_recordings_bytes_check', sql`${t.bytes} >= 0`)],
);
