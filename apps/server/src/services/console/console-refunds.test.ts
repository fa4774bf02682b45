import { ConsoleCode, type StaffRole } from '@course/contracts/console-call';
import { consoleRefundApprove, consoleRefundList } from '@course/contracts/console-refunds';
import { refundApply } from '@course/contracts/orders-user';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, orders, refunds, staff } from '../../db/schema/index.ts';
import { consoleInject } from '../../test-support/console-client.ts';
import { call, cashierDecision, newCoursePayment, ownershipCount } from '../../test-support/order-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { createStaffSession } from './staff-sessions.ts';

/** Money in the console: finance alone approves a refund, through the orders refund path, audited. */
describeEachDatabase('console: refunds (finance only)', (getDatabase) => {
  let t: TestApp;
  let counter = 0;
  const db = () => getDatabase().db;
  const sessionOf = async (role: StaffRole) => {
    counter += 1;
    const [row] = await db()
      .insert(staff)
      .values({ login: `r_${role}_${counter}_${process.pid}`, role, passwordHash: 'x' })
      .returning();
    const session = await createStaffSession(db(), row!.id, new Date());
    return { staffId: row!.id, token: session.token, csrf: session.csrfToken };
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await t.close();
  });

  it('a learner asks, only finance approves: the payment is refunded, the course taken back, the change audited', async () => {
    const { token, customerId, course, order, attempt } = await newCoursePayment(t);
    expect((await cashierDecision(t, attempt.paymentNo, 'pay')).code).toBe(0);
    expect(await ownershipCount(db(), customerId, course.id)).toBe(1);
    const asked = await call(t.app, refundApply, {
      token,
      body: { orderNo: order.orderNo, reason: '不想学了' },
    });
    expect(asked.code).toBe(0);
    const { refundNo } = asked.data as { refundNo: string };

    const finance = await sessionOf('finance');
    const queue = envelopeOf(await consoleInject(t.app, consoleRefundList, {}, finance));
    expect((queue.data as { list: { refundNo: string; amountCents: number }[] }).list).toContainEqual(
      expect.objectContaining({ refundNo, orderNo: order.orderNo, amountCents: order.payAmountCents }),
    );

    for (const role of ['admin', 'operator', 'teacher'] as const) {
      const s = await sessionOf(role);
      const refused = await consoleInject(t.app, consoleRefundApprove, { refundNo }, s);
      expect(envelopeOf(refused).code, role).toBe(ConsoleCode.forbidden);
    }
    const [still] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
    expect(still!.status).toBe('requested');

    const approved = await consoleInject(t.app, consoleRefundApprove, { refundNo }, finance);
    expect(envelopeOf(approved)).toMatchObject({ code: 0, data: { refunded: true } });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('refunded');
    expect(await ownershipCount(db(), customerId, course.id)).toBe(0);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.approve'), eq(auditLog.targetId, refundNo)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: finance.staffId, targetType: 'refund' });
    expect(rows[0]!.before).toMatchObject({ refundStatus: 'requested', orderStatus: 'refunding' });
    expect(rows[0]!.after).toMatchObject({ refundStatus: 'refunded', orderStatus: 'refunded' });

    // approving again changes nothing and writes no second audit row
    const again = await consoleInject(t.app, consoleRefundApprove, { refundNo }, finance);
    expect(envelopeOf(again)).toMatchObject({ code: 0, data: { refunded: true } });
    const twice = await db().select().from(auditLog).where(eq(auditLog.targetId, refundNo));
    expect(twice).toHaveLength(1);

    const unknown = await consoleInject(t.app, consoleRefundApprove, { refundNo: 'R000' }, finance);
    expect(envelopeOf(unknown).code).toBe(1005);
  });
});
