import { ConsoleCode, type StaffRole } from '@course/contracts/console-call';
import {
  consoleOrderDetail,
  consoleOrderSearch,
  consoleOrderShip,
  consoleWithdrawalList,
  consoleWithdrawalReview,
} from '@course/contracts/console-orders';
import { addressCreate } from '@course/contracts/goods-address';
import { retailLogistics } from '@course/contracts/goods-retail';
import { inviteCashWithdraw } from '@course/contracts/growth-withdraw';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, goods, rewardBalances, withdrawals } from '../../db/schema/index.ts';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { TEST_ADDRESS } from '../../test-support/fixtures.ts';
import { call, cashierDecision, newCoursePayment } from '../../test-support/order-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { postEntry } from '../growth/ledger.ts';

type Card = { orderNo: string; status: string; mobile: string | null; fulfilment: string };

/** Orders and money in the console: search, detail with trail, shipping, the withdrawal approval queue. */
describeEachDatabase('console: orders and money', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let counter = 0;
  const db = () => getDatabase().db;
  const sessionOf = async (role: StaffRole) => {
    counter += 1;
    return staffSessionOf(db(), role, `o_${role}_${counter}_${process.pid}`);
  };
  const dataOf = <T>(response: Awaited<ReturnType<typeof consoleInject>>) => {
    const envelope = envelopeOf(response);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as T;
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await t.close();
  });

  it('search by order number, phone, title, state and Beijing dates; the detail carries the order trail', async () => {
    const { customerId, order, attempt } = await newCoursePayment(t);
    expect((await cashierDecision(t, attempt.paymentNo, 'pay')).code).toBe(0);
    const { customers } = await import('../../db/schema/index.ts');
    const mobile = `136${String(customerId).padStart(8, '0')}`.slice(0, 11);
    await db().update(customers).set({ mobile }).where(eq(customers.id, customerId));
    const finance = await sessionOf('finance');
    const search = async (input: Record<string, unknown>) =>
      dataOf<{ list: Card[] }>(await consoleInject(t.app, consoleOrderSearch, input, finance)).list;

    expect((await search({ orderNo: order.orderNo })).map((o) => o.orderNo)).toEqual([order.orderNo]);
    const byPhone = await search({ mobile });
    expect(byPhone.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(byPhone[0]!.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect((await search({ mobile: mobile.slice(-4) })).map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await search({ orderNo: order.orderNo, status: 'paid' })).length).toBe(1);
    expect((await search({ orderNo: order.orderNo, status: 'refunded' })).length).toBe(0);
    expect((await search({ orderNo: order.orderNo, title: order.title.slice(0, 4) })).length).toBe(1);
    expect((await search({ orderNo: order.orderNo, title: '没有这门课%' })).length).toBe(0);
    const today = formatBeijingDate(new Date());
    expect((await search({ orderNo: order.orderNo, from: today, to: today })).length).toBe(1);
    expect((await search({ orderNo: order.orderNo, from: '2020-01-01', to: '2020-01-02' })).length).toBe(0);
    const backwards = await consoleInject(
      t.app,
      consoleOrderSearch,
      { from: '2026-02-02', to: '2026-02-01' },
      finance,
    );
    expect(envelopeOf(backwards)).toMatchObject({ code: 1001, msg: expect.stringContaining('开始日期') });
    const badDay = await consoleInject(t.app, consoleOrderSearch, { from: '2026-02-31' }, finance);
    expect(envelopeOf(badDay).code).toBe(1001);

    const operator = await sessionOf('operator');
    const asOperator = dataOf<{ list: Card[] }>(
      await consoleInject(t.app, consoleOrderSearch, { orderNo: order.orderNo }, operator),
    ).list;
    expect(asOperator[0]!.mobile).toBe(mobile);

    const detail = dataOf<{ order: { status: string }; events: { type: string; toStatus: string | null }[] }>(
      await consoleInject(t.app, consoleOrderDetail, { orderNo: order.orderNo }, finance),
    );
    expect(detail.order.status).toBe('paid');
    expect(detail.events.map((e) => e.toStatus)).toContain('paid');
    const missing = await consoleInject(t.app, consoleOrderDetail, { orderNo: 'NOPE123' }, finance);
    expect(envelopeOf(missing).code).toBe(1005);
  });

  it('an operator ships a goods order with carrier and tracking number; the learner’s logistics page shows it', async () => {
    const learner = await t.newCustomer();
    const address = await call(t.app, addressCreate, { token: learner.token, body: TEST_ADDRESS });
    const [item] = await db().select().from(goods).where(eq(goods.title, '硬笔书法控笔练字帖（全套 6 册）'));
    const answer = await call(t.app, submitOrderPay, {
      token: learner.token,
      body: { goodsId: item!.id, quantity: 1, addressId: (address.data as { id: number }).id, payType: 21 },
    });
    expect(answer.code).toBe(0);
    const { orderNo, action } = answer.data as { orderNo: string; action: { url: string } };
    const ship = (who: { token: string; csrf: string }, trackingNo = 'YT1234567890') =>
      consoleInject(t.app, consoleOrderShip, { orderNo, company: '圆通速递', trackingNo }, who);
    const operator = await sessionOf('operator');
    // not paid yet: nothing to ship
    expect(envelopeOf(await ship(operator)).code).toBe(1009);
    const paymentNo = new URL(action.url, 'http://x').searchParams.get('paymentNo')!;
    await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });

    expect(envelopeOf(await ship(await sessionOf('finance'))).code).toBe(ConsoleCode.forbidden);
    const badNo = await consoleInject(
      t.app,
      consoleOrderShip,
      { orderNo, company: '圆通速递', trackingNo: '单号?' },
      operator,
    );
    expect(envelopeOf(badNo)).toMatchObject({ code: 1001, msg: expect.stringContaining('运单号') });
    const [first, second] = await Promise.all([ship(operator), ship(operator, 'YT0000000000')]);
    const codes = [envelopeOf(first).code, envelopeOf(second).code].sort();
    expect(codes).toEqual([0, 1009]);

    const logistics = await call(t.app, retailLogistics, { token: learner.token, body: { orderNo } });
    expect(logistics.data).toMatchObject({ fulfilment: 'shipped', company: '圆通速递' });
    const shippedNo = (logistics.data as { no: string }).no;
    expect(['YT1234567890', 'YT0000000000']).toContain(shippedNo);
    expect((logistics.data as { traces: { description: string }[] }).traces[0]!.description).toContain(
      shippedNo,
    );
    const detail = dataOf<{ order: { logisticsNo: string }; events: { type: string }[] }>(
      await consoleInject(t.app, consoleOrderDetail, { orderNo }, operator),
    );
    expect(detail.order.logisticsNo).toBe(shippedNo);
    expect(detail.events.filter((e) => e.type === 'shipped')).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.targetId, orderNo)));
    expect(audits).toHaveLength(1);

    const { order: course } = await newCoursePayment(t);
    expect(
      envelopeOf(
        await consoleInject(
          t.app,
          consoleOrderShip,
          { orderNo: course.orderNo, company: '顺丰', trackingNo: 'SF12345678' },
          operator,
        ),
      ).code,
    ).toBe(1009);
  });

  it('finance alone approves or rejects a withdrawal in review, once; the queue shows it; audited', async () => {
    const fund = (customerId: number, cents: number) =>
      db().transaction((tx) =>
        postEntry(tx, {
          customerId,
          kind: 'reward',
          amountCents: cents,
          reason: 'test funds',
          entryKey: `test:console:${customerId}:${cents}:${Math.random()}`,
          now: new Date(),
        }),
      );
    const balanceOf = async (customerId: number) =>
      (await db().select().from(rewardBalances).where(eq(rewardBalances.customerId, customerId)))[0]
        ?.balanceCents ?? 0;
    const learner = await t.newCustomer({ nickname: '提现学员' });
    await fund(learner.customerId, 80_000);
    const ask = async () => {
      const asked = await call(t.app, inviteCashWithdraw, {
        token: learner.token,
        body: { amountCents: 30_000 },
      });
      expect(asked.data).toMatchObject({ withdrawal: { state: 'REVIEWING' } });
      return (asked.data as { withdrawal: { outBillNo: string } }).withdrawal.outBillNo;
    };
    const big = await ask();
    const finance = await sessionOf('finance');
    const queue = dataOf<{ list: { outBillNo: string; amountCents: number; nickname: string }[] }>(
      await consoleInject(t.app, consoleWithdrawalList, {}, finance),
    ).list;
    expect(queue).toContainEqual(
      expect.objectContaining({ outBillNo: big, amountCents: 30_000, nickname: '提现学员' }),
    );

    for (const role of ['admin', 'operator', 'teacher'] as const) {
      const refused = await consoleInject(
        t.app,
        consoleWithdrawalReview,
        { outBillNo: big, approve: true },
        await sessionOf(role),
      );
      expect(envelopeOf(refused).code, role).toBe(ConsoleCode.forbidden);
    }
    const approve = () =>
      consoleInject(t.app, consoleWithdrawalReview, { outBillNo: big, approve: true }, finance);
    const answers = await Promise.all([approve(), approve()]);
    for (const a of answers) expect(envelopeOf(a).code).toBe(0);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.outBillNo, big));
    expect(row!.state).toBe('WAIT_USER_CONFIRM');
    expect(await balanceOf(learner.customerId)).toBe(50_000);
    const approvals = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'withdrawal'), eq(auditLog.targetId, big)));
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ action: 'withdrawal.approve', staffId: finance.staffId });

    const second = await ask();
    expect(await balanceOf(learner.customerId)).toBe(20_000);
    const rejected = await consoleInject(
      t.app,
      consoleWithdrawalReview,
      { outBillNo: second, approve: false, reason: '风控核查' },
      finance,
    );
    expect(dataOf(rejected)).toEqual({ state: 'REJECTED' });
    expect(await balanceOf(learner.customerId)).toBe(50_000);
    const unknown = await consoleInject(
      t.app,
      consoleWithdrawalReview,
      { outBillNo: 'W000', approve: true },
      finance,
    );
    expect(envelopeOf(unknown).code).toBe(1005);
  });
});
