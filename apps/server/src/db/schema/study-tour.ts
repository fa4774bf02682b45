import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, customers } from './foundation.ts';
import { orders } from './orders.ts';

/**
 * Tables owned by the study-tour module (issue 18): study tours (研学), their notices and the learners'
 * bookings. Migrations: `npm run db:generate -w @course/server -- study-tour <change-name>` into
 * `drizzle/study-tour/`. May reference tables of the modules applied before it (see ../migrate.ts).
 * Money is integer cents. A booking is two orders of the orders module (the deposit, then the balance); places
 * are taken under the tour row's lock.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A study tour: sold as the tour's course (orders of kind course, business code study_tour, never granting the
 * course), in two payments: `deposit_cents` on booking, the rest (`price_cents - deposit_cents`) by
 * `balance_due_at`. The agreement's dates: the deposit is refundable until `deposit_refund_until`, the balance
 * until `balance_refund_until`.
 */
export const studyTours = pgTable(
  'study_tours',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    brand: text('brand').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    city: text('city').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    /** Paragraphs of the tour's introduction and its day-by-day plan. */
    intro: jsonb('intro').$type<string[]>().notNull().default([]),
    schedule: jsonb('schedule').$type<{ day: string; text: string }[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    places: integer('places').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    bookingEndsAt: at('booking_ends_at').notNull(),
    balanceDueAt: at('balance_due_at').notNull(),
    depositRefundUntil: at('deposit_refund_until').notNull(),
    balanceRefundUntil: at('balance_refund_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'study_tours_amounts_check',
      sql`${t.depositCents} > 0 and ${t.priceCents} > ${t.depositCents} and ${t.places} > 0`,
    ),
    check(
      'study_tours_dates_check',
      sql`${t.depositRefundUntil} <= ${t.balanceDueAt} and ${t.balanceDueAt} <= ${t.startsAt}
        and ${t.bookingEndsAt} <= ${t.balanceDueAt} and ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

export type StudyTourRow = typeof studyTours.$inferSelect;

/** A notice on the study-tour page (研学公告). */
export const studyTourNotices = pgTable('study_tour_notices', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  title: text('title').notNull(),
  body: jsonb('body').$type<string[]>().notNull().default([]),
  publishedAt: at('published_at').notNull(),
  createdAt: createdAt(),
});

export const BOOKING_STATUSES = [
  'deposit_pending',
  'deposit_paid',
  'paid',
  'lapsed',
  'closed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A learner's booking of a tour. deposit_pending (the deposit order unpaid) → deposit_paid → paid (balance
 * paid); lapsed: the deposit order closed or expired unpaid; closed: the balance not paid by the due date (the
 * deposit is kept, per the agreement); cancelled: a refund cancelled it. One live booking per learner and tour
 * (`live_tour_id` is the tour id while the booking holds a place, null after).
 */
export const studyTourBookings = pgTable(
  'study_tour_bookings',
  {
    id: serial('id').primaryKey(),
    bookingNo: text('booking_no').notNull().unique(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => studyTours.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('deposit_pending'),
    liveTourId: integer('live_tour_id'),
    depositOrderId: integer('deposit_order_id')
      .notNull()
      .references(() => orders.id),
    balanceOrderId: integer('balance_order_id').references(() => orders.id),
    /** The secret the sign-in QR carries; staff scan it at the event. */
    signInCode: text('sign_in_code').notNull().unique(),
    signedInAt: at('signed_in_at'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('study_tour_bookings_live_key').on(t.liveTourId, t.customerId),
    index('study_tour_bookings_customer_idx').on(t.customerId),
    index('study_tour_bookings_deposit_idx').on(t.depositOrderId),
    index('study_tour_bookings_balance_idx').on(t.balanceOrderId),
    check(
      'study_tour_bookings_status_check',
      sql`${t.status} in ('deposit_pending', 'deposit_paid', 'paid', 'lapsed', 'closed', 'cancelled')`,
    ),
  ],
);

export type StudyTourBookingRow = typeof studyTourBookings.$inferSelect;

/**
 * A stop of a study tour (研学站点, issue 18): its introduction, the day the tour reaches it and its video (a
 * recorded lesson or an HLS live stream of the station's classroom). `sort` orders the stations of a tour.
 */
export const studyTourStations = pgTable(
  'study_tour_stations',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => studyTours.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    intro: jsonb('intro').$type<string[]>().notNull().default([]),
    /** The tasks of the station's classroom (what the learners do there). */
    tasks: jsonb('tasks').$type<string[]>().notNull().default([]),
    arrivesAt: at('arrives_at').notNull(),
    videoTitle: text('video_title').notNull(),
    videoUrl: text('video_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('study_tour_stations_tour_sort').on(t.tourId, t.sort)],
);

/** A learner's check-in (打卡) at a station: once per learner and station. */
export const studyTourStationCheckIns = pgTable(
  'study_tour_station_check_ins',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => studyTourStations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('study_tour_station_check_ins_key').on(t.stationId, t.customerId)],
);

/** A learner's notes (研学笔记) at a station, newest first. */
export const studyTourStationNotes = pgTable(
  'study_tour_station_notes',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => studyTourStations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('study_tour_station_notes_idx').on(t.stationId, t.customerId, t.createdAt)],
);
