import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { cashierDecision, newCoursePayment } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { onOrderPaid } from './order-hooks.ts';

/** A listener of the order hooks that fails is rolled back alone: the payment still settles, the trail says so. */
describeEachDatabase(
  'order hooks: a failing listener never blocks a payment',
  { seeded: true },
  (getDatabase) => {
    let t: TestApp;
    const unsubscribe: (() => void)[] = [];
    beforeAll(async () => {
      t = await buildTestApp(getDatabase());
      unsubscribe.push(
        onOrderPaid('test:fails', async (tx, order) => {
          await tx.update(orders).set({ remark: 'must be rolled back' }).where(eq(orders.id, order.id));
          throw new Error('listener fault');
        }),
        // for another business code's orders only: never run (nor its savepoint opened) for this course order
        onOrderPaid(
          'test:other-business',
          async () => {
            throw new Error('must not run');
          },
          { businessCode: 'test-no-such-business' },
        ),
      );
    });
    afterAll(async () => {
      for (const off of unsubscribe) off();
      await t?.close();
    });

    it('the order is paid, the listener’s write is undone, hook_failed is in the trail', async () => {
      const { order, attempt } = await newCoursePayment(t);
      await cashierDecision(t, attempt.paymentNo, 'pay');
      const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(after!.status).toBe('paid');
      expect(after!.remark).not.toBe('must be rolled back');
      const failed = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'hook_failed')));
      // one failure, the failing listener's; the other business's listener did not run
      expect(failed.map((e) => e.detail)).toMatchObject([{ hook: 'test:fails', event: 'paid' }]);
    });
  },
);
