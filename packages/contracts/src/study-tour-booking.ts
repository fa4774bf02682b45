import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/**
 * Study tour (研学, issue 18): the spec names the pages (studyTour, studyTourInfo, the deposit and balance pages)
 * but not their calls, so these are ours, under `/course-market/api/v1/studyTour/`. Money is integer cents;
 * instants are epoch milliseconds. Booking answers the deposit's unpaid order and paying the balance answers the
 * balance's unpaid order; both are paid through the ordinary checkout (submitOrderPay with the orderNo).
 */

const BASE = '/course-market/api/v1/studyTour';

export const zBookingNo = () => z.string().regex(/^Y\d{8,30}$/, '报名编号格式不正确');

export const ZStudyTour = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  city: z.string(),
  coverUrl: z.string(),
  intro: z.array(z.string()),
  schedule: z.array(z.object({ day: z.string(), text: z.string() })),
  priceCents: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  places: z.number().int(),
  placesLeft: z.number().int(),
  startsAt: z.number(),
  endsAt: z.number(),
  bookingEndsAt: z.number(),
  balanceDueAt: z.number(),
  depositRefundUntil: z.number(),
  balanceRefundUntil: z.number(),
  /** open: taking bookings; full; booking_closed: past bookingEndsAt; past: the tour has ended. */
  state: z.enum(['open', 'full', 'booking_closed', 'past']),
  /** The agreement's lines the page shows and the server enforces (refunds, the balance due date). */
  agreement: z.array(z.string()),
});

export const ZStudyTourBooking = z.object({
  bookingNo: z.string(),
  status: z.enum(['deposit_pending', 'deposit_paid', 'paid', 'lapsed', 'closed', 'cancelled']),
  tour: ZStudyTour,
  depositOrderNo: z.string(),
  depositOrderStatus: z.string(),
  /**
   * When the deposit's order lapses unpaid (epoch ms): while deposit_pending, the deadline to pay the deposit;
   * after it the place is released (status lapsed).
   */
  depositExpiresAt: z.number(),
  balanceOrderNo: z.string().nullable(),
  balanceOrderStatus: z.string().nullable(),
  /** Whether the balance can be paid now (deposit paid and the due date not passed). */
  canPayBalance: z.boolean(),
  /** The sign-in QR (a PNG data URL for an <img>) once the booking is fully paid; null before. Private. */
  signInQr: z.string().nullable(),
  signedInAt: z.number().nullable(),
  serverNow: z.number(),
});

export const ZStudyTourPayment = z.object({
  bookingNo: z.string(),
  orderNo: z.string(),
  payAmountCents: z.number().int(),
});

export const ZStudyTourNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.array(z.string()),
  publishedAt: z.number(),
});

export const studyTourHome = defineCall({
  name: 'studyTourHome',
  summary:
    'The study-tour page: tours taking bookings, the notices and past tours, and the learner’s bookings',
  path: `${BASE}/home`,
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    tours: z.array(ZStudyTour),
    previous: z.array(ZStudyTour),
    notices: z.array(ZStudyTourNotice),
    myBookings: z.array(ZStudyTourBooking),
    serverNow: z.number(),
  }),
});

export const studyTourDetail = defineCall({
  name: 'studyTourDetail',
  summary: 'One study tour with its agreement and the learner’s live booking of it',
  path: `${BASE}/detail`,
  auth: 'optional',
  request: z.object({ tourId: zId() }),
  response: z.object({ tour: ZStudyTour, myBooking: ZStudyTourBooking.nullable(), serverNow: z.number() }),
});

export const studyTourNotice = defineCall({
  name: 'studyTourNotice',
  summary: 'One study-tour notice',
  path: `${BASE}/notice`,
  auth: 'optional',
  request: z.object({ noticeId: zId() }),
  response: ZStudyTourNotice,
});

export const studyTourBook = defineCall({
  name: 'studyTourBook',
  summary: 'Books a place: the booking and the deposit’s unpaid order; 2301 when no place is left',
  path: `${BASE}/book`,
  auth: 'required',
  request: z.object({ tourId: zId(), agreed: z.literal(true) }),
  response: ZStudyTourPayment,
});

export const studyTourPayBalance = defineCall({
  name: 'studyTourPayBalance',
  summary: 'The balance’s unpaid order of a booking whose deposit is paid, before the due date',
  path: `${BASE}/balance`,
  auth: 'required',
  request: z.object({ bookingNo: zBookingNo() }),
  response: ZStudyTourPayment,
});

export const studyTourBooking = defineCall({
  name: 'studyTourBooking',
  summary: 'One of the learner’s bookings: its status, its two orders and the sign-in QR',
  path: `${BASE}/booking`,
  auth: 'required',
  request: z.object({ bookingNo: zBookingNo() }),
  response: ZStudyTourBooking,
});

export type TStudyTour = z.infer<typeof ZStudyTour>;
export type TStudyTourBooking = z.infer<typeof ZStudyTourBooking>;
export type TStudyTourPayment = z.infer<typeof ZStudyTourPayment>;
export type TStudyTourNotice = z.infer<typeof ZStudyTourNotice>;
