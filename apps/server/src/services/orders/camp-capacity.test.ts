import { changeCampDate, chooseCampDate, submitOrderPay } from '@course/contracts/orders-checkout';
import { refundApply } from '@course/contracts/orders-user';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campMembers, camps, classes, orders } from '../../db/schema/index.ts';
import { call, courseByTitle, PRICIER_COURSE } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { CAMP_FULL_MESSAGE } from './camp-dates.ts';

/**
 * Start dates take class seats, on PGlite and PostgreSQL: a burst of choices never puts more learners in a camp
 * than its classes hold; a change moves the seat (one success when two changes race); a refund gives it back.
 */
describeEachDatabase('start dates respect class capacity', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let courseId: number;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    courseId = (await courseByTitle(t.database.db, PRICIER_COURSE)).id;
  });
  afterAll(async () => t?.close());

  async function newCamp(name: string, capacities: number[], daysAhead = 10) {
    const [camp] = await t.database.db
      .insert(camps)
      .values({ courseId, name, startsAt: new Date(Date.now() + daysAhead * 86_400_000) })
      .returning();
    await t.database.db
      .insert(classes)
      .values(capacities.map((capacity, i) => ({ campId: camp!.id, name: `${name} ${i + 1} 班`, capacity })));
    return camp!;
  }

  /** A learner with a paid order of the course (paid on the sandbox cashier). */
  async function paidLearner() {
    const { token, customerId } = await t.newCustomer();
    const answer = await call(t.app, submitOrderPay, { token, body: { courseId, payType: 21 } });
    expect(answer.code).toBe(0);
    const url = answer.data.action.type === 'redirect' ? answer.data.action.url : '';
    const paymentNo = new URL(url, 'http://x').searchParams.get('paymentNo')!;
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });
    expect(paid.json().code).toBe(0);
    return { token, customerId, orderNo: answer.data.orderNo };
  }

  const seats = async (campId: number) => {
    const rows = await t.database.db
      .select({ taken: classes.seatsTaken, capacity: classes.capacity })
      .from(classes)
      .where(eq(classes.campId, campId));
    return rows.reduce((sum, r) => sum + r.taken, 0);
  };
  const members = async (campId: number) =>
    (await t.database.db.select().from(campMembers).where(eq(campMembers.campId, campId))).length;

  it('a burst of twelve choices fills a five-seat camp exactly; the rest are told it is full', async () => {
    const camp = await newCamp('容量测试营', [3, 2]);
    const learners = await Promise.all(Array.from({ length: 12 }, () => paidLearner()));
    const answers = await Promise.all(
      learners.map((l) =>
        call(t.app, chooseCampDate, { token: l.token, body: { orderNo: l.orderNo, campId: camp.id } }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(7);
    for (const a of refused) expect(a).toMatchObject({ code: 1009, msg: CAMP_FULL_MESSAGE });
    expect(await seats(camp.id)).toBe(5);
    expect(await members(camp.id)).toBe(5);
    const chosen = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(
            orders.orderNo,
            learners.map((l) => l.orderNo),
          ),
          eq(orders.campId, camp.id),
        ),
      );
    expect(chosen).toHaveLength(5);
    const over = await t.database.db.execute(
      sql`select count(*)::int as n from classes where seats_taken > capacity`,
    );
    expect(Number((over.rows[0] as { n: number }).n)).toBe(0);
  });

  it('two changes racing: one wins, the seat moves once; a full camp refuses and nothing moves', async () => {
    const a = await newCamp('调课营 A', [10]);
    const b = await newCamp('调课营 B', [10], 17);
    const c = await newCamp('调课营 C', [10], 24);
    const full = await newCamp('调课营 满员', [1], 31);
    const learner = await paidLearner();
    expect(
      (
        await call(t.app, chooseCampDate, {
          token: learner.token,
          body: { orderNo: learner.orderNo, campId: a.id },
        })
      ).code,
    ).toBe(0);
    expect(await seats(a.id)).toBe(1);

    const [toB, toC] = await Promise.all([
      call(t.app, changeCampDate, { token: learner.token, body: { orderNo: learner.orderNo, campId: b.id } }),
      call(t.app, changeCampDate, { token: learner.token, body: { orderNo: learner.orderNo, campId: c.id } }),
    ]);
    // Both may succeed when the driver runs them one after the other (a change from B to C); when they truly
    // race, the loser's conditional update on the order matches nothing. Either way the seat moved with the order.
    const wins = [toB, toC].filter((x) => x.code === 0).length;
    expect(wins).toBeGreaterThanOrEqual(1);
    for (const x of [toB, toC]) if (x.code !== 0) expect(x.code).toBe(1009);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, learner.orderNo));
    expect(order!.campChanges).toBe(wins);
    const winner = order!.campId === b.id ? b : c;
    expect([b.id, c.id]).toContain(order!.campId);
    expect(await seats(a.id)).toBe(0);
    expect(await seats(winner.id)).toBe(1);
    expect(await seats(winner.id === b.id ? c.id : b.id)).toBe(0);
    expect((await members(a.id)) + (await members(b.id)) + (await members(c.id))).toBe(1);

    const other = await paidLearner();
    await call(t.app, chooseCampDate, {
      token: other.token,
      body: { orderNo: other.orderNo, campId: full.id },
    });
    expect(await seats(full.id)).toBe(1);
    const mover = await paidLearner();
    await call(t.app, chooseCampDate, { token: mover.token, body: { orderNo: mover.orderNo, campId: a.id } });
    const refused = await call(t.app, changeCampDate, {
      token: mover.token,
      body: { orderNo: mover.orderNo, campId: full.id },
    });
    expect(refused).toMatchObject({ code: 1009, msg: CAMP_FULL_MESSAGE });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.orderNo, mover.orderNo));
    expect(after).toMatchObject({ campId: a.id, campChanges: 0 });
    expect(await seats(a.id)).toBe(1);
    expect(await seats(full.id)).toBe(1);
  });

  it('a refunded order gives its class seat back', async () => {
    const camp = await newCamp('退款营', [5]);
    const learner = await paidLearner();
    await call(t.app, chooseCampDate, {
      token: learner.token,
      body: { orderNo: learner.orderNo, campId: camp.id },
    });
    expect(await seats(camp.id)).toBe(1);
    const refund = await call(t.app, refundApply, {
      token: learner.token,
      body: { orderNo: learner.orderNo, reason: '不想学了' },
    });
    expect(refund.code).toBe(0);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/refunds/${refund.data.refundNo}/approve`,
    });
    expect(approved.json().data.refunded).toBe(true);
    expect(await seats(camp.id)).toBe(0);
    expect(await members(camp.id)).toBe(0);
  });
});
