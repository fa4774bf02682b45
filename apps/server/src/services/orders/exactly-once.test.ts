import { userOrderCancel, userOrderDetail } from '@course/contracts/orders-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentAttempts, paymentNotifications } from '../../db/schema/index.ts';
import { signSandboxNotification } from '../../integrations/payment/sandbox.ts';
import { call, newCoursePayment, ownershipCount } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * Exactly once, on PGlite and PostgreSQL: ten concurrent deliveries of one notification mark the order paid
 * once, grant the course once and answer success each time; a bad signature or a wrong amount changes
 * nothing and is logged; money for a closed order is flagged for refund.
 */
describeEachDatabase('payment notifications are applied exactly once', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const key = () => t.app.config.payment.sandboxKey;

  const newPayment = (payType: 11 | 21 = 21) => newCoursePayment(t, payType);

  function notification(paymentNo: string, amountCents: number, id = `n-${paymentNo}`) {
    return signSandboxNotification(key(), {
      id,
      paymentNo,
      tradeNo: `T${paymentNo}`,
      amountCents,
      tradeState: 'SUCCESS',
      successTime: new Date().toISOString(),
    });
  }

  const deliver = (n: { headers: Record<string, string>; rawBody: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/course/api/v1/order/notify/sandbox',
      headers: n.headers,
      payload: n.rawBody,
    });

  const outcomes = async (paymentNo: string) =>
    (
      await t.database.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.paymentNo, paymentNo))
    )
      .map((r) => r.outcome)
      .sort();

  it('ten concurrent deliveries: paid once, granted once, success every time', async () => {
    const { customerId, course, order, attempt } = await newPayment();
    const n = notification(attempt.paymentNo, attempt.amountCents);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.json().code === 'SUCCESS')).toBe(true);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('paid');
    expect(after!.needsRefund).toBe(false);
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.type === 'paid')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'course_granted')).toHaveLength(1);
    expect(await outcomes(attempt.paymentNo)).toEqual(['paid', ...Array(9).fill('duplicate')].sort());
  });

  it('a delivery repeated after the payment is a logged duplicate and changes nothing; a wrong amount still is refused', async () => {
    const { order, attempt } = await newPayment();
    const n = notification(attempt.paymentNo, attempt.amountCents);
    expect((await deliver(n)).json().code).toBe('SUCCESS');
    const trail = async () =>
      (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
        (e) => e.type,
      );
    const before = await trail();
    const [paidAttempt] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id));
    const again = await deliver(n);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('SUCCESS');
    expect(await trail()).toEqual(before);
    const [after] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id));
    expect(after).toEqual(paidAttempt);
    const wrong = await deliver(notification(attempt.paymentNo, attempt.amountCents + 1, 'n-wrong'));
    expect(wrong.json().code).not.toBe('SUCCESS');
    expect(await outcomes(attempt.paymentNo)).toEqual(['duplicate', 'paid', 'wrong_amount']);
  });

  it('distinct orders paid concurrently are each paid once', async () => {
    const payments = await Promise.all(Array.from({ length: 5 }, () => newPayment()));
    const deliveries = payments.flatMap((p) => {
      const n = notification(p.attempt.paymentNo, p.attempt.amountCents);
      return [deliver(n), deliver(n), deliver(n)];
    });
    await Promise.all(deliveries);
    for (const p of payments) {
      const [after] = await t.database.db.select().from(orders).where(eq(orders.id, p.order.id));
      expect(after!.status).toBe('paid');
      expect(await ownershipCount(t.database.db, p.customerId, p.course.id)).toBe(1);
    }
  });

  it('a signed amount past what a money column holds is refused and logged, never a 500', async () => {
    const { order, attempt } = await newPayment();
    for (const amount of [2 ** 40, 1e20]) {
      const answer = await deliver(notification(attempt.paymentNo, amount, `huge-${amount}`));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('FAIL');
    }
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('created');
    const logged = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'bad_signature'));
    expect(logged.filter((l) => l.detail.startsWith('malformed: amount out of range')).length).toBe(2);
  });

  it('a bad signature changes nothing, is logged and is refused', async () => {
    const { customerId, course, order, attempt } = await newPayment();
    const forged = signSandboxNotification('not-the-sandbox-key-at-all', {
      id: 'forged',
      paymentNo: attempt.paymentNo,
      tradeNo: 'T',
      amountCents: attempt.amountCents,
      tradeState: 'SUCCESS',
      successTime: null,
    });
    const answer = await deliver(forged);
    expect(answer.statusCode).toBe(400);
    const tampered = notification(attempt.paymentNo, attempt.amountCents);
    const answer2 = await deliver({
      ...tampered,
      rawBody: tampered.rawBody.replace(/"amountCents":\d+/, '"amountCents":1'),
    });
    expect(answer2.statusCode).toBe(400);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('created');
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(0);
    const logged = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'bad_signature'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('a wrong amount changes nothing, is logged and is refused', async () => {
    const { customerId, course, order, attempt } = await newPayment();
    const answer = await deliver(notification(attempt.paymentNo, attempt.amountCents - 1));
    expect(answer.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('created');
    expect(after!.paidAt).toBeNull();
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(0);
    expect(await outcomes(attempt.paymentNo)).toEqual(['wrong_amount']);
    const [fresh] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id));
    expect(fresh!.status).toBe('pending');
  });

  it('money for an order closed meanwhile is flagged for refund and grants nothing', async () => {
    const { token, customerId, course, order, attempt } = await newPayment();
    expect(
      (await call(t.app, userOrderCancel, { token, body: { orderNo: order.orderNo } })).data.status,
    ).toBe('closed');
    const n = notification(attempt.paymentNo, attempt.amountCents);
    const answers = await Promise.all([deliver(n), deliver(n), deliver(n)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('closed');
    expect(after!.needsRefund).toBe(true);
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(0);
    expect(await outcomes(attempt.paymentNo)).toEqual(['duplicate', 'duplicate', 'paid_after_close']);
    const detail = await call(t.app, userOrderDetail, { token, params: { id: order.orderNo } });
    expect(detail.data.needsRefund).toBe(true);
    expect(detail.data.events.map((e) => e.type)).toContain('paid_after_close');
  });

  it('a notification for an unknown payment is refused and logged', async () => {
    const answer = await deliver(notification('C20260101000000123456', 100));
    expect(answer.statusCode).toBe(400);
    expect(await outcomes('C20260101000000123456')).toEqual(['unknown_payment']);
  });
});

describe('notification endpoint', () => {
  it('answers 404 for an unknown provider', async () => {
    const { createTestDatabase } = await import('../../test-support/test-database.ts');
    const created = await createTestDatabase('pglite', { seeded: true });
    const t = await buildTestApp(created.database);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/course/api/v1/order/notify/paypal',
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    await t.close();
    await created.drop();
  });
});
