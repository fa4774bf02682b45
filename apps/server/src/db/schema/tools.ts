// Over 300 lines: every table of the tools module, read together with its one migration history.
import type { TPictureFrame } from '@course/contracts/tools-content';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, customers } from './foundation.ts';

/**
 * Tables owned by the tools module (issue 19): the learning tools a learner may open (each with its access
 * rule), the results of tracing a character (mobileExercise) and the answers and server-computed reports of
 * the questionnaires (health, calligraphy). Migrations: `npm run db:generate -w @course/server -- tools
 * <change-name>` into `drizzle/tools/`. May reference tables of the modules applied before it (see ../migrate.ts).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Who may open a tool: everyone, owners of its course, or learners with a running membership. */
export const TOOL_ACCESS = ['free', 'course', 'membership'] as const;
/** The engine a tool runs on (one engine per kind, the route only configures it). */
export const TOOL_KINDS = [
  'dictionary',
  'exercise',
  'questionnaire',
  'programme',
  'content',
  'picture',
] as const;

/** A tool of the toolbox (toolIndex): its route, its engine and its access rule. */
export const toolCatalog = pgTable(
  'tool_catalog',
  {
    id: serial('id').primaryKey(),
    /** Stable code the pages and checkToolPermission use. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    kind: text('kind', { enum: TOOL_KINDS }).notNull(),
    /** The spec's route name that opens the tool. */
    routeName: text('route_name').notNull(),
    access: text('access', { enum: TOOL_ACCESS }).notNull().default('free'),
    /** For access 'course': owning this course opens the tool. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Taken down by an operator: listed nowhere, opening it shows takeDown. */
    takenDown: boolean('taken_down').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('tool_catalog_course_access_check', sql`${t.access} <> 'course' or ${t.courseId} is not null`),
  ],
);

/** One traced character (mobileExercise): how many strokes, how many mistakes, the score the server gave. */
export const toolExerciseResults = pgTable(
  'tool_exercise_results',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    character: text('character').notNull(),
    strokeCount: integer('stroke_count').notNull(),
    mistakes: integer('mistakes').notNull(),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'tool_exercise_results_numbers_check',
      sql`${t.strokeCount} > 0 and ${t.mistakes} >= 0 and ${t.score} between 0 and 100`,
    ),
    index('tool_exercise_results_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** A submitted questionnaire: the answers as sent and the report the server computed from them. */
export const toolQuestionnaireSubmissions = pgTable(
  'tool_questionnaire_submissions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionnaireCode: text('questionnaire_code').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    report: jsonb('report').$type<unknown>().notNull(),
    /** The unguessable token of the share link (healthShare), 32 hex characters. */
    shareToken: text('share_token').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('tool_questionnaire_submissions_customer_idx').on(t.customerId, t.questionnaireCode)],
);

// ---------------------------------------------------------------------------------------------------------------
// Practice tools (tools-practice): intelligent diagnosis (ghosting, ghosting5) and the piano practice plans.
// Migrations named `ghosting_piano_*`.
// ---------------------------------------------------------------------------------------------------------------

/** One diagnosed photo (ghosting, ghosting5): the numbers the server computed from the aligned photo. */
export const toolGhostingResults = pgTable(
  'tool_ghosting_results',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    family: text('family', { enum: ['ghosting', 'ghosting5'] }).notNull(),
    character: text('character').notNull(),
    score: integer('score').notNull(),
    precision: integer('precision').notNull(),
    recall: integer('recall').notNull(),
    iou: integer('iou').notNull(),
    /** Coverage of each stroke, 0–100, in stroke order. */
    strokes: jsonb('strokes').$type<number[]>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'tool_ghosting_results_numbers_check',
      sql`${t.score} between 0 and 100 and ${t.precision} between 0 and 100 and ${t.recall} between 0 and 100 and ${t.iou} between 0 and 100`,
    ),
    index('tool_ghosting_results_customer_idx').on(t.customerId, t.family, t.character, t.createdAt),
  ],
);

/** A piano practice plan (customizedPlan): a template's goal, started on a Beijing day, for a number of days. */
export const toolPracticePlans = pgTable(
  'tool_practice_plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateCode: text('template_code').notNull(),
    title: text('title').notNull(),
    minutesPerDay: integer('minutes_per_day').notNull(),
    totalDays: integer('total_days').notNull(),
    /** The Beijing day the plan starts, 'YYYY-MM-DD'. */
    startDay: text('start_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tool_practice_plans_numbers_check', sql`${t.minutesPerDay} > 0 and ${t.totalDays} > 0`),
    // One plan per template at a time: starting the same template again is a conflict, even when two requests race.
    uniqueIndex('tool_practice_plans_customer_template_uq').on(t.customerId, t.templateCode),
  ],
);

/** One day's check-in of a plan: at most one per plan and Beijing day (the unique key makes it race-safe). */
export const toolPracticeCheckins = pgTable(
  'tool_practice_checkins',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => toolPracticePlans.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dayKey: text('day_key').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('tool_practice_checkins_minutes_check', sql`${t.minutes} between 1 and 600`),
    uniqueIndex('tool_practice_checkins_plan_day_uq').on(t.planId, t.dayKey),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Content tools (issue 19, content half: tools-content): the resource library of the video tools and the content
// families (golden sentences, class notices, brand book, plans, benefits, treasure), the learners' likes,
// favourites and benefit claims (each once per learner), their notes and questions on a resource, and the
// pictures they mounted in a frame. Migrations named `content_*`.
// ---------------------------------------------------------------------------------------------------------------

/** Which family of pages shows an item (one engine, per-route configuration on the web). */
export const CONTENT_FAMILIES = [
  'video',
  'sentence',
  'notice',
  'brand',
  'plan',
  'benefit',
  'treasure',
  // further reading and listening of the piano tools (extracurricular_expansion)
  'expansion',
] as const;
export const CONTENT_MEDIA = ['video', 'audio', 'none'] as const;

/** One item of the content tools: a teaching video or material, a quote, a notice, a plan, a benefit … */
export const toolContentItems = pgTable(
  'tool_content_items',
  {
    id: serial('id').primaryKey(),
    family: text('family', { enum: CONTENT_FAMILIES }).notNull(),
    /** The family's own grouping (video: 'lesson' | 'template' | 'material' | 'replay'; plan: 'sales' …). */
    category: text('category').notNull().default(''),
    /** Stable code for seeding and links (unique). */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text, paragraphs separated by blank lines. */
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    mediaKind: text('media_kind', { enum: CONTENT_MEDIA }).notNull().default('none'),
    mediaUrl: text('media_url'),
    durationSec: integer('duration_sec').notNull().default(0),
    author: text('author').notNull().default(''),
    /** Family-specific facts shown as a list of label/value pairs (a plan's price, a notice's dates …). */
    facts: jsonb('facts').$type<{ label: string; value: string }[]>().notNull().default([]),
    /** A template's picture frame for pictureMounting (ZPictureFrame of the contracts); null: no frame. */
    frame: jsonb('frame').$type<TPictureFrame>(),
    /** Seeded popularity added to the real counts (the hot list sorts by views + likes). */
    views: integer('views').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    takenDown: boolean('taken_down').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tool_content_items_family_idx').on(t.family, t.category, t.sort),
    check('tool_content_items_views_check', sql`${t.views} >= 0 and ${t.durationSec} >= 0`),
  ],
);

export const CONTENT_REACTIONS = ['like', 'favorite', 'claim'] as const;

/** A like, a favourite or a benefit claim: once per learner and item (the unique key makes it so). */
export const toolContentReactions = pgTable(
  'tool_content_reactions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => toolContentItems.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTENT_REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tool_content_reactions_once').on(t.itemId, t.customerId, t.kind),
    index('tool_content_reactions_customer_idx').on(t.customerId, t.kind),
  ],
);

export const CONTENT_POSTS = ['note', 'question'] as const;

/** A learner's note on a resource (private) or question (public, answered by a teacher). */
export const toolContentPosts = pgTable(
  'tool_content_posts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => toolContentItems.id, { onDelete: 'cascade' }),
    /** Null for the seeded questions of the demo. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    askerName: text('asker_name').notNull().default(''),
    kind: text('kind', { enum: CONTENT_POSTS }).notNull(),
    text: text('text').notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_content_posts_item_idx').on(t.itemId, t.kind, t.createdAt),
    index('tool_content_posts_customer_idx').on(t.customerId, t.kind, t.updatedAt),
  ],
);

/** A picture a learner mounted in a frame (pictureMounting) and saved: the composited image in the upload store. */
export const toolMountedPictures = pgTable(
  'tool_mounted_pictures',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    frameCode: text('frame_code').notNull(),
    imageUrl: text('image_url').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tool_mounted_pictures_customer_idx').on(t.customerId, t.createdAt)],
);
