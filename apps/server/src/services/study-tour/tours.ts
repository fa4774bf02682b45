import type { TStudyTour } from '@course/contracts/study-tour-booking';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type StudyTourRow, studyTourBookings, studyTourNotices, studyTours } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** Bookings that hold a place: an unpaid deposit not yet lapsed, a paid deposit, a fully paid booking. */
export const HOLDING = ['deposit_pending', 'deposit_paid', 'paid'] as const;

/**
 * The agreement the tour page shows, built from the tour's own dates and amounts; bookings.ts enforces exactly
 * these lines (the refund rule registered with orders, the balance due date, the closing of overdue bookings).
 */
export function agreementOf(tour: StudyTourRow): string[] {
  const at = (d: Date) => formatBeijingDateTime(d);
  const balance = tour.priceCents - tour.depositCents;
  return [
    `1. 报名需先支付定金 ¥${formatPrice(tour.depositCents)}，尾款 ¥${formatPrice(balance)} 须在 ${at(tour.balanceDueAt)}（北京时间）前支付。`,
    `2. ${at(tour.depositRefundUntil)} 前且尚未支付尾款时，可申请全额退还定金；此后定金不予退还。`,
    `3. 尾款支付后，${at(tour.balanceRefundUntil)} 前可申请退还尾款（报名随之取消）；此后尾款不予退还。`,
    '4. 逾期未支付尾款，报名自动关闭，名额释放，已付定金按第 2 条处理（逾期时已过定金可退期限，定金不退）。',
    '5. 名额有限，以定金支付成功为准；未在订单有效期内支付定金的，名额自动释放。',
  ];
}

function stateOf(tour: StudyTourRow, held: number, now: Date): TStudyTour['state'] {
  if (tour.endsAt <= now) return 'past';
  if (tour.bookingEndsAt <= now) return 'booking_closed';
  return held >= tour.places ? 'full' : 'open';
}

export function tourView(tour: StudyTourRow, held: number, now: Date): TStudyTour {
  return {
    id: tour.id,
    code: tour.code,
    title: tour.title,
    subtitle: tour.subtitle,
    city: tour.city,
    coverUrl: tour.coverUrl,
    intro: tour.intro,
    schedule: tour.schedule,
    priceCents: tour.priceCents,
    depositCents: tour.depositCents,
    balanceCents: tour.priceCents - tour.depositCents,
    places: tour.places,
    placesLeft: Math.max(0, tour.places - held),
    startsAt: tour.startsAt.getTime(),
    endsAt: tour.endsAt.getTime(),
    bookingEndsAt: tour.bookingEndsAt.getTime(),
    balanceDueAt: tour.balanceDueAt.getTime(),
    depositRefundUntil: tour.depositRefundUntil.getTime(),
    balanceRefundUntil: tour.balanceRefundUntil.getTime(),
    state: stateOf(tour, held, now),
    agreement: agreementOf(tour),
  };
}

/** Places held per tour (see HOLDING); lapsed deposits are released by releaseLapsed before counting. */
export async function heldPlaces(db: AppDb, tourIds: number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  if (tourIds.length === 0) return held;
  const rows = await db
    .select({ tourId: studyTourBookings.tourId })
    .from(studyTourBookings)
    .where(and(inArray(studyTourBookings.tourId, tourIds), inArray(studyTourBookings.status, [...HOLDING])));
  for (const r of rows) held.set(r.tourId, (held.get(r.tourId) ?? 0) + 1);
  return held;
}

export async function findTour(db: AppDb, brand: string, tourId: number): Promise<StudyTourRow> {
  const [tour] = await db.select().from(studyTours).where(eq(studyTours.id, tourId)).limit(1);
  if (!tour || tour.brand !== brand) throw notFound('研学活动');
  return tour;
}

/** Tours still to come (soonest first) and past ones (latest first). */
export async function toursOf(db: AppDb, brand: string, now: Date) {
  const [coming, previous] = await Promise.all([
    db
      .select()
      .from(studyTours)
      .where(and(eq(studyTours.brand, brand), gt(studyTours.endsAt, now)))
      .orderBy(studyTours.startsAt),
    db
      .select()
      .from(studyTours)
      .where(and(eq(studyTours.brand, brand), lte(studyTours.endsAt, now)))
      .orderBy(desc(studyTours.startsAt))
      .limit(20),
  ]);
  return { coming, previous };
}

export async function noticesOf(db: AppDb, brand: string, now: Date) {
  return db
    .select()
    .from(studyTourNotices)
    .where(and(eq(studyTourNotices.brand, brand), lte(studyTourNotices.publishedAt, now)))
    .orderBy(desc(studyTourNotices.publishedAt))
    .limit(20);
}

export async function findNotice(db: AppDb, brand: string, noticeId: number) {
  const [notice] = await db.select().from(studyTourNotices).where(eq(studyTourNotices.id, noticeId)).limit(1);
  if (!notice || notice.brand !== brand) throw notFound('公告');
  return {
    id: notice.id,
    title: notice.title,
    body: notice.body,
    publishedAt: notice.publishedAt.getTime(),
  };
}
