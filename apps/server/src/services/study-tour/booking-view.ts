import type { TStudyTourBooking } from '@course/contracts/study-tour-booking';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { renderQrPngDataUrl } from '../../db/qr-image.ts';
import { orders, type StudyTourBookingRow, studyTourBookings, studyTours } from '../../db/schema/index.ts';
import { heldPlaces, tourView } from './tours.ts';

/** What the sign-in QR carries: the booking's secret code, scanned by staff at the event. */
export const signInText = (code: string) => `STUDYTOUR:${code}`;

/** Bookings as the learner sees them: the tour, both orders' states, whether the balance can be paid. */
export async function bookingViews(
  db: AppDb,
  rows: StudyTourBookingRow[],
  now: Date,
): Promise<TStudyTourBooking[]> {
  if (rows.length === 0) return [];
  const tourIds = [...new Set(rows.map((r) => r.tourId))];
  const orderIds = rows.flatMap((r) => [r.depositOrderId, ...(r.balanceOrderId ? [r.balanceOrderId] : [])]);
  const [tours, held, orderRows] = await Promise.all([
    db.select().from(studyTours).where(inArray(studyTours.id, tourIds)),
    heldPlaces(db, tourIds),
    db
      .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, expiresAt: orders.expiresAt })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
  ]);
  const tourById = new Map(tours.map((t) => [t.id, t]));
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  return Promise.all(
    rows.map(async (b) => {
      const tour = tourById.get(b.tourId)!;
      const deposit = orderById.get(b.depositOrderId)!;
      const balance = b.balanceOrderId ? orderById.get(b.balanceOrderId) : undefined;
      return {
        bookingNo: b.bookingNo,
        status: b.status,
        tour: tourView(tour, held.get(tour.id) ?? 0, now),
        depositOrderNo: deposit.orderNo,
        depositOrderStatus: deposit.status,
        depositExpiresAt: deposit.expiresAt.getTime(),
        balanceOrderNo: balance?.orderNo ?? null,
        balanceOrderStatus: balance?.status ?? null,
        canPayBalance: b.status === 'deposit_paid' && tour.balanceDueAt > now,
        signInQr: b.status === 'paid' ? await renderQrPngDataUrl(signInText(b.signInCode), 320) : null,
        signedInAt: b.signedInAt?.getTime() ?? null,
        serverNow: now.getTime(),
      };
    }),
  );
}

/** The learner's bookings, newest first (of one tour when tourId is given). */
export async function bookingsOf(db: AppDb, customerId: number, tourId?: number) {
  return db
    .select()
    .from(studyTourBookings)
    .where(
      and(
        eq(studyTourBookings.customerId, customerId),
        tourId === undefined ? undefined : eq(studyTourBookings.tourId, tourId),
      ),
    )
    .orderBy(desc(studyTourBookings.id))
    .limit(50);
}
