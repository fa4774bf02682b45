import { courseDetail, courseExtend } from '@course/contracts/catalogue-course';
import { addressCreate } from '@course/contracts/goods-address';
import { retailSettlement } from '@course/contracts/goods-retail';
import { submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { invoiceApply, invoiceOrderList } from '@course/contracts/orders-invoice';
import { refundApply, userOrderDetail } from '@course/contracts/orders-user';
import { COURSE_REFUND_NOTICE, REFUND_RULES } from '@course/domain/refund-rule';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goods, learnRecords, orders, sections } from '../../db/schema/index.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  PAID_COURSE,
  PRICIER_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { resolveItem } from './order-items.ts';
import { createOrder } from './orders.ts';

/**
 * Issue 21 on the server: one price rule for the detail page, the checkout and the order (limited-time offer,
 * member price, no stacking), checkout lines that add up, refusals to buy or pay again what is owned or paid,
 * the refund offer rule shared by the order page and applyRefund, and the invoice list of 我的 → 发票.
 */
describeEachDatabase('checkout rules (issue 21)', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const cashier = (url: string, decision: string) => cashierDecision(t, paymentNoOf(url), decision);
  /** Starts paying on the sandbox H5 cashier and confirms: the order is paid. */
  async function buy(token: string, body: Record<string, number>) {
    const started = await call(t.app, submitOrderPay, { token, body: { ...body, payType: 21 } });
    expect(started.code, started.msg).toBe(0);
    await cashier((started.data.action as { url: string }).url, 'pay');
    return started.data;
  }
  const goodsByTitle = async (title: string) =>
    (await db().select().from(goods).where(eq(goods.title, title)).limit(1))[0]!;

  it('the detail page, the checkout and the order charge the same offer price; the lines add up', async () => {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(db(), PAID_COURSE);
    const detail = await call(t.app, courseDetail, { token, body: { courseId: course.id } });
    expect(detail.data.price).toMatchObject({
      unitPriceCents: 6_900,
      struckPriceCents: course.priceCents,
      label: '限时优惠',
      source: 'offer',
    });
    expect(detail.data.price.offerEndsAt).toBe(detail.data.course.offer!.endsAt);

    const before = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: course.id } });
    expect(before.data).toMatchObject({
      unitPriceCents: 6_900,
      originalPriceCents: 9_900,
      priceLabel: '限时优惠',
      goodsAmountCents: 9_900,
      discountCents: 3_000,
      freightCents: 0,
      payAmountCents: 6_900,
    });
    const started = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    expect(started.data.payAmountCents).toBe(6_900);
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, started.data.orderNo));
    expect(row).toMatchObject({ goodsAmountCents: 9_900, discountCents: 3_000, payAmountCents: 6_900 });
  });

  it('a member pays the member price (8 折) where it beats the list price, never stacked on the offer', async () => {
    const { token } = await t.newCustomer();
    const vip = await goodsByTitle('年度学习会员');
    await buy(token, { goodsId: vip.id });
    const piano = await courseByTitle(db(), PRICIER_COURSE);
    const member = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: piano.id } });
    expect(member.data).toMatchObject({
      unitPriceCents: Math.round(piano.priceCents * 0.8),
      priceLabel: '会员价',
      discountCents: piano.priceCents - Math.round(piano.priceCents * 0.8),
    });
    const detail = await call(t.app, courseDetail, { token, body: { courseId: piano.id } });
    expect(detail.data.price.unitPriceCents).toBe(member.data.unitPriceCents);
    // the calligraphy offer (69.00) is below its member price (79.20): the offer, alone
    const calligraphy = await courseByTitle(db(), PAID_COURSE);
    const offer = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: calligraphy.id } });
    expect(offer.data).toMatchObject({ unitPriceCents: 6_900, priceLabel: '限时优惠', discountCents: 3_000 });
    // a visitor sees no member price
    expect(
      (await call(t.app, courseDetail, { body: { courseId: piano.id } })).data.price.unitPriceCents,
    ).toBe(piano.priceCents);
  });

  it('goods that ship: freight from the default address, the rule in words, and 合计 = 商品金额 − 优惠 + 运费', async () => {
    const { token } = await t.newCustomer();
    const cards = await goodsByTitle('记忆宫殿训练卡片套装');
    const none = await call(t.app, submitPackOrderPayBefore, { token, body: { goodsId: cards.id } });
    expect(none.data.freightRule).toBe('满¥99.00包邮，不满收¥8.00（偏远地区¥20.00）');
    await call(t.app, addressCreate, {
      token,
      body: {
        receiver: '张三',
        mobile: '13800138000',
        province: '新疆维吾尔自治区',
        city: '乌鲁木齐市',
        district: '天山区',
        detail: '人民路 1 号',
        isDefault: true,
      },
    });
    const settled = await call(t.app, retailSettlement, { token, body: { goodsId: cards.id, quantity: 1 } });
    expect(settled.data.address?.province).toBe('新疆维吾尔自治区');
    const { goodsAmountCents, discountCents, freightCents, payAmountCents } = settled.data;
    expect(freightCents).toBe(cards.priceCents >= 9_900 ? 0 : 2_000);
    expect(goodsAmountCents - discountCents + freightCents).toBe(payAmountCents);
  });

  it('an owned course or e-book cannot be bought again, and a paid order cannot be paid again', async () => {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(db(), PAID_COURSE);
    const paid = await buy(token, { courseId: course.id });
    expect(
      await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } }),
    ).toMatchObject({
      code: 2101,
    });
    expect(
      await call(t.app, submitOrderPay, { token, body: { orderNo: paid.orderNo, payType: 11 } }),
    ).toMatchObject({ code: 2102, msg: '订单已支付，请勿重复支付' });
    const ebook = (await db().select().from(goods).where(eq(goods.kind, 'virtual'))).find(
      (g) => g.title !== '年度学习会员',
    )!;
    await buy(token, { goodsId: ebook.id });
    const again = await call(t.app, submitPackOrderPayBefore, { token, body: { goodsId: ebook.id } });
    expect(again.data).toMatchObject({ canBuy: false, alreadyOwned: true });
    expect(
      await call(t.app, submitOrderPay, { token, body: { goodsId: ebook.id, payType: 21 } }),
    ).toMatchObject({
      code: 2101,
    });
  });

  it('two orders raced for one course: the second payment grants nothing and is flagged for refund', async () => {
    const { token, customerId } = await t.newCustomer();
    const course = await courseByTitle(db(), PRICIER_COURSE);
    const item = await resolveItem(db(), customerId, 'nbc', { courseId: course.id });
    const make = () =>
      createOrder(db(), { customerId, brand: 'nbc', item, now: new Date(), expireMinutes: 30 });
    const [a, b] = [await make(), await make()];
    for (const o of [a, b]) {
      const started = await call(t.app, submitOrderPay, { token, body: { orderNo: o.orderNo, payType: 21 } });
      expect(started.code).toBe(0);
      await cashier((started.data.action as { url: string }).url, 'pay');
    }
    const rows = await db().select().from(orders).where(eq(orders.customerId, customerId));
    const byNo = new Map(rows.map((r) => [r.orderNo, r]));
    expect(byNo.get(a.orderNo)).toMatchObject({ status: 'paid', needsRefund: false });
    expect(byNo.get(b.orderNo)).toMatchObject({ status: 'paid', needsRefund: true });
  });

  it('refunds follow one rule: offered with its text while allowed, refused with the reason otherwise', async () => {
    const { token, customerId } = await t.newCustomer();
    const course = await courseByTitle(db(), PRICIER_COURSE);
    const { orderNo } = await buy(token, { courseId: course.id });
    const open = await call(t.app, userOrderDetail, { token, params: { id: orderNo } });
    expect(open.data).toMatchObject({
      canRefund: true,
      refundRule: REFUND_RULES.course,
      refundBlockedReason: null,
    });

    // learning more than 10 % closes the offer, on the page and on the server
    const all = await db().select({ id: sections.id }).from(sections).where(eq(sections.courseId, course.id));
    await db()
      .insert(learnRecords)
      .values(
        all
          .slice(0, Math.ceil(all.length * 0.5))
          .map((s) => ({ customerId, courseId: course.id, sectionId: s.id, isLearned: true })),
      );
    const closed = await call(t.app, userOrderDetail, { token, params: { id: orderNo } });
    expect(closed.data).toMatchObject({
      canRefund: false,
      refundBlockedReason: '学习进度已超过 10%，不支持退款',
    });
    expect(await call(t.app, refundApply, { token, body: { orderNo, reason: '不想学了' } })).toMatchObject({
      code: 1009,
      msg: '学习进度已超过 10%，不支持退款',
    });
    await db()
      .delete(learnRecords)
      .where(and(eq(learnRecords.customerId, customerId)));
    expect((await call(t.app, refundApply, { token, body: { orderNo, reason: '不想学了' } })).code).toBe(0);

    // the detail page states the same rule
    const extend = await call(t.app, courseExtend, { body: { courseId: course.id } });
    expect(extend.data.notice).toBe(COURSE_REFUND_NOTICE);
  });

  it('我的 → 发票 lists paid orders with their invoice state, newest first, and leaves unpaid and free ones out', async () => {
    const { token } = await t.newCustomer();
    const piano = await courseByTitle(db(), PRICIER_COURSE);
    const calligraphy = await courseByTitle(db(), PAID_COURSE);
    const first = await buy(token, { courseId: piano.id });
    const second = await buy(token, { courseId: calligraphy.id });
    const cards = await goodsByTitle('记忆宫殿训练卡片套装');
    await call(t.app, submitOrderPay, { token, body: { goodsId: cards.id, payType: 21 } }); // left unpaid
    const issued = await call(t.app, invoiceApply, {
      token,
      body: { orderNo: first.orderNo, titleType: 'personal', title: '张三', email: 'a@b.cn' },
    });
    expect(issued.code).toBe(0);
    await call(t.app, refundApply, { token, body: { orderNo: second.orderNo, reason: '不想学了' } });
    const list = await call(t.app, invoiceOrderList, { token, body: { page: 1, pageSize: 10 } });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((o) => [o.orderNo, o.invoiceState])).toEqual([
      [second.orderNo, 'refunding'],
      [first.orderNo, 'issued'],
    ]);
    expect(list.data.list[1]!.invoiceNo).toBe(issued.data.invoiceNo);
    expect((await call(t.app, invoiceOrderList, { body: { page: 1, pageSize: 10 } })).code).toBe(3);
  });
});
