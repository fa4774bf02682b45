import { refundAgreement } from '@course/contracts/legal-refund-agreement';
import { payResult, submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { collectCreate, collectInfo, collectPay, virtualGoodsDetail } from '@course/contracts/orders-pay';
import { refundApply, userOrderCancel } from '@course/contracts/orders-user';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  courseOwnerships,
  coursePackageItems,
  coursePackages,
  goodsOwnerships,
  orderEvents,
  orders,
} from '../../db/schema/index.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  ownershipCount,
  PAID_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { signCollectToken } from './collect.ts';

/**
 * Payment hand-offs on PGlite and PostgreSQL: collect links (代付) pay the owner's order exactly once and refuse
 * forged, expired, closed and paid cases readably; virtual goods are granted on payment (memberships renew);
 * packages grant every course; the refund agreement comes per brand.
 */
describeEachDatabase('payment hand-offs', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const cashier = (paymentNo: string, decision: string) => cashierDecision(t, paymentNo, decision);

  /** An unpaid course order of a new learner (the sandbox cashier is opened and left). */
  async function unpaidOrder(mobile = '13800138123') {
    const owner = await t.newCustomer({ mobile, nickname: '王小明' });
    const course = await courseByTitle(db(), PAID_COURSE);
    const started = await call(t.app, submitOrderPay, {
      token: owner.token,
      body: { courseId: course.id, payType: 21 },
    });
    expect(started.code).toBe(0);
    return { owner, course, orderNo: started.data.orderNo };
  }

  it('a friend pays the owner’s order through the collect link; the owner gets the course', async () => {
    const { owner, course, orderNo } = await unpaidOrder();
    const link = await call(t.app, collectCreate, { token: owner.token, body: { orderNo } });
    expect(link.code).toBe(0);
    expect(link.data.token.startsWith(`${orderNo}.`)).toBe(true);

    const friend = await t.newCustomer({ mobile: '13900139000' });
    const info = await call(t.app, collectInfo, { token: friend.token, body: { token: link.data.token } });
    expect(info.data).toMatchObject({
      orderNo,
      state: 'payable',
      message: null,
      buyerName: '王**',
      buyerMobile: '138****8123',
      // the seeded 限时优惠 of the calligraphy course (69.00) is what the order charges (issue 21)
      payAmountCents: 6_900,
      isOwner: false,
    });

    const paid = await call(t.app, collectPay, {
      token: friend.token,
      body: { token: link.data.token, payType: 21 },
    });
    expect(paid.code).toBe(0);
    expect(paid.data.orderNo).toBe(orderNo);
    const url = (paid.data.action as { url: string }).url;
    const decision = await cashier(paymentNoOf(url), 'pay');
    expect(decision.data.returnUrl).toContain('/AliPayCollect?collectToken=');

    expect((await call(t.app, payResult, { token: owner.token, body: { orderNo } })).data.paid).toBe(true);
    expect(await ownershipCount(db(), owner.customerId, course.id)).toBe(1);
    expect(await ownershipCount(db(), friend.customerId, course.id)).toBe(0);
    const events = await db()
      .select({ type: orderEvents.type, detail: orderEvents.detail })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(eq(orders.orderNo, orderNo));
    expect(events.find((e) => e.type === 'collect_pay_requested')?.detail).toMatchObject({
      payerCustomerId: friend.customerId,
    });

    const after = await call(t.app, collectInfo, { token: friend.token, body: { token: link.data.token } });
    expect(after.data).toMatchObject({ state: 'paid', message: '该订单已支付，无需代付' });
    const again = await call(t.app, collectPay, {
      token: friend.token,
      body: { token: link.data.token, payType: 21 },
    });
    expect(again).toMatchObject({ code: 1009, msg: '该订单已支付，无需代付' });
  });

  it('two friends paying at once: the order is paid once, the second payment is flagged for refund', async () => {
    const { owner, course, orderNo } = await unpaidOrder('13800138124');
    const link = await call(t.app, collectCreate, { token: owner.token, body: { orderNo } });
    const friends = await Promise.all([t.newCustomer(), t.newCustomer()]);
    const starts = await Promise.all(
      friends.map((f) =>
        call(t.app, collectPay, { token: f.token, body: { token: link.data.token, payType: 21 } }),
      ),
    );
    expect(starts.map((s) => s.code)).toEqual([0, 0]);
    await Promise.all(starts.map((s) => cashier(paymentNoOf((s.data.action as { url: string }).url), 'pay')));
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order).toMatchObject({ status: 'paid', needsRefund: true });
    const paidEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'paid')));
    expect(paidEvents).toHaveLength(1);
    expect(await ownershipCount(db(), owner.customerId, course.id)).toBe(1);
  });

  it('refuses forged, expired, closed and foreign links readably', async () => {
    const { owner, orderNo } = await unpaidOrder('13800138125');
    const friend = await t.newCustomer();
    const link = await call(t.app, collectCreate, { token: owner.token, body: { orderNo } });

    const forged = `${link.data.token.slice(0, -4)}AAAA`;
    expect(await call(t.app, collectInfo, { token: friend.token, body: { token: forged } })).toMatchObject({
      code: 1001,
      msg: '代付链接无效，请让好友重新分享',
    });
    // the expiry is signed: moving it forward breaks the signature
    const [no, , sig] = link.data.token.split('.');
    const extended = `${no}.${(Date.now() + 9e8).toString(36)}.${sig}`;
    expect((await call(t.app, collectInfo, { token: friend.token, body: { token: extended } })).code).toBe(
      1001,
    );

    const expired = signCollectToken(t.app.config.keys.collectToken, orderNo, new Date(Date.now() - 1000));
    const expiredInfo = await call(t.app, collectInfo, { token: friend.token, body: { token: expired } });
    expect(expiredInfo.data).toMatchObject({
      state: 'expired',
      message: '代付链接已过期，请联系好友重新分享',
    });
    expect(
      await call(t.app, collectPay, { token: friend.token, body: { token: expired, payType: 21 } }),
    ).toMatchObject({ code: 1009, msg: '代付链接已过期，请联系好友重新分享' });

    // only the owner makes a link for an order
    expect((await call(t.app, collectCreate, { token: friend.token, body: { orderNo } })).code).toBe(1005);

    await call(t.app, userOrderCancel, { token: owner.token, body: { orderNo } });
    expect(
      (await call(t.app, collectInfo, { token: friend.token, body: { token: link.data.token } })).data,
    ).toMatchObject({ state: 'closed', message: '订单已关闭，无法代付' });
    expect(
      await call(t.app, collectPay, { token: friend.token, body: { token: link.data.token, payType: 22 } }),
    ).toMatchObject({ code: 1009, msg: '订单已关闭，无法代付' });
    expect(await call(t.app, collectCreate, { token: owner.token, body: { orderNo } })).toMatchObject({
      code: 1009,
      msg: '订单已关闭，无法代付',
    });
  });

  it('a virtual good: no address or freight, owned on payment; a membership renews from its end', async () => {
    const { token, customerId } = await t.newCustomer({ mobile: '13800138126' });
    const vip = await call(t.app, virtualGoodsDetail, { token, body: { type: 'membership' } });
    expect(vip.data).toMatchObject({ kind: 'virtual', type: 'membership', validDays: 365, owned: null });
    expect(vip.data.benefits.length).toBeGreaterThan(0);

    const prepare = await call(t.app, submitPackOrderPayBefore, {
      token,
      body: { goodsId: vip.data.goodsId },
    });
    expect(prepare.data).toMatchObject({ needsAddress: false, freightCents: 0, canBuy: true });

    const buy = async () => {
      const started = await call(t.app, submitOrderPay, {
        token,
        body: { goodsId: vip.data.goodsId, payType: 21 },
      });
      expect(started.code).toBe(0);
      await cashier(paymentNoOf((started.data.action as { url: string }).url), 'pay');
      return started.data.orderNo;
    };
    const first = await buy();
    // the result page learns it was the membership (so it leads to 会员中心); an e-book is not
    expect((await call(t.app, payResult, { token, body: { orderNo: first } })).data).toMatchObject({
      paid: true,
      kind: 'goods',
      membership: true,
    });
    const owned = await call(t.app, virtualGoodsDetail, { token, body: { goodsId: vip.data.goodsId } });
    const end = new Date(owned.data.owned!.expiresAt!).getTime();
    expect(Math.abs(end - (Date.now() + 365 * 86_400_000))).toBeLessThan(60_000);
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, first));
    expect(order!.fulfilment).toBe('received');

    await buy();
    const renewed = await call(t.app, virtualGoodsDetail, { token, body: { goodsId: vip.data.goodsId } });
    expect(new Date(renewed.data.owned!.expiresAt!).getTime() - end).toBeGreaterThan(364 * 86_400_000);
    const grants = await db()
      .select()
      .from(goodsOwnerships)
      .where(eq(goodsOwnerships.customerId, customerId));
    expect(grants).toHaveLength(2);

    const ebook = await call(t.app, virtualGoodsDetail, { token, body: { type: 'ebook' } });
    expect(ebook.data).toMatchObject({ type: 'ebook', validDays: null });
    const ebookOrder = await call(t.app, submitOrderPay, {
      token,
      body: { goodsId: ebook.data.goodsId, payType: 21 },
    });
    expect(
      (await call(t.app, payResult, { token, body: { orderNo: ebookOrder.data.orderNo } })).data,
    ).toMatchObject({ kind: 'goods', membership: false });
  });

  it('virtual goods refunds follow the agreement: no e-book refund, a membership only within 24 hours', async () => {
    const { token } = await t.newCustomer({ mobile: '13800138129' });
    const pay = async (type: 'ebook' | 'membership') => {
      const good = await call(t.app, virtualGoodsDetail, { token, body: { type } });
      const started = await call(t.app, submitOrderPay, {
        token,
        body: { goodsId: good.data.goodsId, payType: 21 },
      });
      await cashier(paymentNoOf((started.data.action as { url: string }).url), 'pay');
      return started.data.orderNo;
    };
    const refund = (orderNo: string) =>
      call(t.app, refundApply, { token, body: { orderNo, reason: '不想要了' } });

    const ebook = await pay('ebook');
    expect(await refund(ebook)).toMatchObject({ code: 1009, msg: '电子书、资料包开通后不支持退款' });

    const late = await pay('membership');
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.orderNo, late));
    expect(await refund(late)).toMatchObject({ code: 1009, msg: '会员开通已超过 24 小时，不支持退款' });
    const [untouched] = await db().select().from(orders).where(eq(orders.orderNo, late));
    expect(untouched!.status).toBe('paid');

    const fresh = await pay('membership');
    expect((await refund(fresh)).code).toBe(0);
  });

  it('a package: checked with submitPackOrderPayBefore, paid, every course granted, refund takes them back', async () => {
    const { token, customerId } = await t.newCustomer({ mobile: '13800138127' });
    const [pack] = await db().select().from(coursePackages).limit(1);
    const items = await db()
      .select()
      .from(coursePackageItems)
      .where(eq(coursePackageItems.packageId, pack!.id));
    const before = await call(t.app, submitPackOrderPayBefore, { token, body: { packageId: pack!.id } });
    expect(before.data).toMatchObject({ kind: 'package', canBuy: true, payAmountCents: pack!.priceCents });
    const started = await call(t.app, submitOrderPay, { token, body: { packageId: pack!.id, payType: 21 } });
    expect(started.data.orderNo).toMatch(/^C\d+/);
    await cashier(paymentNoOf((started.data.action as { url: string }).url), 'pay');
    const owned = await db()
      .select()
      .from(courseOwnerships)
      .where(eq(courseOwnerships.customerId, customerId));
    expect(owned.map((o) => o.courseId).sort()).toEqual(items.map((i) => i.courseId).sort());
    expect(
      (await call(t.app, submitPackOrderPayBefore, { token, body: { packageId: pack!.id } })).data,
    ).toMatchObject({ canBuy: false, reason: '您已拥有套餐内全部课程' });

    const refund = await call(t.app, refundApply, {
      token,
      body: { orderNo: started.data.orderNo, reason: '不想学了' },
    });
    await t.app.inject({ method: 'POST', url: `/sandbox/api/refunds/${refund.data.refundNo}/approve` });
    expect(
      await db().select().from(courseOwnerships).where(eq(courseOwnerships.customerId, customerId)),
    ).toHaveLength(0);
  });

  it('the refund agreement per brand, with the learner’s own order when opened from one', async () => {
    const plain = await call(t.app, refundAgreement, { body: {} });
    expect(plain.data.title).toBe('能力培训学堂退款协议');
    expect(plain.data.sections.length).toBeGreaterThan(3);
    expect(plain.data.order).toBeNull();
    const jz = await call(t.app, refundAgreement, { body: { productCode: 'jz' } as never });
    expect(jz.data.title).toBe('匠知课堂退款协议');

    const { owner, orderNo } = await unpaidOrder('13800138128');
    const linked = await call(t.app, refundAgreement, { token: owner.token, body: { orderNo } });
    expect(linked.data.order).toMatchObject({ orderNo, status: 'created' });
    const stranger = await t.newCustomer();
    expect((await call(t.app, refundAgreement, { token: stranger.token, body: { orderNo } })).code).toBe(
      1005,
    );
  });
});
