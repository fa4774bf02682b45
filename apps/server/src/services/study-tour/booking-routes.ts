import {
  studyTourBook,
  studyTourBooking,
  studyTourDetail,
  studyTourHome,
  studyTourNotice,
  studyTourPayBalance,
} from '@course/contracts/study-tour-booking';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { bookingsOf, bookingViews } from './booking-view.ts';
import { bookTour, closeOverdue, ownBooking, payBalance, releaseLapsed } from './bookings.ts';
import { findNotice, findTour, heldPlaces, noticesOf, toursOf, tourView } from './tours.ts';

/** The study tour's learner calls: the tour page, a tour, a notice, booking (deposit), the balance, a booking. */
export function registerBookingRoutes(app: FastifyInstance): void {
  const expireMinutes = () => app.config.payment.orderExpireMinutes;

  registerCall(app, studyTourHome, async (ctx) => {
    const now = ctx.now();
    await closeOverdue(ctx.db, now);
    const brand = ctx.body.productCode;
    const { coming, previous } = await toursOf(ctx.db, brand, now);
    const customerId = ctx.customer?.customerId;
    let mine = customerId === undefined ? [] : await bookingsOf(ctx.db, customerId);
    const unpaid = mine.filter((b) => b.status === 'deposit_pending').map((b) => b.tourId);
    if ((await releaseLapsed(ctx.db, [...coming.map((t) => t.id), ...unpaid], now)) > 0 && customerId)
      mine = await bookingsOf(ctx.db, customerId);
    const held = await heldPlaces(
      ctx.db,
      coming.map((t) => t.id),
    );
    return {
      tours: coming.map((t) => tourView(t, held.get(t.id) ?? 0, now)),
      previous: previous.map((t) => tourView(t, 0, now)),
      notices: (await noticesOf(ctx.db, brand, now)).map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        publishedAt: n.publishedAt.getTime(),
      })),
      myBookings: await bookingViews(ctx.db, mine, now),
      serverNow: now.getTime(),
    };
  });

  registerCall(app, studyTourDetail, async (ctx) => {
    const now = ctx.now();
    await closeOverdue(ctx.db, now);
    const tour = await findTour(ctx.db, ctx.body.productCode, ctx.input.tourId);
    await releaseLapsed(ctx.db, [tour.id], now);
    const held = await heldPlaces(ctx.db, [tour.id]);
    const customerId = ctx.customer?.customerId;
    const mine = customerId === undefined ? [] : await bookingsOf(ctx.db, customerId, tour.id);
    const live = mine.find((b) => b.liveTourId !== null) ?? mine[0];
    return {
      tour: tourView(tour, held.get(tour.id) ?? 0, now),
      myBooking: live ? ((await bookingViews(ctx.db, [live], now))[0] ?? null) : null,
      serverNow: now.getTime(),
    };
  });

  registerCall(app, studyTourNotice, async (ctx) =>
    findNotice(ctx.db, ctx.body.productCode, ctx.input.noticeId),
  );

  registerCall(app, studyTourBook, async (ctx) =>
    bookTour(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      tourId: ctx.input.tourId,
      now: ctx.now(),
      expireMinutes: expireMinutes(),
    }),
  );

  registerCall(app, studyTourPayBalance, async (ctx) =>
    payBalance(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      bookingNo: ctx.input.bookingNo,
      now: ctx.now(),
      expireMinutes: expireMinutes(),
    }),
  );

  registerCall(app, studyTourBooking, async (ctx) => {
    const now = ctx.now();
    await closeOverdue(ctx.db, now);
    const customerId = requireCustomer(ctx).customerId;
    const found = await ownBooking(ctx.db, customerId, ctx.input.bookingNo);
    const booking =
      found.status === 'deposit_pending' && (await releaseLapsed(ctx.db, [found.tourId], now)) > 0
        ? await ownBooking(ctx.db, customerId, ctx.input.bookingNo)
        : found;
    return (await bookingViews(ctx.db, [booking], now))[0]!;
  });
}
