import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { BRAND_CODES, chapters, courses } from './foundation.ts';

/**
 * Tables owned by the catalogue module (named 'courses' before issue 12; its history table keeps that name).
 * Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- catalogue <change-name>` into `drizzle/catalogue/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 *
 * The catalogue itself (courses, chapters, sections, camps, classes, course_ownerships) is the foundation's;
 * this module adds what selling needs around it (categories, packages, offers, welfare, unlock rules,
 * teacher contacts). Its learning tables moved to the learning module, customer_messages to messages and
 * camp_members to orders (issue 12: adopted by those histories, see their adopt_* migrations). A 'knowledge root' of the audio pages is a
 * course seen as an audio collection and a 'goods category module' is a module of the find-courses page
 * (docs/decisions.md, issue 5).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A tab of the find-courses page (shoppingMall), e.g. 记忆力. */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_CODES }).notNull(),
    name: text('name').notNull(),
    iconText: text('icon_text').notNull().default(''),
    color: text('color').notNull().default('#FF5330'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('course_categories_brand_name_key').on(t.brand, t.name)],
);

export const MODULE_LAYOUTS = ['banner', 'list', 'grid', 'audio'] as const;

/** A block of a category tab (精选好课, 限时优惠, 每日一听 ...) listing courses in order. */
export const categoryModules = pgTable(
  'category_modules',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    layout: text('layout', { enum: MODULE_LAYOUTS }).notNull().default('list'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('category_modules_category_id_idx').on(t.categoryId, t.sort),
    check('category_modules_layout_check', sql`${t.layout} in ('banner', 'list', 'grid', 'audio')`),
  ],
);

export const categoryModuleCourses = pgTable(
  'category_module_courses',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => categoryModules.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.courseId] })],
);

/** A package of courses sold together (套餐). */
export const coursePackages = pgTable('course_packages', {
  id: serial('id').primaryKey(),
  brand: text('brand', { enum: BRAND_CODES }).notNull(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  originalPriceCents: integer('original_price_cents'),
  createdAt: createdAt(),
});

export const coursePackageItems = pgTable(
  'course_package_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => coursePackages.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.courseId] })],
);

/** A time-limited price of a course (限时优惠), shown with a countdown until ends_at. */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('course_offers_course_id_idx').on(t.courseId, t.endsAt),
    check('course_offers_price_check', sql`${t.priceCents} >= 0`),
    check('course_offers_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The welfare (福利) of a course: a text and an optional gift course its owners may claim once. */
export const courseWelfares = pgTable('course_welfares', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  giftCourseId: integer('gift_course_id').references(() => courses.id, { onDelete: 'set null' }),
});

export const UNLOCK_RULE_KINDS = ['days_after_grant', 'after_previous'] as const;

/**
 * How a chapter opens for an owner, on top of the chapter's own unlock_at: `days_after_grant` opens it
 * `days` days after the learner got the course; `after_previous` once every section of the previous chapter
 * is learned. Evaluated by packages/domain chapter-access.
 */
export const chapterUnlockRules = pgTable(
  'chapter_unlock_rules',
  {
    chapterId: integer('chapter_id')
      .primaryKey()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UNLOCK_RULE_KINDS }).notNull(),
    days: integer('days').notNull().default(0),
  },
  (t) => [
    check('chapter_unlock_rules_kind_check', sql`${t.kind} in ('days_after_grant', 'after_previous')`),
    check('chapter_unlock_rules_days_check', sql`${t.days} >= 0`),
  ],
);

/**
 * The class teacher a buyer of a course adds when they are not in a class of a camp (courses sold without
 * camps, or before a class is assigned): teacherWxInfo falls back to it, so the pay-success page and the
 * course's 添加班主任老师 sheet always have a QR to long-press. One per course.
 */
export const courseTeacherContacts = pgTable('course_teacher_contacts', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  teacherName: text('teacher_name').notNull(),
  qrUrl: text('qr_url').notNull(),
  createdAt: createdAt(),
});
