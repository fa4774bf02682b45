import { randomBytes } from 'node:crypto';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  type OrderRow,
  orders,
  type StudyTourBookingRow,
  type StudyTourRow,
  studyTourBookings,
  studyTours,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { ResolvedItem } from '../orders/order-items.ts';
import { closeOrder, createOrder } from '../orders/orders.ts';
import { findTour, HOLDING } from './tours.ts';

/**
 * Booking a study tour. A booking is two orders of the orders module with the business code study_tour, paid
 * through the ordinary checkout: the deposit (taken with the place) and the balance (asked for once the deposit
 * is paid, before the due date). Places are taken under the tour row's lock (`select … for update`), so
 * bookings of one tour queue on it in every process: under the lock, deposits that can no longer be paid are
 * released and the held places counted; a place is taken only when one is left. A learner refused gets no
 * order, so is never charged.
 */

export const STUDY_TOUR_BUSINESS_CODE = 'study_tour';
export const TOUR_FULL_MESSAGE = '该研学名额已满，请关注下一期';

export type BookingInput = { customerId: number; brand: string; now: Date; expireMinutes: number };
export type TourPayment = { bookingNo: string; orderNo: string; payAmountCents: number };

function newBookingNo(now: Date): string {
  return `Y${now.getTime()}${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0')}`;
}

/** The tour's course at the deposit's or the balance's amount (an order of kind course that opens no course). */
function tourItem(tour: StudyTourRow, part: 'deposit' | 'balance'): ResolvedItem {
  const amount = part === 'deposit' ? tour.depositCents : tour.priceCents - tour.depositCents;
  return {
    canBuy: true,
    reason: null,
    alreadyOwned: false,
    kind: 'course',
    courseId: tour.courseId,
    goodsId: null,
    packageId: null,
    title: `【研学${part === 'deposit' ? '定金' : '尾款'}】${tour.title}`,
    coverUrl: tour.coverUrl,
    unitPriceCents: amount,
    originalPriceCents: null,
    priceLabel: part === 'deposit' ? '定金' : '尾款',
    offerEndsAt: null,
    quantity: 1,
    goodsAmountCents: amount,
    discountCents: 0,
    freightCents: 0,
    freightRule: null,
    payAmountCents: amount,
    needsAddress: false,
    businessCode: STUDY_TOUR_BUSINESS_CODE,
    address: null,
  };
}

/**
 * Unpaid deposits whose order can no longer be paid (closed, or past its expiry) give their place back. Run under
 * the tour's lock when booking, and before the learner's calls read a booking or count places (a conditional
 * update: a deposit paid meanwhile stays deposit_paid, see onTourOrderPaid). Answers how many were released.
 */
export async function releaseLapsed(tx: AppDb, tourIds: number[], now: Date): Promise<number> {
  if (tourIds.length === 0) return 0;
  const released = await tx
    .update(studyTourBookings)
    .set({ status: 'lapsed', liveTourId: null, closedAt: now })
    .where(
      and(
        inArray(studyTourBookings.tourId, [...new Set(tourIds)]),
        eq(studyTourBookings.status, 'deposit_pending'),
        inArray(
          studyTourBookings.depositOrderId,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              or(eq(orders.status, 'closed'), and(eq(orders.status, 'created'), lte(orders.expiresAt, now))),
            ),
        ),
      ),
    )
    .returning({ id: studyTourBookings.id });
  return released.length;
}

/**
 * Bookings whose balance was not paid by the tour's due date are closed: the place is released and the deposit
 * kept (the agreement: the deposit is refundable only until depositRefundUntil, which is not after the due
 * date). An unpaid balance order is closed with it. Conditional updates: running twice closes nothing twice.
 */
export async function closeOverdue(db: AppDb, now: Date): Promise<number> {
  const overdueTours = db
    .select({ id: studyTours.id })
    .from(studyTours)
    .where(lte(studyTours.balanceDueAt, now));
  const closed = await db
    .update(studyTourBookings)
    .set({ status: 'closed', liveTourId: null, closedAt: now })
    .where(and(eq(studyTourBookings.status, 'deposit_paid'), inArray(studyTourBookings.tourId, overdueTours)))
    .returning({ balanceOrderId: studyTourBookings.balanceOrderId });
  for (const { balanceOrderId } of closed)
    if (balanceOrderId !== null)
      await closeOrder(db, balanceOrderId, { now, actor: 'system', reason: 'expired' });
  return closed.length;
}

async function lockTour(tx: AppDb, tourId: number): Promise<StudyTourRow> {
  const [tour] = await tx.select().from(studyTours).where(eq(studyTours.id, tourId)).for('update').limit(1);
  return tour!;
}

async function holding(tx: AppDb, tourId: number): Promise<StudyTourBookingRow[]> {
  return tx
    .select()
    .from(studyTourBookings)
    .where(and(eq(studyTourBookings.tourId, tourId), inArray(studyTourBookings.status, [...HOLDING])));
}

/** Books a place: under the tour's lock, the booking and its deposit order; 2301 when every place is held. */
export async function bookTour(db: AppDb, input: BookingInput & { tourId: number }): Promise<TourPayment> {
  const found = await findTour(db, input.brand, input.tourId);
  if (found.bookingEndsAt <= input.now || found.endsAt <= input.now) throw conflict('该研学已截止报名');
  try {
    return await db.transaction(async (tx) => {
      const tour = await lockTour(tx, found.id);
      await releaseLapsed(tx, [tour.id], input.now);
      const held = await holding(tx, tour.id);
      const mine = held.find((b) => b.customerId === input.customerId);
      if (mine?.status === 'deposit_pending') {
        // Asking again while holding an unpaid deposit answers that deposit (paying again, not a second place).
        const [order] = await tx.select().from(orders).where(eq(orders.id, mine.depositOrderId)).limit(1);
        return { bookingNo: mine.bookingNo, orderNo: order!.orderNo, payAmountCents: order!.payAmountCents };
      }
      if (mine) throw conflict('您已报名该研学，请在「我的报名」中查看');
      if (held.length >= tour.places) throw new AppError(ResponseCode.studyTourFull, TOUR_FULL_MESSAGE);
      const order = await createOrder(tx, { ...input, item: tourItem(tour, 'deposit') });
      const bookingNo = newBookingNo(input.now);
      await tx.insert(studyTourBookings).values({
        bookingNo,
        tourId: tour.id,
        customerId: input.customerId,
        liveTourId: tour.id,
        depositOrderId: order.id,
        signInCode: randomBytes(18).toString('base64url'),
        createdAt: input.now,
      });
      return { bookingNo, orderNo: order.orderNo, payAmountCents: order.payAmountCents };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'study_tour_bookings_live_key'))
      throw conflict('您已报名该研学，请在「我的报名」中查看');
    throw error;
  }
}

export async function ownBooking(
  db: AppDb,
  customerId: number,
  bookingNo: string,
): Promise<StudyTourBookingRow> {
  const [booking] = await db
    .select()
    .from(studyTourBookings)
    .where(eq(studyTourBookings.bookingNo, bookingNo))
    .limit(1);
  if (!booking || booking.customerId !== customerId) throw notFound('报名');
  return booking;
}

/** The balance's order of a booking whose deposit is paid, before the due date (the same unpaid one again). */
export async function payBalance(
  db: AppDb,
  input: BookingInput & { bookingNo: string },
): Promise<TourPayment> {
  await closeOverdue(db, input.now);
  const found = await ownBooking(db, input.customerId, input.bookingNo);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(studyTourBookings)
      .where(eq(studyTourBookings.id, found.id))
      .for('update')
      .limit(1);
    const b = booking!;
    if (b.status === 'paid') throw new AppError(ResponseCode.alreadyPaid, '尾款已支付，请勿重复支付');
    if (b.status === 'closed') throw conflict('已超过尾款支付截止时间，报名已关闭');
    if (b.status !== 'deposit_paid') throw conflict('请先支付定金');
    if (b.balanceOrderId !== null) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, b.balanceOrderId)).limit(1);
      if (order && order.status === 'created' && order.expiresAt > input.now)
        return { bookingNo: b.bookingNo, orderNo: order.orderNo, payAmountCents: order.payAmountCents };
    }
    const [tour] = await tx.select().from(studyTours).where(eq(studyTours.id, b.tourId)).limit(1);
    const order = await createOrder(tx, { ...input, item: tourItem(tour!, 'balance') });
    await tx
      .update(studyTourBookings)
      .set({ balanceOrderId: order.id })
      .where(eq(studyTourBookings.id, b.id));
    return { bookingNo: b.bookingNo, orderNo: order.orderNo, payAmountCents: order.payAmountCents };
  });
}

async function bookingOfOrder(tx: AppDb, order: OrderRow) {
  const [row] = await tx
    .select({ booking: studyTourBookings, tour: studyTours })
    .from(studyTourBookings)
    .innerJoin(studyTours, eq(studyTours.id, studyTourBookings.tourId))
    .where(or(eq(studyTourBookings.depositOrderId, order.id), eq(studyTourBookings.balanceOrderId, order.id)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    part: row.booking.depositOrderId === order.id ? ('deposit' as const) : ('balance' as const),
  };
}

/**
 * The orders' paid hook: a paid deposit moves deposit_pending → deposit_paid, a paid balance deposit_paid →
 * paid (conditional updates, so a repeated notification changes nothing). A deposit paid after its place was
 * released, or a balance paid after the booking closed, stays recorded on the order; the learner asks for the
 * refund through the order page (the refund rule allows it, see refundRuleOfTour).
 */
export async function onTourOrderPaid(tx: AppDb, order: OrderRow): Promise<void> {
  if (order.businessCode !== STUDY_TOUR_BUSINESS_CODE) return;
  const found = await bookingOfOrder(tx, order);
  if (!found) return;
  const { booking, part } = found;
  await tx
    .update(studyTourBookings)
    .set({ status: part === 'deposit' ? 'deposit_paid' : 'paid' })
    .where(
      and(
        eq(studyTourBookings.id, booking.id),
        eq(studyTourBookings.status, part === 'deposit' ? 'deposit_pending' : 'deposit_paid'),
      ),
    );
}

/** The orders' refunded hook: a refunded deposit or balance cancels the booking and frees its place. */
export async function onTourOrderRefunded(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.businessCode !== STUDY_TOUR_BUSINESS_CODE) return;
  const found = await bookingOfOrder(tx, order);
  if (!found) return;
  await tx
    .update(studyTourBookings)
    .set({ status: 'cancelled', liveTourId: null, closedAt: now })
    .where(
      and(
        eq(studyTourBookings.id, found.booking.id),
        inArray(studyTourBookings.status, ['deposit_paid', 'paid']),
      ),
    );
}

/**
 * The agreement's refund rule (tours.ts agreementOf, lines 2–4): the deposit until depositRefundUntil and only
 * while the balance is unpaid; the balance until balanceRefundUntil. Money paid for a booking that no longer
 * holds its place (lapsed, or closed before the balance was paid) is refundable in full.
 */
export async function refundRuleOfTour(db: AppDb, order: OrderRow, now: Date) {
  const found = await bookingOfOrder(db, order);
  const rule = '定金在可退期限前且未付尾款时可全额退还；尾款在可退期限前可退还；逾期未付尾款定金不退';
  const yes = { allowed: true, reason: null, rule };
  const no = (reason: string) => ({ allowed: false, reason, rule });
  if (!found) return no('该订单不能退款');
  const { booking, tour, part } = found;
  if (part === 'deposit') {
    if (booking.status === 'lapsed') return yes;
    if (booking.status === 'paid') return no('已支付尾款，定金不可单独退款，请先申请退还尾款');
    if (booking.status === 'closed') return no('逾期未支付尾款，报名已关闭，定金不予退还');
    if (now > tour.depositRefundUntil) return no('已超过定金可退期限，定金不予退还');
    return yes;
  }
  if (booking.status === 'closed') return yes;
  if (now > tour.balanceRefundUntil) return no('已超过尾款可退期限，尾款不予退还');
  return yes;
}
