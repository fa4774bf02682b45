import { refundApply } from '@course/contracts/orders-user';
import {
  studyTourBook,
  studyTourBooking,
  studyTourDetail,
  studyTourPayBalance,
} from '@course/contracts/study-tour-booking';
import { ResponseCode } from '@course/domain/response-codes';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, refunds, studyTourBookings, studyTours } from '../../db/schema/index.ts';
import { payOnCashier, paySeat } from '../../test-support/group-buying-helpers.ts';
import { call, ownershipCount } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { TOUR_FULL_MESSAGE } from './bookings.ts';

/**
 * Study-tour bookings on PGlite and PostgreSQL, through the real calls and the sandbox cashier: a deposit then
 * the balance of one booking; N bookings at once of M places give exactly M; an overdue balance closes the
 * booking and keeps the deposit; the agreement's refund rule through the orders refund path.
 */
describeEachDatabase('study tour bookings', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let tourId: number;
  let courseId: number;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    const [tour] = await db().select().from(studyTours).where(eq(studyTours.code, 'xian-calligraphy'));
    tourId = tour!.id;
    courseId = tour!.courseId;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const DAY = 86_400_000;
  const orderOf = async (orderNo: string) =>
    (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const pay = async (token: string, orderNo: string) => payOnCashier(t, (await paySeat(t, token, orderNo))!);

  async function bookAndPayDeposit(id = tourId) {
    const who = await t.newCustomer();
    const booked = await call(t.app, studyTourBook, { token: who.token, body: { tourId: id, agreed: true } });
    expect(booked.code).toBe(0);
    await pay(who.token, booked.data.orderNo);
    return { ...who, ...booked.data };
  }

  /** A tour of its own, so counts of places do not depend on the other tests. */
  async function newTour(places: number, days: { due: number; depositRefund: number; bookingEnds: number }) {
    const at = (d: number) => new Date(Date.now() + d * DAY);
    const [tour] = await db()
      .insert(studyTours)
      .values({
        code: `test-${Date.now()}-${Math.random()}`,
        brand: 'nbc',
        courseId,
        title: '测试研学',
        city: '北京',
        priceCents: 100_000,
        depositCents: 20_000,
        places,
        startsAt: at(20),
        endsAt: at(22),
        bookingEndsAt: at(days.bookingEnds),
        balanceDueAt: at(days.due),
        depositRefundUntil: at(days.depositRefund),
        balanceRefundUntil: at(15),
      })
      .returning();
    return tour!;
  }

  it('a booking paid as a deposit then the balance: paid, a sign-in QR, the tour course never opened', async () => {
    const b = await bookAndPayDeposit();
    expect(await orderOf(b.orderNo)).toMatchObject({ status: 'paid', payAmountCents: 50_000 });
    const afterDeposit = await call(t.app, studyTourBooking, {
      token: b.token,
      body: { bookingNo: b.bookingNo },
    });
    expect(afterDeposit.data).toMatchObject({ status: 'deposit_paid', canPayBalance: true, signInQr: null });
    const balance = await call(t.app, studyTourPayBalance, {
      token: b.token,
      body: { bookingNo: b.bookingNo },
    });
    expect(balance.data.payAmountCents).toBe(348_000);
    // asking again answers the same unpaid balance order
    const again = await call(t.app, studyTourPayBalance, {
      token: b.token,
      body: { bookingNo: b.bookingNo },
    });
    expect(again.data.orderNo).toBe(balance.data.orderNo);
    await pay(b.token, balance.data.orderNo);
    const done = await call(t.app, studyTourBooking, { token: b.token, body: { bookingNo: b.bookingNo } });
    expect(done.data).toMatchObject({ status: 'paid', balanceOrderStatus: 'paid', canPayBalance: false });
    expect(done.data.signInQr).toMatch(/^data:image\/png;base64,/);
    expect(await ownershipCount(db(), b.customerId, courseId)).toBe(0);
    // a second booking of the same tour by the same learner is refused
    const twice = await call(t.app, studyTourBook, { token: b.token, body: { tourId, agreed: true } });
    expect(twice.code).toBe(ResponseCode.conflict);
    // the deposit cannot be refunded alone once the balance is paid; the balance can (before its date)
    const depositRefund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: b.orderNo, reason: '行程冲突' },
    });
    expect(depositRefund).toMatchObject({
      code: ResponseCode.conflict,
      msg: '已支付尾款，定金不可单独退款，请先申请退还尾款',
    });
    const balanceRefund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: balance.data.orderNo, reason: '行程冲突' },
    });
    expect(balanceRefund.code).toBe(0);
    // someone else cannot read the booking
    const other = await t.newCustomer();
    const peek = await call(t.app, studyTourBooking, {
      token: other.token,
      body: { bookingNo: b.bookingNo },
    });
    expect(peek.code).toBe(ResponseCode.notFound);
  });

  it('30 bookings at once of a 3-place tour: exactly 3 places, the others told it is full and given no order', async () => {
    const tour = await newTour(3, { due: 10, depositRefund: 5, bookingEnds: 8 });
    const learners = await Promise.all(Array.from({ length: 30 }, () => t.newCustomer()));
    const answers = await Promise.all(
      learners.map((l) =>
        call(t.app, studyTourBook, { token: l.token, body: { tourId: tour.id, agreed: true } }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    const refused = learners.filter((_, i) => answers[i]!.code !== 0);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ResponseCode.studyTourFull, msg: TOUR_FULL_MESSAGE });
    const theirOrders = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          refused.map((l) => l.customerId),
        ),
      );
    expect(theirOrders).toHaveLength(0);
    const view = await call(t.app, studyTourDetail, { body: { tourId: tour.id } });
    expect(view.data.tour).toMatchObject({ placesLeft: 0, state: 'full' });
    // an unpaid deposit that lapses gives its place back
    const first = answers.find((a) => a.code === 0)!;
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, first.data.orderNo));
    const late = await t.newCustomer();
    const taken = await call(t.app, studyTourBook, {
      token: late.token,
      body: { tourId: tour.id, agreed: true },
    });
    expect(taken.code).toBe(0);
  });

  it('an unpaid deposit: the booking answers the deposit order’s own deadline; once past it, lapsed and the place free', async () => {
    const tour = await newTour(1, { due: 10, depositRefund: 5, bookingEnds: 8 });
    const who = await t.newCustomer();
    const booked = await call(t.app, studyTourBook, {
      token: who.token,
      body: { tourId: tour.id, agreed: true },
    });
    const view = () =>
      call(t.app, studyTourBooking, { token: who.token, body: { bookingNo: booked.data.bookingNo } });
    const pending = await view();
    const order = await orderOf(booked.data.orderNo);
    expect(pending.data).toMatchObject({
      status: 'deposit_pending',
      depositExpiresAt: order.expiresAt.getTime(),
    });
    expect(pending.data.depositExpiresAt).toBeLessThan(pending.data.tour.balanceDueAt);
    const home = async () =>
      (await call(t.app, studyTourDetail, { token: who.token, body: { tourId: tour.id } })).data;
    expect((await home()).tour.placesLeft).toBe(0);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, booked.data.orderNo));
    // no one has booked since: reading the booking (or the tour) releases the place, as booking would
    const lapsed = await view();
    expect(lapsed.data).toMatchObject({ status: 'lapsed', canPayBalance: false });
    const detail = await home();
    expect(detail.tour).toMatchObject({ placesLeft: 1, state: 'open' });
    expect(detail.myBooking).toMatchObject({ status: 'lapsed' });
    // booking again takes the place with a new deposit order
    const again = await call(t.app, studyTourBook, {
      token: who.token,
      body: { tourId: tour.id, agreed: true },
    });
    expect(again.code).toBe(0);
    expect(again.data.bookingNo).not.toBe(booked.data.bookingNo);
  });

  it('a deposit is refundable before its date; the refund frees the place', async () => {
    const tour = await newTour(1, { due: 10, depositRefund: 5, bookingEnds: 8 });
    const b = await bookAndPayDeposit(tour.id);
    const refund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: b.orderNo, reason: '孩子生病' },
    });
    expect(refund.code).toBe(0);
    const [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refund.data.refundNo));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/refunds/${row!.refundNo}/approve`,
    });
    expect(approved.json().code).toBe(0);
    const [booking] = await db()
      .select()
      .from(studyTourBookings)
      .where(eq(studyTourBookings.bookingNo, b.bookingNo));
    expect(booking!.status).toBe('cancelled');
    const next = await t.newCustomer();
    expect(
      (await call(t.app, studyTourBook, { token: next.token, body: { tourId: tour.id, agreed: true } })).code,
    ).toBe(0);
  });

  it('a balance not paid by the due date: the booking closes, the place is freed, the deposit is kept', async () => {
    const tour = await newTour(5, { due: 10, depositRefund: 5, bookingEnds: 8 });
    const b = await bookAndPayDeposit(tour.id);
    const at = (d: number) => new Date(Date.now() + d * DAY);
    await db()
      .update(studyTours)
      .set({ depositRefundUntil: at(-3), bookingEndsAt: at(-2), balanceDueAt: at(-1) })
      .where(eq(studyTours.id, tour.id));
    const view = await call(t.app, studyTourBooking, { token: b.token, body: { bookingNo: b.bookingNo } });
    expect(view.data).toMatchObject({ status: 'closed', canPayBalance: false });
    const balance = await call(t.app, studyTourPayBalance, {
      token: b.token,
      body: { bookingNo: b.bookingNo },
    });
    expect(balance).toMatchObject({ code: ResponseCode.conflict, msg: '已超过尾款支付截止时间，报名已关闭' });
    const refund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: b.orderNo, reason: '想退' },
    });
    expect(refund).toMatchObject({
      code: ResponseCode.conflict,
      msg: '逾期未支付尾款，报名已关闭，定金不予退还',
    });
    const detail = await call(t.app, studyTourDetail, { body: { tourId: tour.id } });
    expect(detail.data.tour.placesLeft).toBe(5);
  });

  it('staff sign a paid booking in once by its QR code; twice, an unpaid booking or a bad code are refused', async () => {
    const b = await bookAndPayDeposit();
    const [row] = await db()
      .select()
      .from(studyTourBookings)
      .where(eq(studyTourBookings.bookingNo, b.bookingNo));
    const scan = (code: string) =>
      t.app.inject({ method: 'POST', url: '/sandbox/api/study-tour/sign-in', payload: { code } });
    const early = await scan(`STUDYTOUR:${row!.signInCode}`);
    expect(early.json()).toMatchObject({ code: ResponseCode.conflict, msg: '该报名尚未付清尾款，不能签到' });
    const balance = await call(t.app, studyTourPayBalance, {
      token: b.token,
      body: { bookingNo: b.bookingNo },
    });
    await pay(b.token, balance.data.orderNo);
    const scans = await Promise.all([1, 2, 3].map(() => scan(`STUDYTOUR:${row!.signInCode}`)));
    expect(scans.filter((r) => r.json().code === 0)).toHaveLength(1);
    for (const r of scans.filter((x) => x.json().code !== 0))
      expect(r.json()).toMatchObject({ code: ResponseCode.conflict, msg: '该报名已签到，请勿重复签到' });
    const view = await call(t.app, studyTourBooking, { token: b.token, body: { bookingNo: b.bookingNo } });
    expect(view.data.signedInAt).toEqual(expect.any(Number));
    expect((await scan('not a code!')).json().code).toBe(ResponseCode.invalidParams);
    expect((await scan('A'.repeat(24))).json().code).toBe(ResponseCode.notFound);
  });

  it('refuses bad input with a clear code, never a 500', async () => {
    const who = await t.newCustomer();
    const missing = await call(t.app, studyTourBook, {
      token: who.token,
      body: { tourId: 999_999, agreed: true },
    });
    expect(missing.code).toBe(ResponseCode.notFound);
    const unagreed = await call(t.app, studyTourBook, {
      token: who.token,
      body: { tourId, agreed: false as unknown as true },
    });
    expect(unagreed.code).toBe(ResponseCode.invalidParams);
    const anonymous = await call(t.app, studyTourBook, { body: { tourId, agreed: true } });
    expect(anonymous.code).toBe(ResponseCode.notLoggedIn);
  });
});
