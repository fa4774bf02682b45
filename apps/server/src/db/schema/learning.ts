// Over 300 lines: drizzle-kit reads one schema file per migration module; these are the learning module's tables.
import { sql } from 'drizzle-orm';
import {
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
  unique,
} from 'drizzle-orm/pg-core';
import { chapters, courses, customers, sections } from './foundation.ts';

/**
 * Tables owned by the learning module: what a learner does with a bought course (learn records and
 * milestones, time on section pages, notes, homework, exams, certificates, clock-ins, questions, comments).
 * Migrations: `npm run db:generate -w @course/server -- learning <change-name>` into `drizzle/learning/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 *
 * These tables were created by the courses (now catalogue) module's migrations; the learning history adopted
 * them (drizzle/learning/0000_adopt_learning_tables.sql, a no-op) so existing databases keep their data.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * One row per learner and section. Reports only ever raise it: max_percent with greatest(), is_learned with
 * or, learn_seconds summed from browse logs; an upsert on the unique key makes concurrent reports safe.
 */
export const learnRecords = pgTable(
  'learn_records',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    isLearned: boolean('is_learned').notNull().default(false),
    maxPercent: integer('max_percent').notNull().default(0),
    /** Last playback position in seconds. */
    positionSec: integer('position_sec').notNull().default(0),
    /** Media length in seconds as the player measured it. */
    durationSec: integer('duration_sec').notNull().default(0),
    learnedAt: timestamp('learned_at', { withTimezone: true, mode: 'date' }),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('learn_records_customer_section_key').on(t.customerId, t.sectionId),
    index('learn_records_customer_course_idx').on(t.customerId, t.courseId, t.lastAt),
    check('learn_records_max_percent_check', sql`${t.maxPercent} between 0 and 100`),
  ],
);

/** Each milestone (5, 10, 30, 60, 80, 100 %) of a learner's section, recorded once. */
export const learnMilestones = pgTable(
  'learn_milestones',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    milestone: integer('milestone').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.sectionId, t.milestone] }),
    check('learn_milestones_milestone_check', sql`${t.milestone} in (5, 10, 30, 60, 80, 100)`),
  ],
);

/** Time spent on a section page per day (the minute reports of reportSectionBrowseLog, summed). */
export const sectionBrowseLogs = pgTable(
  'section_browse_logs',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    stayMs: integer('stay_ms').notNull().default(0),
    osName: text('os_name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sectionId, t.day] })],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_customer_course_idx').on(t.customerId, t.courseId, t.createdAt)],
);

/** Homework of a chapter: a task the learner answers in text; a teacher scores it later. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A model answer shown on the analysis page (homework-jie) after submitting. */
    analysis: text('analysis').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('homeworks_course_id_idx').on(t.courseId, t.sort)],
);

export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    score: integer('score'),
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('homework_submissions_homework_customer_key').on(t.homeworkId, t.customerId)],
);

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    passScore: integer('pass_score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exams_course_id_idx').on(t.courseId)],
);

export const QUESTION_KINDS = ['single', 'multiple', 'judge'] as const;

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** Indexes into options, sorted. */
    answer: jsonb('answer').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    score: integer('score').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('exam_questions_exam_id_idx').on(t.examId, t.sort),
    check('exam_questions_kind_check', sql`${t.kind} in ('single', 'multiple', 'judge')`),
    check('exam_questions_score_check', sql`${t.score} > 0`),
  ],
);

/** A learner's result of an exam: the best attempt is kept (score only rises), scored on the server. */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    attempts: integer('attempts').notNull().default(1),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('exam_results_exam_customer_key').on(t.examId, t.customerId)],
);

export const CERTIFICATE_KINDS = ['citation', 'diploma'] as const;

/** 奖状 (citation: an exam passed) and 结业证书 (diploma: every section learned), issued once each. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    serialNo: text('serial_no').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('certificates_customer_course_kind_key').on(t.customerId, t.courseId, t.kind),
    check('certificates_kind_check', sql`${t.kind} in ('citation', 'diploma')`),
  ],
);

/** A day's practice check-in (练习打卡) of a course, at most one per learner, course and day. */
export const clockIns = pgTable(
  'clock_ins',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.courseId, t.day] })],
);

/** A learner's question to the teacher (提问, 直播提问); answered later by the teacher. */
export const learnerQuestions = pgTable(
  'learner_questions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    isLive: boolean('is_live').notNull().default(false),
    content: text('content').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** Q&A (issue 18): public questions show in 全部问答; a private one only to its asker and the teachers. */
    isPublic: boolean('is_public').notNull().default(true),
    /** An uploaded image the learner added to the question. */
    imageUrl: text('image_url'),
    /** The teacher's video answer (queAnswerVideo), besides or instead of the text answer. */
    answerVideoUrl: text('answer_video_url'),
    /** The teacher (teachers.id of the identity module) who answered, and their name as shown. */
    answeredByTeacherId: integer('answered_by_teacher_id'),
    answeredByName: text('answered_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('learner_questions_customer_idx').on(t.customerId, t.createdAt),
    index('learner_questions_course_idx').on(t.courseId, t.createdAt),
  ],
);

/**
 * A live lesson (直播课) of a course (issue 18): its schedule, the HLS stream played while it is on and the
 * replay after. `audience` 'owners': only learners owning the course watch it; 'public': any signed-in visitor
 * (the live-stream landing pages qiniu-stream and qiniuAppDiversion).
 */
export const courseLives = pgTable(
  'course_lives',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    teacherName: text('teacher_name').notNull(),
    intro: text('intro').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    audience: text('audience', { enum: ['owners', 'public'] })
      .notNull()
      .default('owners'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    streamUrl: text('stream_url').notNull(),
    replayUrl: text('replay_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_lives_course_idx').on(t.courseId, t.startsAt),
    check('course_lives_schedule_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('course_lives_audience_check', sql`${t.audience} in ('owners', 'public')`),
  ],
);

/** A learner's reminder for an upcoming live (预约): once per learner and live. */
export const liveSubscriptions = pgTable(
  'live_subscriptions',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => courseLives.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('live_subscriptions_live_customer').on(t.liveId, t.customerId)],
);

/**
 * A learner's comments on a lesson: text (voiceCourse comments under an audio section) or voice (commentVoice,
 * a recorded clip: `voice_key` in the upload store, `voice_url` where it plays from, whole seconds). A voice
 * comment is deleted softly (`deleted_at`, its clip removed from the store); the row stays, so the daily limit
 * counts what was published.
 */
export const sectionComments = pgTable(
  'section_comments',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'voice'] })
      .notNull()
      .default('text'),
    /** Text comments: what the learner wrote; voice comments: empty. */
    content: text('content').notNull(),
    voiceKey: text('voice_key'),
    voiceUrl: text('voice_url'),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('section_comments_section_idx').on(t.sectionId, t.createdAt),
    // the voice list of a lesson and a learner's voice comments of the day (the daily limit)
    index('section_comments_voice_idx')
      .on(t.sectionId, t.createdAt)
      .where(sql`${t.kind} = 'voice' and ${t.deletedAt} is null`),
    index('section_comments_customer_voice_idx')
      .on(t.customerId, t.createdAt)
      .where(sql`${t.kind} = 'voice'`),
    check('section_comments_kind_check', sql`${t.kind} in ('text', 'voice')`),
    check(
      'section_comments_voice_check',
      sql`(${t.kind} = 'voice') = (${t.voiceKey} is not null and ${t.voiceUrl} is not null and ${t.durationSeconds} is not null and ${t.durationSeconds} between 1 and 60)`,
    ),
  ],
);
