import { addressCreate, addressGet, addressUpdate } from '@course/contracts/goods-address';
import { prizeCheck, prizeRedeem } from '@course/contracts/goods-prizes';
import {
  goodsDetail,
  goodsList,
  retailConfirmReceipt,
  retailLogistics,
  retailModifyAddress,
} from '@course/contracts/goods-retail';
import { goodsReviewCreate, goodsReviewPending, goodsReviews } from '@course/contracts/goods-reviews';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goods, orders, prizeCodes } from '../../db/schema/index.ts';
import { DEMO_PRIZE_CODES } from '../../db/seed-goods.ts';
import { TEST_ADDRESS } from '../../test-support/fixtures.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

const ADDRESS = TEST_ADDRESS;

describeEachDatabase('goods pages', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const goodsByTitle = async (title: string, priceCents?: number) => {
    const rows = await t.database.db.select().from(goods).where(eq(goods.title, title));
    const row = rows.find((r) => priceCents === undefined || r.priceCents === priceCents);
    if (!row) throw new Error(`no goods ${title}`);
    return row;
  };

  async function learnerWithAddress() {
    const learner = await t.newCustomer({ nickname: '林小满' });
    const address = await call(t.app, addressCreate, { token: learner.token, body: ADDRESS });
    expect(address.code).toBe(0);
    return { ...learner, addressId: address.data.id };
  }

  async function paidGoodsOrder(token: string, goodsId: number, addressId: number) {
    const answer = await call(t.app, submitOrderPay, {
      token,
      body: { goodsId, quantity: 1, addressId, payType: 21 },
    });
    expect(answer.code).toBe(0);
    const url = (answer.data.action as { url: string }).url;
    const paymentNo = new URL(url, 'http://x').searchParams.get('paymentNo')!;
    await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });
    return answer.data.orderNo;
  }

  const ship = (orderNo: string) =>
    t.app.inject({ method: 'POST', url: `/sandbox/api/orders/${orderNo}/ship` });

  it('the goods page carries pictures, specs, the freight rule and whether the good is on sale', async () => {
    const cards = await goodsByTitle('记忆宫殿训练卡片套装');
    const detail = (await call(t.app, goodsDetail, { body: { goodsId: cards.id } })).data;
    expect(detail.images.length).toBe(3);
    expect(detail.images[0]).toMatch(/\/uploads\/goods\/memory-cards-0\.svg$/);
    expect(detail.detailImages.length).toBeGreaterThan(0);
    expect(detail).toMatchObject({ onSale: true, line: 'shop', specs: [], reviewCount: 3 });
    expect(detail.freight).toEqual({ freeFromCents: 9_900, baseCents: 800, remoteCents: 2_000 });

    const pens = await goodsByTitle('思维导图彩色白板笔', 2_990);
    const pensDetail = (await call(t.app, goodsDetail, { body: { goodsId: pens.id } })).data;
    expect(pensDetail.specs.map((s) => [s.name, s.priceCents])).toEqual([
      ['12 色装', 2_990],
      ['24 色装', 4_990],
    ]);

    const soldOut = await goodsByTitle('名师签名款学习笔记本（限量）');
    expect((await call(t.app, goodsDetail, { body: { goodsId: soldOut.id } })).data).toMatchObject({
      stock: 0,
      onSale: true,
    });
    const old = await goodsByTitle('记忆训练手册（旧版）');
    expect((await call(t.app, goodsDetail, { body: { goodsId: old.id } })).data.onSale).toBe(false);
    const prize = await goodsByTitle('学习之星定制保温杯');
    expect((await call(t.app, goodsDetail, { body: { goodsId: prize.id } })).data).toMatchObject({
      onSale: false,
      line: 'prize',
    });
    const zqt = await goodsByTitle('智趣堂儿童专注力训练教具');
    expect((await call(t.app, goodsDetail, { body: { goodsId: zqt.id } })).data.line).toBe('zqt');
    expect((await call(t.app, goodsDetail, { body: { goodsId: 999_999 } })).code).toBe(1005);

    // prizes and off-shelf goods stay out of the shop's list
    const shop = (await call(t.app, goodsList, { body: {} })).data.list.map((g) => g.title);
    expect(shop).not.toContain('学习之星定制保温杯');
    expect(shop).not.toContain('记忆训练手册（旧版）');
  });

  it('a review needs a received order, one per order, and shows masked in the list', async () => {
    const { token, addressId } = await learnerWithAddress();
    const copybook = await goodsByTitle('硬笔书法控笔练字帖（全套 6 册）');
    const orderNo = await paidGoodsOrder(token, copybook.id, addressId);
    const review = { orderNo, rating: 4, content: '字帖纸张很好，不洇墨。', images: [] };

    const early = await call(t.app, goodsReviewCreate, { token, body: review });
    expect(early).toMatchObject({ code: 1009, msg: '确认收货后才能评价' });
    await ship(orderNo);
    expect((await call(t.app, goodsReviewCreate, { token, body: review })).code).toBe(1009);
    expect((await call(t.app, retailConfirmReceipt, { token, body: { orderNo } })).data.fulfilment).toBe(
      'received',
    );
    const pending = await call(t.app, goodsReviewPending, { token, body: { goodsId: copybook.id } });
    expect(pending.data.list.map((o) => o.orderNo)).toEqual([orderNo]);

    const short = await call(t.app, goodsReviewCreate, { token, body: { ...review, content: '很好' } });
    expect(short.code).toBe(1001);
    expect(short.msg).toContain('评价内容至少5个字');
    const foreign = await call(t.app, goodsReviewCreate, {
      token,
      body: { ...review, images: ['https://evil.example/a.png'] },
    });
    expect(foreign.code).toBe(1001);
    const climbing = await call(t.app, goodsReviewCreate, {
      token,
      body: { ...review, images: ['/uploads/../sandbox/cashier'] },
    });
    expect(climbing.code).toBe(1001);

    // two submissions at once: exactly one review
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, goodsReviewCreate, {
          token,
          body: { ...review, images: ['/uploads/goods/copybook-set-1.svg'] },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1009).map((a) => a.msg)).toEqual([
      '该订单已评价',
      '该订单已评价',
    ]);
    expect(
      (await call(t.app, goodsReviewPending, { token, body: { goodsId: copybook.id } })).data.list,
    ).toEqual([]);

    const list = await call(t.app, goodsReviews, { body: { goodsId: copybook.id, page: 1, pageSize: 10 } });
    expect(list.data.list[0]).toMatchObject({
      nickname: '林**',
      rating: 4,
      content: review.content,
      images: ['/uploads/goods/copybook-set-1.svg'],
    });
    expect(list.data.total).toBe(4);

    // someone else's order cannot be reviewed
    const other = await t.newCustomer();
    expect((await call(t.app, goodsReviewCreate, { token: other.token, body: review })).code).toBe(1005);
  });

  it('the address of a paid order changes until it ships, then the change is refused', async () => {
    const { token, addressId } = await learnerWithAddress();
    const second = await call(t.app, addressCreate, {
      token,
      body: { ...ADDRESS, receiver: '赵六', detail: '莫干山路 8 号 2 单元' },
    });
    const cards = await goodsByTitle('记忆宫殿训练卡片套装');
    const orderNo = await paidGoodsOrder(token, cards.id, addressId);
    const moved = await call(t.app, retailModifyAddress, {
      token,
      body: { orderNo, addressId: second.data.id },
    });
    expect(moved.code).toBe(0);
    expect((await call(t.app, retailLogistics, { token, body: { orderNo } })).data.address?.receiver).toBe(
      '赵六',
    );
    await ship(orderNo);
    const refused = await call(t.app, retailModifyAddress, { token, body: { orderNo, addressId } });
    expect(refused).toMatchObject({ code: 1009, msg: '订单已发货，无法修改地址' });
    const logistics = await call(t.app, retailLogistics, { token, body: { orderNo } });
    expect(logistics.data).toMatchObject({ fulfilment: 'shipped', company: '顺丰速运' });
    expect(logistics.data.address?.receiver).toBe('赵六');
    expect(logistics.data.traces.length).toBeGreaterThanOrEqual(3);
  });

  it('address rules: readable refusals, one default, delete', async () => {
    const { token, addressId } = await learnerWithAddress();
    const badMobile = await call(t.app, addressCreate, { token, body: { ...ADDRESS, mobile: '2380013800' } });
    expect(badMobile.code).toBe(1001);
    expect(badMobile.msg).toContain('请输入正确的手机号');
    const shortDetail = await call(t.app, addressCreate, { token, body: { ...ADDRESS, detail: '文三路' } });
    expect(shortDetail.msg).toContain('请填写详细地址（5-120个字）');
    const longName = await call(t.app, addressCreate, {
      token,
      body: { ...ADDRESS, receiver: '名'.repeat(21) },
    });
    expect(longName.msg).toContain('请填写收货人');

    const second = await call(t.app, addressCreate, { token, body: { ...ADDRESS, receiver: '钱七' } });
    expect(second.data.isDefault).toBe(false);
    await Promise.all([
      call(t.app, addressUpdate, { token, body: { id: second.data.id, isDefault: true } }),
      call(t.app, addressUpdate, { token, body: { id: addressId, isDefault: true } }),
    ]);
    const book = await call(t.app, addressGet, { token });
    expect(book.data.list.filter((a) => a.isDefault)).toHaveLength(1);
    expect(book.data.list[0]!.isDefault).toBe(true);

    await call(t.app, addressUpdate, { token, body: { id: second.data.id, deleted: true } });
    expect((await call(t.app, addressGet, { token })).data.list.map((a) => a.id)).toEqual([addressId]);
  });

  it('an exchange code redeems once, even when several learners race for it', async () => {
    const mint = await t.app.inject({ method: 'POST', url: '/sandbox/api/prize-codes', payload: {} });
    const { code } = (mint.json() as { data: { code: string } }).data;
    const racers = await Promise.all([1, 2, 3, 4].map(() => learnerWithAddress()));

    const seen = await call(t.app, prizeCheck, {
      token: racers[0]!.token,
      body: { code: code.toLowerCase() },
    });
    expect(seen.data.goods.title).toBe('学习之星定制保温杯');
    const stockBefore = (await goodsByTitle('学习之星定制保温杯')).stock;

    const answers = await Promise.all(
      racers.map((r) => call(t.app, prizeRedeem, { token: r.token, body: { code, addressId: r.addressId } })),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1009).every((a) => a.msg === '兑换码已被使用')).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, won[0]!.data.orderNo));
    expect(order).toMatchObject({
      kind: 'gift',
      status: 'paid',
      payAmountCents: 0,
      fulfilment: 'awaiting_shipment',
    });
    expect((await goodsByTitle('学习之星定制保温杯')).stock).toBe(stockBefore - 1);
    const [row] = await t.database.db.select().from(prizeCodes).where(eq(prizeCodes.code, code));
    expect(row!.redeemedOrderId).toBe(order!.id);

    const winner = racers[answers.findIndex((a) => a.code === 0)]!;
    const again = await call(t.app, prizeRedeem, {
      token: winner.token,
      body: { code, addressId: winner.addressId },
    });
    expect(again).toMatchObject({ code: 1009, msg: '您已兑换过该奖品' });
    const loser = racers[answers.findIndex((a) => a.code !== 0)]!;
    expect((await call(t.app, prizeCheck, { token: loser.token, body: { code } })).msg).toBe(
      '兑换码已被使用',
    );
  });

  it('unknown, expired and malformed codes are refused readably; seeded codes work', async () => {
    const { token, addressId } = await learnerWithAddress();
    expect(await call(t.app, prizeCheck, { token, body: { code: 'NOPE0000NOPE' } })).toMatchObject({
      code: 1005,
      msg: '兑换码不存在',
    });
    const bad = await call(t.app, prizeCheck, { token, body: { code: '!!' } });
    expect(bad.code).toBe(1001);
    expect(bad.msg).toContain('兑换码格式不正确');
    const mint = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/prize-codes',
      payload: { expired: true },
    });
    const expired = (mint.json() as { data: { code: string } }).data.code;
    expect(await call(t.app, prizeRedeem, { token, body: { code: expired, addressId } })).toMatchObject({
      code: 1009,
      msg: '兑换码已过期',
    });
    const seeded = await call(t.app, prizeCheck, {
      token,
      body: { code: DEMO_PRIZE_CODES[3]!.replace(/(.{4})/g, '$1-') },
    });
    expect(seeded.code).toBe(0);
  });
});
