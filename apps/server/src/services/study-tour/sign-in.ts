import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { studyTourBookings, studyTours } from '../../db/schema/index.ts';
import { conflict, invalidParams, notFound } from '../../http/app-error.ts';

/**
 * Signing in at the event: staff scan the learner's sign-in QR (`STUDYTOUR:<code>`, booking-view.ts) and the
 * booking is signed in once — a conditional update (`signed_in_at is null`), so a second scan, in any process,
 * is refused with the time of the first. Only a fully paid booking signs in. The staff side is the sandbox
 * operator route until the console has its page.
 */
export async function signInByCode(db: AppDb, scanned: string, now: Date) {
  const code = scanned.startsWith('STUDYTOUR:') ? scanned.slice('STUDYTOUR:'.length) : scanned;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) throw invalidParams('签到码格式不正确');
  const [found] = await db
    .select({ booking: studyTourBookings, title: studyTours.title })
    .from(studyTourBookings)
    .innerJoin(studyTours, eq(studyTours.id, studyTourBookings.tourId))
    .where(eq(studyTourBookings.signInCode, code))
    .limit(1);
  if (!found) throw notFound('签到码');
  const { booking } = found;
  if (booking.status !== 'paid') throw conflict('该报名尚未付清尾款，不能签到');
  const [signed] = await db
    .update(studyTourBookings)
    .set({ signedInAt: now })
    .where(and(eq(studyTourBookings.id, booking.id), isNull(studyTourBookings.signedInAt)))
    .returning({ signedInAt: studyTourBookings.signedInAt });
  if (!signed) throw conflict('该报名已签到，请勿重复签到');
  return { bookingNo: booking.bookingNo, tourTitle: found.title, signedInAt: now.getTime() };
}
