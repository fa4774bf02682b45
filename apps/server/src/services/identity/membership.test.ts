import { courseDetail } from '@course/contracts/catalogue-course';
import { memberCenter } from '@course/contracts/identity-member';
import { getSectionData } from '@course/contracts/learning-section';
import { submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goods, goodsOwnerships, orders, sections } from '../../db/schema/index.ts';
import { DEMO_GOODS } from '../../db/seed-commerce.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  PRICIER_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

const MEMBER_COURSE = '会员专享：高效学习方法 6 讲';

/**
 * Issue 18, item 4: a membership bought as a virtual good gives the member price (on the detail page, the
 * checkout and the order the server creates) and opens the member-only courses; a lapsed one loses both.
 */
describeEachDatabase('membership rights (issue 18)', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;

  async function buyMembership(token: string) {
    const [vip] = await db().select().from(goods).where(eq(goods.title, '年度学习会员')).limit(1);
    const started = await call(t.app, submitOrderPay, { token, body: { goodsId: vip!.id, payType: 21 } });
    expect(started.code, started.msg).toBe(0);
    await cashierDecision(t, paymentNoOf((started.data.action as { url: string }).url), 'pay');
    return vip!;
  }

  async function lapse(customerId: number) {
    await db()
      .update(goodsOwnerships)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(goodsOwnerships.customerId, customerId));
  }

  const firstPaidSection = async (courseId: number) =>
    (
      await db()
        .select()
        .from(sections)
        .where(and(eq(sections.courseId, courseId), eq(sections.isTrial, false)))
        .limit(1)
    )[0]!;

  it('a non-member sees a member-only course without a price to pay and cannot buy it (2651)', async () => {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(db(), MEMBER_COURSE);
    const detail = await call(t.app, courseDetail, { token, body: { courseId: course.id } });
    expect(detail.data).toMatchObject({ memberOnly: true, ownership: { isPay: false, source: null } });
    const before = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: course.id } });
    expect(before.data).toMatchObject({ canBuy: false, reason: '会员专享课程，开通会员后即可学习' });
    const pay = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    expect(pay).toMatchObject({ code: ResponseCode.memberOnly, msg: '会员专享课程，开通会员后即可学习' });
    const section = await firstPaidSection(course.id);
    const locked = await call(t.app, getSectionData, { token, body: { sectionId: section.id } });
    expect(locked.code).not.toBe(0);
    const center = await call(t.app, memberCenter, { token, body: {} });
    expect(center.data).toMatchObject({ isMember: false, expiresAt: null, lapsedAt: null });
    expect(center.data.plan).toMatchObject({ title: '年度学习会员', coursePricePercent: 80, validDays: 365 });
    expect(center.data.memberCourses.map((c) => c.title)).toContain(MEMBER_COURSE);
    // each right once, and only the two the server applies (catalogue/membership.ts, pricing.ts)
    expect(center.data.rights.map((r) => r.key)).toEqual(['member-price', 'member-courses']);
    expect(center.data.rights.map((r) => r.title)).toEqual(['购课8折', '会员专享课']);
  });

  it('the seeded membership promises only what membership applies: the member price and the member-only courses', () => {
    const plans = DEMO_GOODS.filter((g) => g.profile?.type === 'membership');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const percent = plan.profile!.coursePricePercent;
      const priceWords = percent ? `${percent / 10} 折` : null;
      const lines = [plan.subtitle, plan.detail, ...plan.profile!.benefits];
      for (const line of lines) {
        // every clause is the member price (at the plan's own percent), the member-only courses, or its validity
        for (const clause of line
          .split(/[+，。、；（）]/)
          .map((c) => c.trim())
          .filter(Boolean)) {
          const applied =
            (priceWords !== null && clause.includes(priceWords)) ||
            clause.includes('会员专享课') ||
            /有效期|立即生效|不叠加|取更低价/.test(clause);
          expect(applied, `${plan.title}: 「${clause}」 is not applied by the server`).toBe(true);
        }
      }
      expect(new Set(plan.profile!.benefits).size).toBe(plan.profile!.benefits.length);
    }
  });

  it('a member opens member-only courses and pays the member price; the order is charged it', async () => {
    const { token, customerId } = await t.newCustomer();
    await buyMembership(token);
    const center = await call(t.app, memberCenter, { token, body: {} });
    expect(center.data.isMember).toBe(true);
    expect(center.data.memberCourses.find((c) => c.title === MEMBER_COURSE)?.opened).toBe(true);
    const expires = new Date(center.data.expiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 365 * 86_400_000))).toBeLessThan(600_000);

    const course = await courseByTitle(db(), MEMBER_COURSE);
    const detail = await call(t.app, courseDetail, { token, body: { courseId: course.id } });
    expect(detail.data).toMatchObject({ memberOnly: true, ownership: { isPay: true, source: 'member' } });
    const section = await firstPaidSection(course.id);
    const open = await call(t.app, getSectionData, { token, body: { sectionId: section.id } });
    expect(open.code, open.msg).toBe(0);
    const again = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    expect(again.code).toBe(ResponseCode.alreadyOwned);

    const piano = await courseByTitle(db(), PRICIER_COURSE);
    const memberPrice = Math.floor((piano.priceCents * 80 + 50) / 100);
    const pianoDetail = await call(t.app, courseDetail, { token, body: { courseId: piano.id } });
    expect(pianoDetail.data.price).toMatchObject({ unitPriceCents: memberPrice, label: '会员价' });
    const started = await call(t.app, submitOrderPay, { token, body: { courseId: piano.id, payType: 21 } });
    expect(started.data.payAmountCents).toBe(memberPrice);
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, started.data.orderNo));
    expect(order).toMatchObject({ customerId, payAmountCents: memberPrice });
    expect(Number.isInteger(order!.payAmountCents)).toBe(true);
  });

  it('a lapsed membership loses both rights: list price again, the member-only course closes', async () => {
    const { token, customerId } = await t.newCustomer();
    await buyMembership(token);
    await lapse(customerId);
    const center = await call(t.app, memberCenter, { token, body: {} });
    expect(center.data).toMatchObject({ isMember: false, since: null });
    expect(center.data.lapsedAt).not.toBeNull();
    expect(center.data.memberCourses.every((c) => !c.opened)).toBe(true);

    const course = await courseByTitle(db(), MEMBER_COURSE);
    const detail = await call(t.app, courseDetail, { token, body: { courseId: course.id } });
    expect(detail.data.ownership).toEqual({ isPay: false, source: null });
    const section = await firstPaidSection(course.id);
    expect((await call(t.app, getSectionData, { token, body: { sectionId: section.id } })).code).not.toBe(0);

    const piano = await courseByTitle(db(), PRICIER_COURSE);
    const before = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: piano.id } });
    expect(before.data).toMatchObject({ unitPriceCents: piano.priceCents, priceLabel: null });
  });
});
