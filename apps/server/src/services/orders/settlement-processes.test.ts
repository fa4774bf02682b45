import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderEvents, orders, paymentNotifications } from '../../db/schema/index.ts';
import { signSandboxNotification } from '../../integrations/payment/sandbox.ts';
import { newCoursePayment, ownershipCount } from '../../test-support/order-helpers.ts';
import { describePostgres } from '../../test-support/test-database.ts';
import { twoAppsOnPostgres } from '../../test-support/two-apps.ts';

/**
 * Payment notifications settled in groups by two server processes at once (PostgreSQL: two app instances, each with
 * its own pool and so its own groups): every notification delivered three times, spread over both, concurrently.
 * Each order is paid once, its course granted once, every delivery answered success and logged once, exactly one
 * delivery of each logged 'paid' — the groups of the two processes lock in attempt order and queue behind each other.
 */
describePostgres('payment notifications settled by two processes (PostgreSQL)', () => {
  const apps = twoAppsOnPostgres();

  it('30 orders, each notification delivered three times over both processes at once: paid and granted once each', async () => {
    const [a, b] = [apps.a(), apps.b()];
    const payments = await Promise.all(Array.from({ length: 30 }, () => newCoursePayment(a)));
    const deliveries = payments.flatMap((p, n) =>
      [0, 1, 2].map((k) => {
        const note = signSandboxNotification(a.app.config.payment.sandboxKey, {
          id: `two-processes-${p.attempt.paymentNo}`,
          paymentNo: p.attempt.paymentNo,
          tradeNo: `T${p.attempt.paymentNo}`,
          amountCents: p.attempt.amountCents,
          tradeState: 'SUCCESS',
          successTime: new Date().toISOString(),
        });
        return ((n + k) % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/course/api/v1/order/notify/sandbox',
          headers: note.headers,
          payload: note.rawBody,
        });
      }),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));

    const db = a.database.db;
    const orderIds = payments.map((p) => p.order.id);
    const paid = await db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(paid.map((o) => [o.status, o.needsRefund])).toEqual(paid.map(() => ['paid', false]));
    for (const p of payments) {
      expect(await ownershipCount(db, p.customerId, p.course.id)).toBe(1);
      const trail = await db.select().from(orderEvents).where(eq(orderEvents.orderId, p.order.id));
      expect(trail.filter((e) => e.type === 'paid')).toHaveLength(1);
      expect(trail.filter((e) => e.type === 'course_granted')).toHaveLength(1);
    }
    const logged = await db
      .select()
      .from(paymentNotifications)
      .where(
        inArray(
          paymentNotifications.paymentNo,
          payments.map((p) => p.attempt.paymentNo),
        ),
      );
    expect(logged).toHaveLength(90);
    expect(logged.filter((l) => l.outcome === 'paid')).toHaveLength(30);
    expect(logged.filter((l) => l.outcome === 'duplicate')).toHaveLength(60);
  });
});
