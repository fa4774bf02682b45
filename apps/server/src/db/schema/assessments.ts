import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses, customers } from './foundation.ts';

/**
 * Tables owned by the assessments module (issue 18, item 5): DISC results, the study-profile form (info
 * collection) and course appraisals. Migrations: `npm run db:generate -w @course/server -- assessments
 * <change-name>` into `drizzle/assessments/`. Last in MIGRATION_MODULES; references only the foundation.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const DISC_FACTOR_VALUES = ['D', 'I', 'S', 'C'] as const;

/**
 * One scored DISC attempt. The client names the attempt (a UUID made when the test starts); the unique key
 * (customer, attempt) makes a repeated submit of the same attempt return the first result (idempotent), while a
 * retake is a new attempt and a new row.
 */
export const discResults = pgTable(
  'disc_results',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    /** [{ groupId, most, least }] as submitted */
    answers: jsonb('answers').$type<{ groupId: string; most: string; least: string }[]>().notNull(),
    scoreD: integer('score_d').notNull(),
    scoreI: integer('score_i').notNull(),
    scoreS: integer('score_s').notNull(),
    scoreC: integer('score_c').notNull(),
    primaryFactor: text('primary_factor', { enum: DISC_FACTOR_VALUES }).notNull(),
    secondaryFactor: text('secondary_factor', { enum: DISC_FACTOR_VALUES }),
    groupCount: integer('group_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('disc_results_attempt_key').on(t.customerId, t.attemptId),
    index('disc_results_customer_idx').on(t.customerId, t.id),
    check('disc_results_sum_check', sql`${t.scoreD} + ${t.scoreI} + ${t.scoreS} + ${t.scoreC} = 0`),
  ],
);

/** The learner's study profile (infoIndex): one row per learner, the last submission wins. */
export const studyProfiles = pgTable('study_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  learnerName: text('learner_name').notNull(),
  ageGroup: text('age_group').notNull(),
  level: text('level').notNull(),
  goal: text('goal').notNull(),
  weeklyHours: integer('weekly_hours').notNull(),
  preferredTime: text('preferred_time').notNull(),
  interests: jsonb('interests').$type<string[]>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A learner's appraisal of a course and its teacher (toAppraisal, V1, V2). One per learner and course (unique
 * key); writing again updates it. The share token opens the share card (shareAppraisal) without signing in.
 */
export const courseAppraisals = pgTable(
  'course_appraisals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    courseRating: integer('course_rating').notNull(),
    teacherRating: integer('teacher_rating').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    content: text('content').notNull().default(''),
    shareToken: text('share_token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_appraisals_customer_course_key').on(t.customerId, t.courseId),
    index('course_appraisals_course_idx').on(t.courseId, t.id),
    check('course_appraisals_course_rating_check', sql`${t.courseRating} between 1 and 5`),
    check('course_appraisals_teacher_rating_check', sql`${t.teacherRating} between 1 and 5`),
  ],
);
