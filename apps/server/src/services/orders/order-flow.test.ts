// Over 300 lines: the order flow from checkout to refund in one suite, each case building on the seeded orders.

import { addressCreate, addressGet, addressUpdate } from '@course/contracts/goods-address';
import { giftClaim, giftList } from '@course/contracts/goods-gifts';
import {
  goodsDetail,
  goodsList,
  retailConfirmReceipt,
  retailLogistics,
  retailSettlement,
} from '@course/contracts/goods-retail';
import {
  changeCampDate,
  chooseCampDate,
  getOrderSelectedCampDateStatus,
  getPayConfig,
  isOrderIncludeCampDate,
  payResult,
  submitOrderPay,
  submitPackOrderPayBefore,
} from '@course/contracts/orders-checkout';
import { invoiceApply } from '@course/contracts/orders-invoice';
import { livePayResult, receiveCourse } from '@course/contracts/orders-receive';
import { refundApply, userOrderDetail, userOrderList } from '@course/contracts/orders-user';
import { resolvePayMethods } from '@course/domain/pay-methods';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { camps, classes, goods } from '../../db/schema/index.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  ownershipCount,
  PAID_COURSE,
  PRICIER_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

const ADDRESS = {
  receiver: '张三',
  mobile: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  detail: '体育西路 100 号 8 楼',
};

describeEachDatabase('buying through the sandbox', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const cashier = (paymentNo: string, decision: string) => cashierDecision(t, paymentNo, decision);

  it('pay config: cells by sort with instalment details; discovery keeps the spec rules', async () => {
    const answer = await call(t.app, getPayConfig, { body: { businessCode: 'course', orderPrice: 19_900 } });
    expect(answer.code).toBe(0);
    expect(answer.data.configState).toBe(1);
    const cells = answer.data.configList.configCells;
    expect(cells.map((c) => c.payType)).toEqual([11, 21, 22, 31, 15]);
    expect(
      cells.find((c) => c.payType === 22)!.hbPayResponse!.hbPeriodPayDetails.map((d) => d.periodNum),
    ).toEqual([3, 6, 12]);
    const outside = resolvePayMethods({
      configCells: cells,
      configState: answer.data.configState,
      insideMessagingApp: false,
      failed: false,
    });
    expect(outside.map((m) => m.selector)).toEqual([3, 5, 4]);
    const cheap = await call(t.app, getPayConfig, { body: { businessCode: 'course', orderPrice: 9_900 } });
    expect(cheap.data.configList.configCells.map((c) => c.payType)).not.toContain(22);
  });

  it('course: prepare, pay on the H5 cashier, result, ownership, list and detail', async () => {
    const { token, customerId } = await t.newCustomer({ mobile: '13800138001' });
    const course = await courseByTitle(t.database.db, PRICIER_COURSE);
    const before = await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: course.id } });
    expect(before.data).toMatchObject({
      canBuy: true,
      payAmountCents: course.priceCents,
      pendingOrderNo: null,
    });

    const paid = await call(t.app, submitOrderPay, {
      token,
      body: { courseId: course.id, payType: 22, periods: 6 },
    });
    expect(paid.code).toBe(0);
    expect(paid.data.action.type).toBe('redirect');
    const url = (paid.data.action as { url: string }).url;
    expect(url).toMatch(/^\/sandbox\/cashier\?paymentNo=/);
    const page = await t.app.inject({ url });
    expect(page.body).toContain('sandbox-pay-confirm');
    expect(page.body).toContain(`¥199.00`);

    // paying again before the cashier reuses the unpaid order
    const again = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    expect(again.data.orderNo).toBe(paid.data.orderNo);

    expect((await call(t.app, payResult, { token, body: { orderNo: paid.data.orderNo } })).data.paid).toBe(
      false,
    );
    const decision = await cashier(paymentNoOf(url), 'pay');
    expect(decision.data).toMatchObject({ state: 'SUCCESS', notifyStatus: 200 });
    expect(decision.data.returnUrl).toContain(`/orderSuccess?orderNo=${paid.data.orderNo}`);

    const result = await call(t.app, payResult, { token, body: { orderNo: paid.data.orderNo } });
    expect(result.data).toMatchObject({
      paid: true,
      status: 'paid',
      courseId: course.id,
      // the piano course has start dates (seeded periods): the result leads to curriculum-time
      needsCampChoice: true,
    });
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(1);
    expect(
      (await call(t.app, submitPackOrderPayBefore, { token, body: { courseId: course.id } })).data,
    ).toMatchObject({
      canBuy: false,
      alreadyOwned: true,
    });
    const refused = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    expect(refused).toMatchObject({ code: 2101, msg: '您已购买该课程，可直接去学习' });
    // the paid order itself cannot be paid again either
    const repaid = await call(t.app, submitOrderPay, {
      token,
      body: { orderNo: paid.data.orderNo, payType: 21 },
    });
    expect(repaid).toMatchObject({ code: 2102, msg: '订单已支付，请勿重复支付' });

    const list = await call(t.app, userOrderList, { token, body: { tab: 'paid', page: 1, pageSize: 10 } });
    expect(list.data.list.map((o) => o.orderNo)).toEqual([paid.data.orderNo]);
    expect(
      (await call(t.app, userOrderList, { token, body: { tab: 'unpaid', page: 1, pageSize: 10 } })).data
        .total,
    ).toBe(0);
    const detail = await call(t.app, userOrderDetail, { token, params: { id: paid.data.orderNo } });
    expect(detail.data.events.map((e) => e.type)).toEqual([
      'created',
      'pay_requested',
      'pay_requested',
      'paid',
      'course_granted',
    ]);
    // the first attempt (Huabei) is the one paid on the cashier
    expect(detail.data).toMatchObject({ canRefund: true, canInvoice: true, payType: 22 });
  });

  it('the messaging-app sheet: JSAPI parameters, cancel leaves it unpaid, pay then pays it', async () => {
    const { token, customerId } = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const paid = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 11 } });
    expect(paid.data.action.type).toBe('jsapi');
    const params = (paid.data.action as { params: { package: string; appId: string } }).params;
    expect(params.appId).toBe('wx_sandbox_nbc_99');
    const paymentNo = params.package.replace('prepay_id=sandbox_', '');
    expect((await t.app.inject({ url: '/sandbox/wx-bridge.js' })).body).toContain('getBrandWCPayRequest');

    expect((await cashier(paymentNo, 'cancel')).data).toMatchObject({ state: 'CLOSED', notifyStatus: null });
    expect((await call(t.app, payResult, { token, body: { orderNo: paid.data.orderNo } })).data.paid).toBe(
      false,
    );

    const retry = await call(t.app, submitOrderPay, {
      token,
      body: { orderNo: paid.data.orderNo, payType: 11 },
    });
    const retryNo = (retry.data.action as { params: { package: string } }).params.package.replace(
      'prepay_id=sandbox_',
      '',
    );
    expect((await cashier(retryNo, 'fail')).data).toMatchObject({ state: 'PAYERROR', notifyStatus: 200 });
    expect((await call(t.app, payResult, { token, body: { orderNo: paid.data.orderNo } })).data.paid).toBe(
      false,
    );

    const third = await call(t.app, submitOrderPay, {
      token,
      body: { orderNo: paid.data.orderNo, payType: 11 },
    });
    const thirdNo = (third.data.action as { params: { package: string } }).params.package.replace(
      'prepay_id=sandbox_',
      '',
    );
    await cashier(thirdNo, 'pay');
    await cashier(thirdNo, 'redeliver');
    expect((await call(t.app, payResult, { token, body: { orderNo: paid.data.orderNo } })).data.paid).toBe(
      true,
    );
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(1);

    // the calligraphy course comes with a gift to claim
    const gifts = await call(t.app, giftList, { token });
    expect(gifts.data.list).toHaveLength(1);
    const address = await call(t.app, addressCreate, { token, body: ADDRESS });
    const claim = await call(t.app, giftClaim, {
      token,
      body: { giftId: gifts.data.list[0]!.giftId, addressId: address.data.id },
    });
    expect(claim.data.orderNo).toMatch(/^F/);
    expect(
      (
        await call(t.app, giftClaim, {
          token,
          body: { giftId: gifts.data.list[0]!.giftId, addressId: address.data.id },
        })
      ).code,
    ).toBe(1009);

    // live/payResult of putin
    const live = await call(t.app, livePayResult, { token, params: { id: paid.data.orderNo } });
    expect(live.data).toMatchObject({ paid: true, courseId: course.id });
  });

  it('physical goods: address, settlement with freight, pay, ship, logistics, receipt; stock is taken once', async () => {
    const { token } = await t.newCustomer();
    const list = await call(t.app, goodsList, { body: {} });
    const card = list.data.list.find((g) => g.title.startsWith('记忆宫殿'))!;
    expect((await call(t.app, goodsDetail, { body: { goodsId: card.goodsId } })).data.reviewCount).toBe(3);
    const address = await call(t.app, addressCreate, { token, body: ADDRESS });
    expect(address.data.isDefault).toBe(true);
    const second = await call(t.app, addressCreate, {
      token,
      body: { ...ADDRESS, province: '新疆维吾尔自治区', isDefault: true },
    });
    const book = await call(t.app, addressGet, { token });
    expect(book.data.defaultId).toBe(second.data.id);

    const remote = await call(t.app, retailSettlement, {
      token,
      body: { goodsId: card.goodsId, quantity: 1 },
    });
    expect(remote.data).toMatchObject({
      goodsAmountCents: 5_900,
      freightCents: 2_000,
      payAmountCents: 7_900,
    });
    await call(t.app, addressUpdate, { token, body: { id: second.data.id, deleted: true } });
    const settle = await call(t.app, retailSettlement, {
      token,
      body: { goodsId: card.goodsId, quantity: 2, addressId: address.data.id },
    });
    expect(settle.data).toMatchObject({ goodsAmountCents: 11_800, freightCents: 0, payAmountCents: 11_800 });

    const [stockBefore] = await t.database.db.select().from(goods).where(eq(goods.id, card.goodsId));
    const paid = await call(t.app, submitOrderPay, {
      token,
      body: {
        goodsId: card.goodsId,
        quantity: 2,
        addressId: address.data.id,
        payType: 31,
        returnPath: '/alipayGoodsResult',
      },
    });
    expect(paid.data.orderNo).toMatch(/^G/);
    const decision = await cashier(paymentNoOf((paid.data.action as { url: string }).url), 'pay');
    expect(decision.data.returnUrl).toMatch(/\/alipayGoodsResult\?orderNo=G\d+$/);
    const [stockAfter] = await t.database.db.select().from(goods).where(eq(goods.id, card.goodsId));
    expect(stockAfter!.stock).toBe(stockBefore!.stock - 2);

    const detail = await call(t.app, userOrderDetail, { token, params: { id: paid.data.orderNo } });
    expect(detail.data).toMatchObject({
      status: 'paid',
      fulfilment: 'awaiting_shipment',
      canModifyAddress: true,
    });
    expect(detail.data.address?.receiver).toBe('张三');
    await t.app.inject({ method: 'POST', url: `/sandbox/api/orders/${paid.data.orderNo}/ship` });
    const logistics = await call(t.app, retailLogistics, { token, body: { orderNo: paid.data.orderNo } });
    expect(logistics.data.company).toBe('顺丰速运');
    expect(logistics.data.traces.length).toBe(3);
    expect(
      (await call(t.app, retailConfirmReceipt, { token, body: { orderNo: paid.data.orderNo } })).data
        .fulfilment,
    ).toBe('received');
  });

  it('refund: apply, one open request, approve refunds and takes the course back', async () => {
    const { token, customerId } = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const paid = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    await cashier(paymentNoOf((paid.data.action as { url: string }).url), 'pay');
    const invoice = await call(t.app, invoiceApply, {
      token,
      body: { orderNo: paid.data.orderNo, titleType: 'personal', title: '张三', email: 'a@example.com' },
    });
    expect(invoice.data.status).toBe('issued');
    const file = await t.app.inject({ url: invoice.data.downloadUrl! });
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ url: invoice.data.downloadUrl!.replace(/k=\w+/, 'k=x') })).statusCode).toBe(
      404,
    );

    const refund = await call(t.app, refundApply, {
      token,
      body: { orderNo: paid.data.orderNo, reason: '不想学了' },
    });
    expect(refund.data.status).toBe('requested');
    expect(
      (await call(t.app, refundApply, { token, body: { orderNo: paid.data.orderNo, reason: '不想学了' } }))
        .code,
    ).toBe(1009);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/refunds/${refund.data.refundNo}/approve`,
    });
    expect(approve.json().data.refunded).toBe(true);
    const detail = await call(t.app, userOrderDetail, { token, params: { id: paid.data.orderNo } });
    expect(detail.data.status).toBe('refunded');
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(0);
    expect(
      (await call(t.app, userOrderList, { token, body: { tab: 'refund', page: 1, pageSize: 10 } })).data
        .total,
    ).toBe(1);
  });

  it('start date: choose once, change within the limit; free course received as a paid zero order', async () => {
    const { token } = await t.newCustomer();
    const memory = await courseByTitle(t.database.db, '21天超级记忆力训练营');
    const received = await call(t.app, receiveCourse, { token, body: { courseId: memory.id } });
    expect(received.data.alreadyOwned).toBe(false);
    const include = await call(t.app, isOrderIncludeCampDate, {
      token,
      params: { id: received.data.orderNo },
    });
    expect(include.data.include).toBe(true);
    expect(
      (await call(t.app, payResult, { token, body: { orderNo: received.data.orderNo } })).data
        .needsCampChoice,
    ).toBe(true);
    const [second] = await t.database.db
      .insert(camps)
      .values({ courseId: memory.id, name: '第二期', startsAt: new Date(Date.now() + 20 * 86_400_000) })
      .returning();
    await t.database.db.insert(classes).values({ campId: second!.id, name: '第二期 1 班', capacity: 100 });
    const first = include.data.camps[0]!;
    const chosen = await call(t.app, chooseCampDate, {
      token,
      body: { orderNo: received.data.orderNo, campId: first.campId },
    });
    expect(chosen.data.camp.campId).toBe(first.campId);
    const status = await call(t.app, getOrderSelectedCampDateStatus, {
      token,
      params: { id: received.data.orderNo },
    });
    expect(status.data).toMatchObject({ chosen: true, canChange: true, changesLeft: 2 });
    const changed = await call(t.app, changeCampDate, {
      token,
      body: { orderNo: received.data.orderNo, campId: second!.id },
    });
    expect(changed.data.camp.campId).toBe(second!.id);
    expect(
      (await call(t.app, receiveCourse, { token, body: { courseId: memory.id } })).data.alreadyOwned,
    ).toBe(true);
  });
});
