import { userOrderCancel } from '@course/contracts/orders-user';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type OrderRow,
  orderEvents,
  orders,
  paymentAttempts,
  paymentNotifications,
} from '../../db/schema/index.ts';
import type { VerifiedNotification } from '../../integrations/payment/port.ts';
import { call, newCoursePayment, ownershipCount } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { onOrderPaid } from './order-hooks.ts';
import { settleDeliveries } from './settlement.ts';

/**
 * First deliveries are settled in groups, one transaction for all the deliveries that arrive together
 * (settleDeliveries). A group answers every delivery as if it had been settled alone, in order: a repeat of a
 * delivery earlier in the group is a duplicate, a second attempt of an order paid earlier in the group is
 * paid_twice, two orders for one course of one learner grant it once and flag the other for refund, and the
 * paid hooks run only for the orders their `appliesTo` picks.
 */
type PaymentAttempt = typeof paymentAttempts.$inferSelect;

describeEachDatabase('payment notifications settled in groups', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const hooked: number[] = [];
  const picked = new Set<number>();
  let off: () => void = () => undefined;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    off = onOrderPaid('test:picked-orders-only', async (_tx, order) => void hooked.push(order.id), {
      appliesTo: (paidOrders) =>
        sql`select o.id from ${paidOrders} o where o.id = any(${`{${[...picked].join(',')}}`}::int[])`,
    });
  });
  afterAll(async () => {
    off();
    await t?.close();
  });

  const db = () => t.database.db;
  let serial = 0;
  const delivery = (attempt: PaymentAttempt, amountCents = attempt.amountCents) => ({
    provider: 'sandbox' as const,
    now: new Date(),
    note: {
      notifyId: `group-${attempt.paymentNo}-${serial++}`,
      paymentNo: attempt.paymentNo,
      providerTradeNo: `T${attempt.paymentNo}`,
      amountCents,
      success: true,
    } as VerifiedNotification,
  });
  /** Another order of the same learner for the same thing, or another attempt of the same order. */
  async function copyOf(order: OrderRow, attempt: PaymentAttempt, sameOrder: boolean) {
    serial++;
    let orderId = order.id;
    if (!sameOrder) {
      const { id: _id, ...rest } = order;
      const [copy] = await db()
        .insert(orders)
        .values({ ...rest, orderNo: `${order.orderNo.slice(0, -4)}${String(serial).padStart(4, '0')}` })
        .returning();
      orderId = copy!.id;
    }
    const { id: _id, ...rest } = attempt;
    const [copy] = await db()
      .insert(paymentAttempts)
      .values({
        ...rest,
        orderId,
        paymentNo: `${attempt.paymentNo.slice(0, -4)}${String(serial).padStart(4, '0')}`,
      })
      .returning();
    return copy!;
  }
  const trail = async (orderId: number) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.type);
  const orderOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('one group answers each delivery as if alone, in order, and applies each payment once', async () => {
    const plain = await newCoursePayment(t);
    const twoOrders = await newCoursePayment(t);
    const secondOrderAttempt = await copyOf(twoOrders.order, twoOrders.attempt, false);
    const twoAttempts = await newCoursePayment(t);
    const secondAttempt = await copyOf(twoAttempts.order, twoAttempts.attempt, true);
    const wrong = await newCoursePayment(t);
    const closed = await newCoursePayment(t);
    await call(t.app, userOrderCancel, { token: closed.token, body: { orderNo: closed.order.orderNo } });
    picked.add(plain.order.id);

    const group = [
      delivery(plain.attempt),
      delivery(twoOrders.attempt),
      delivery(plain.attempt),
      delivery(secondOrderAttempt),
      delivery(twoAttempts.attempt),
      delivery(secondAttempt),
      delivery(wrong.attempt, wrong.attempt.amountCents + 1),
      delivery(closed.attempt),
      {
        ...delivery(plain.attempt),
        note: { ...delivery(plain.attempt).note, paymentNo: 'C20991231000000999999' },
      },
    ];
    const results = await settleDeliveries(db(), group);
    expect(results.map((r) => [r.outcome, r.ok])).toEqual([
      ['paid', true],
      ['paid', true],
      ['duplicate', true],
      ['paid', true],
      ['paid', true],
      ['paid_twice', true],
      ['wrong_amount', false],
      ['paid_after_close', true],
      ['unknown_payment', false],
    ]);
    expect(results.slice(0, 3).map((r) => r.orderNo)).toEqual([
      plain.order.orderNo,
      twoOrders.order.orderNo,
      plain.order.orderNo,
    ]);

    // every delivery logged once, in the group's order
    const logged = await db()
      .select()
      .from(paymentNotifications)
      .where(
        inArray(
          paymentNotifications.notifyId,
          group.map((d) => d.note.notifyId!),
        ),
      );
    expect(logged.sort((a, b) => a.id - b.id).map((l) => l.notifyId)).toEqual(
      group.map((d) => d.note.notifyId),
    );

    // paid once, course granted once, the hook only where appliesTo picked it
    expect((await orderOf(plain.order.id)).status).toBe('paid');
    expect(await trail(plain.order.id)).toEqual(expect.arrayContaining(['paid', 'course_granted']));
    expect(await ownershipCount(db(), plain.customerId, plain.course.id)).toBe(1);
    expect(hooked).toEqual([plain.order.id]);

    // one learner, one course, two orders paid together: the first grants, the second bought nothing
    const first = await orderOf(twoOrders.order.id);
    const second = await orderOf(secondOrderAttempt.orderId);
    expect([first.status, first.needsRefund]).toEqual(['paid', false]);
    expect([second.status, second.needsRefund]).toEqual(['paid', true]);
    expect(await trail(first.id)).toEqual(expect.arrayContaining(['paid', 'course_granted']));
    expect(await trail(second.id)).toEqual(['paid', 'course_already_owned']);
    expect(await ownershipCount(db(), twoOrders.customerId, twoOrders.course.id)).toBe(1);

    // two attempts of one order: paid by the first, the second's money flagged for refund
    const both = await orderOf(twoAttempts.order.id);
    expect([both.status, both.needsRefund]).toEqual(['paid', true]);
    expect(await trail(both.id)).toEqual(expect.arrayContaining(['paid', 'course_granted', 'paid_twice']));
    const attempts = await db()
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.id, [twoAttempts.attempt.id, secondAttempt.id]));
    expect(attempts.map((a) => a.status)).toEqual(['paid', 'paid']);

    // the wrong amount changed nothing; the closed order kept its state and was flagged
    expect((await orderOf(wrong.order.id)).status).toBe('created');
    const [wrongAttempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, wrong.attempt.id));
    expect(wrongAttempt!.status).toBe('pending');
    const closedAfter = await orderOf(closed.order.id);
    expect([closedAfter.status, closedAfter.needsRefund]).toEqual(['closed', true]);
    expect(await ownershipCount(db(), closed.customerId, closed.course.id)).toBe(0);
  });

  it('concurrent first deliveries of distinct orders, each repeated: every order paid once, every delivery answered', async () => {
    const payments = await Promise.all(Array.from({ length: 12 }, () => newCoursePayment(t)));
    const results = await Promise.all(
      payments.flatMap((p) => [
        t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${p.attempt.paymentNo}/pay` }),
        t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${p.attempt.paymentNo}/redeliver` }),
      ]),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    for (const p of payments) {
      expect((await orderOf(p.order.id)).status).toBe('paid');
      expect(await ownershipCount(db(), p.customerId, p.course.id)).toBe(1);
      expect((await trail(p.order.id)).filter((e) => e === 'paid')).toHaveLength(1);
    }
  });
});
