// Over 300 lines: one suite for the console's refund calls (approve, reject, start, races, retries), sharing one app and its provider spy.
import { ConsoleCode, type StaffRole } from '@course/contracts/console-call';
import { consoleOrderDetail, consoleOrderSearch } from '@course/contracts/console-orders';
import {
  consoleRefundApprove,
  consoleRefundCreate,
  consoleRefundList,
  consoleRefundReject,
} from '@course/contracts/console-refunds';
import { refundApply, userOrderDetail } from '@course/contracts/orders-user';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, refunds } from '../../db/schema/index.ts';
import type { RefundInput } from '../../integrations/payment/port.ts';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { call, cashierDecision, newCoursePayment, ownershipCount } from '../../test-support/order-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { REFUND_CLAIM_STALE_MS } from '../orders/refunds.ts';

/** Money in the console: finance alone approves a refund, through the orders refund path, audited. */
describeEachDatabase('console: refunds (finance only)', (getDatabase) => {
  let t: TestApp;
  let counter = 0;
  const db = () => getDatabase().db;
  const sessionOf = async (role: StaffRole) => {
    counter += 1;
    return staffSessionOf(db(), role, `r_${role}_${counter}_${process.pid}`);
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

    // the order's trail names the finance account that refunded
    const detail = envelopeOf(
      await consoleInject(t.app, consoleOrderDetail, { orderNo: order.orderNo }, finance),
    );
    const events = (
      detail.data as { events: { type: string; staff: { id: number; login: string } | null }[] }
    ).events;
    expect(events.find((e) => e.type === 'refunded')?.staff).toMatchObject({ id: finance.staffId });
    expect(events.find((e) => e.type === 'refund_requested')?.staff).toBeNull();
  });

  /** A learner's paid course order with an open refund request. */
  const openRequest = async () => {
    const paid = await newCoursePayment(t);
    expect((await cashierDecision(t, paid.attempt.paymentNo, 'pay')).code).toBe(0);
    const asked = await call(t.app, refundApply, {
      token: paid.token,
      body: { orderNo: paid.order.orderNo, reason: '不想学了' },
    });
    expect(asked.code).toBe(0);
    return { ...paid, refundNo: (asked.data as { refundNo: string }).refundNo };
  };
  /** Counts the provider's refunds (and can slow or fail them) while `fn` runs. */
  const withProviderSpy = async (
    behave: { delayMs?: number; fail?: boolean },
    fn: (calls: RefundInput[]) => Promise<void>,
  ) => {
    const provider = t.app.deps.payments.byName('sandbox')!;
    const original = provider.refund;
    const calls: RefundInput[] = [];
    provider.refund = async (input) => {
      calls.push(input);
      if (behave.delayMs) await new Promise((r) => setTimeout(r, behave.delayMs));
      if (behave.fail) return { accepted: false, providerRefundNo: null };
      return original.call(provider, input);
    };
    try {
      await fn(calls);
    } finally {
      provider.refund = original;
    }
  };

  it('finance rejects with a reason the learner sees; only finance; audited; the order is paid again', async () => {
    const { token, order, refundNo } = await openRequest();
    for (const role of ['admin', 'operator', 'teacher'] as const) {
      const s = await sessionOf(role);
      const refused = await consoleInject(t.app, consoleRefundReject, { refundNo, reason: '已学完' }, s);
      expect(envelopeOf(refused).code, role).toBe(ConsoleCode.forbidden);
    }
    const finance = await sessionOf('finance');
    const noReason = await consoleInject(t.app, consoleRefundReject, { refundNo, reason: '  ' }, finance);
    expect(envelopeOf(noReason)).toMatchObject({ code: ResponseCode.invalidParams });
    expect(envelopeOf(noReason).msg).toContain('请填写拒绝原因');

    const rejected = await consoleInject(
      t.app,
      consoleRefundReject,
      { refundNo, reason: '课程已学习超过一半，不符合退款规则' },
      finance,
    );
    expect(envelopeOf(rejected)).toMatchObject({ code: 0, data: { rejected: true } });
    const [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: '课程已学习超过一半，不符合退款规则' });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('paid');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.reject'), eq(auditLog.targetId, refundNo)));
    expect(audit).toMatchObject({ staffId: finance.staffId });
    expect(audit!.before).toMatchObject({ refundStatus: 'requested', orderStatus: 'refunding' });
    expect(audit!.after).toMatchObject({
      refundStatus: 'rejected',
      orderStatus: 'paid',
      rejectReason: '课程已学习超过一半，不符合退款规则',
    });

    // the learner's order page shows the rejection and its reason
    const mine = await call(t.app, userOrderDetail, { token, params: { id: order.orderNo } });
    expect(mine.data.refund).toMatchObject({
      refundNo,
      status: 'rejected',
      rejectReason: '课程已学习超过一半，不符合退款规则',
    });

    // a rejected request can be neither rejected again nor approved
    const again = await consoleInject(t.app, consoleRefundReject, { refundNo, reason: '再拒' }, finance);
    expect(envelopeOf(again)).toMatchObject({ code: ResponseCode.conflict, msg: '该退款申请已被拒绝' });
    const approve = await consoleInject(t.app, consoleRefundApprove, { refundNo }, finance);
    expect(envelopeOf(approve)).toMatchObject({ code: ResponseCode.conflict, msg: '该退款申请已被拒绝' });
    const queue = envelopeOf(await consoleInject(t.app, consoleRefundList, { status: 'rejected' }, finance));
    expect((queue.data as { list: { refundNo: string }[] }).list.map((r) => r.refundNo)).toContain(refundNo);
  });

  it('finance refunds from the order: partial then the rest, never more than paid minus refunded', async () => {
    const { token, customerId, course, order, attempt } = await newCoursePayment(t);
    const finance = await sessionOf('finance');
    const start = (amountCents: number) =>
      consoleInject(
        t.app,
        consoleRefundCreate,
        { orderNo: order.orderNo, amountCents, reason: '客服协商' },
        finance,
      );
    // not paid yet
    expect(envelopeOf(await start(100))).toMatchObject({ code: ResponseCode.conflict });
    expect((await cashierDecision(t, attempt.paymentNo, 'pay')).code).toBe(0);
    for (const role of ['admin', 'operator', 'teacher'] as const) {
      const s = await sessionOf(role);
      const refused = await consoleInject(
        t.app,
        consoleRefundCreate,
        { orderNo: order.orderNo, amountCents: 100, reason: 'x' },
        s,
      );
      expect(envelopeOf(refused).code, role).toBe(ConsoleCode.forbidden);
    }
    const over = envelopeOf(await start(order.payAmountCents + 1));
    expect(over.code).toBe(ResponseCode.refundAmountExceeded);
    expect(over.msg).toMatch(/退款金额不能超过可退金额 ¥\d+\.\d{2}/);
    const fraction = await consoleInject(
      t.app,
      consoleRefundCreate,
      { orderNo: order.orderNo, amountCents: 1.5, reason: 'x' },
      finance,
    );
    expect(envelopeOf(fraction).code).toBe(ResponseCode.invalidParams);
    const unknown = await consoleInject(
      t.app,
      consoleRefundCreate,
      { orderNo: 'NOPE1', amountCents: 1, reason: 'x' },
      finance,
    );
    expect(envelopeOf(unknown).code).toBe(ResponseCode.notFound);

    const part = order.payAmountCents - 100;
    await withProviderSpy({}, async (calls) => {
      const first = envelopeOf(await start(part));
      expect(first).toMatchObject({ code: 0, data: { amountCents: part, refunded: true } });
      expect(calls.map((c) => c.amountCents)).toEqual([part]);
      let [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('paid');
      expect(await ownershipCount(db(), customerId, course.id)).toBe(1);
      const detail = envelopeOf(
        await consoleInject(t.app, consoleOrderDetail, { orderNo: order.orderNo }, finance),
      ).data as { order: { refundedCents: number; refundableCents: number } };
      expect(detail.order).toMatchObject({ refundedCents: part, refundableCents: 100 });
      // the order list says it too: still paid, with what was refunded (the list's 已退 tag)
      const listed = envelopeOf(
        await consoleInject(t.app, consoleOrderSearch, { orderNo: order.orderNo }, finance),
      ).data as { list: { orderNo: string; status: string; refundedCents: number }[] };
      expect(listed.list).toEqual([
        expect.objectContaining({ orderNo: order.orderNo, status: 'paid', refundedCents: part }),
      ]);
      // more than what is left
      expect(envelopeOf(await start(101)).code).toBe(ResponseCode.refundAmountExceeded);
      // the rest: the order is refunded and the course taken back
      expect(envelopeOf(await start(100))).toMatchObject({ code: 0, data: { refunded: true } });
      [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('refunded');
      expect(await ownershipCount(db(), customerId, course.id)).toBe(0);
      expect(calls.map((c) => c.amountCents)).toEqual([part, 100]);
      expect(new Set(calls.map((c) => c.refundNo)).size).toBe(2);
    });
    expect(envelopeOf(await start(1)).code).toBe(ResponseCode.conflict);
    const created = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.create'), eq(auditLog.targetId, order.orderNo)));
    expect(created).toHaveLength(2);
    expect(created[0]!.after).toMatchObject({ amountCents: part });
    const mine = await call(t.app, userOrderDetail, { token, params: { id: order.orderNo } });
    expect(mine.data.refund).toMatchObject({ status: 'refunded', amountCents: 100 });
  });

  it('12 approvals at once from two processes: one provider refund, the money refunded once', async () => {
    const { order, refundNo } = await openRequest();
    const second = await buildTestApp(getDatabase(), { seed: false, payments: t.app.deps.payments });
    try {
      const finances = await Promise.all(Array.from({ length: 12 }, () => sessionOf('finance')));
      await withProviderSpy({ delayMs: 40 }, async (calls) => {
        const answers = await Promise.all(
          finances.map((f, i) =>
            consoleInject(i % 2 ? second.app : t.app, consoleRefundApprove, { refundNo }, f),
          ),
        );
        const envelopes = answers.map(envelopeOf);
        for (const e of envelopes) {
          expect([0, ResponseCode.conflict]).toContain(e.code);
          if (e.code === 0) expect(e.data).toEqual({ refunded: true });
        }
        expect(calls).toHaveLength(1);
        expect(calls[0]).toMatchObject({ refundNo, amountCents: order.payAmountCents });
      });
      const [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
      expect(row!.status).toBe('refunded');
      const refundedEvents = await db()
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'refunded')));
      expect(refundedEvents).toHaveLength(1);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund.approve'), eq(auditLog.targetId, refundNo)));
      expect(audits).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('approve against reject at once: exactly one wins, and the provider refunds only if approve won', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, refundNo } = await openRequest();
      const finances = await Promise.all(Array.from({ length: 10 }, () => sessionOf('finance')));
      await withProviderSpy({ delayMs: 20 }, async (calls) => {
        const answers = (
          await Promise.all(
            finances.map((f, i) =>
              i % 2
                ? consoleInject(t.app, consoleRefundReject, { refundNo, reason: '不符合规则' }, f)
                : consoleInject(t.app, consoleRefundApprove, { refundNo }, f),
            ),
          )
        ).map(envelopeOf);
        for (const e of answers) expect([0, ResponseCode.conflict]).toContain(e.code);
        const [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
        const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
        const rejections = answers.filter((e, i) => i % 2 === 1 && e.code === 0);
        if (row!.status === 'refunded') {
          expect(calls).toHaveLength(1);
          expect(rejections).toHaveLength(0);
          expect(o!.status).toBe('refunded');
        } else {
          expect(row!.status).toBe('rejected');
          expect(calls).toHaveLength(0);
          expect(rejections).toHaveLength(1);
          expect(o!.status).toBe('paid');
        }
      });
    }
  });

  it('a provider failure leaves the request to retry with the same refund number; a dead claim is taken over', async () => {
    const { order, refundNo } = await openRequest();
    const finance = await sessionOf('finance');
    await withProviderSpy({ fail: true }, async (calls) => {
      const failed = envelopeOf(await consoleInject(t.app, consoleRefundApprove, { refundNo }, finance));
      expect(failed).toMatchObject({ code: ResponseCode.conflict, msg: '退款提交失败，请稍后重试' });
      expect(calls).toHaveLength(1);
    });
    let [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
    expect(row).toMatchObject({ status: 'requested', claimedAt: null });

    // a claim whose process died (processing, claimed long ago) is taken over by the next approval
    await db()
      .update(refunds)
      .set({ status: 'processing', claimedAt: new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000) })
      .where(eq(refunds.refundNo, refundNo));
    // but a fresh claim is not: the rejection is refused while it is processing
    const busy = await consoleInject(t.app, consoleRefundReject, { refundNo, reason: 'x' }, finance);
    expect(envelopeOf(busy)).toMatchObject({
      code: ResponseCode.conflict,
      msg: '该退款正在处理中，请稍后刷新',
    });
    await withProviderSpy({}, async (calls) => {
      const retried = envelopeOf(await consoleInject(t.app, consoleRefundApprove, { refundNo }, finance));
      expect(retried).toMatchObject({ code: 0, data: { refunded: true } });
      expect(calls.map((c) => c.refundNo)).toEqual([refundNo]);
    });
    [row] = await db().select().from(refunds).where(eq(refunds.refundNo, refundNo));
    expect(row!.status).toBe('refunded');
    const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('refunded');
  });
});
