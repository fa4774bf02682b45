// Over 300 lines: one suite of hostile amounts against every call that takes money.
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addressCreate } from '@course/contracts/goods-address';
import { prizeCheck, prizeRedeem } from '@course/contracts/goods-prizes';
import { formatPrice } from '@course/domain/price';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goods, goodsProfiles, orders, paymentAttempts, prizeCodes } from '../db/schema/index.ts';
import type { PaymentConfig } from '../env.ts';
import { mintPrizeCode } from '../services/goods/goods-prizes.ts';
import { TEST_ADDRESS } from '../test-support/fixtures.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { call, newCoursePayment, ownershipCount } from '../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';

/**
 * Money parsing (issue 13, item 7), on PGlite and PostgreSQL, through the real notification route with the live
 * adapters configured from key files the way production configures them:
 * - a validly signed Alipay notification pays only when total_amount is the canonical two-decimal text of the
 *   attempt's cents ('199.000001', '198.996', '1.99e2', ' 199.00', '+199.00', '199.0', '0199.00' … refused,
 *   answered 'failure' so the gateway retries, the order stays unpaid);
 * - a WeChat Pay v3 notification for our merchant but another account (appid) pays nothing;
 * - a learner holding many codes of one prize redeems it at most the prize's per-learner limit (default one),
 *   also when every code is redeemed at once.
 */

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const alipayApp = pemPair();
const alipayGateway = pemPair();
const wechatMerchant = pemPair();
const wechatPlatform = pemPair();
const ALIPAY_APP_ID = '2021000000000013';
const MCH_ID = '1900000113';
const API_V3_KEY = 'k'.repeat(32);
const PLATFORM_SERIAL = 'PUB_KEY_ID_SEC13';
const OUR_APPID = 'wx_sandbox_nbc_99';

function livePaymentConfig(): PaymentConfig {
  const dir = mkdtempSync(path.join(tmpdir(), 'course-h5-money-'));
  const file = (name: string, text: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, text);
    return full;
  };
  return {
    mode: 'live',
    sandboxKey: 'unused-in-live-mode',
    orderExpireMinutes: 30,
    wechat: {
      mchId: MCH_ID,
      serialNo: 'MERCHANT_SERIAL_SEC13',
      privateKeyFile: file('wechat-merchant.pem', wechatMerchant.privateKey),
      apiV3Key: API_V3_KEY,
      platformPublicKeyFile: file('wechat-platform.pem', wechatPlatform.publicKey),
      platformSerialNo: PLATFORM_SERIAL,
      baseUrl: 'http://127.0.0.1:9',
    },
    alipay: {
      appId: ALIPAY_APP_ID,
      privateKeyFile: file('alipay-app.pem', alipayApp.privateKey),
      publicKeyFile: file('alipay-gateway.pem', alipayGateway.publicKey),
      gateway: 'http://127.0.0.1:9/gateway.do',
    },
  };
}

/** A notification as the Alipay gateway signs it: RSA2 over the sorted fields (without sign, sign_type). */
function alipayNotification(fields: Record<string, string>): string {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(alipayGateway.privateKey, 'base64');
  return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
}

/** A WeChat Pay v3 notification: the transaction encrypted with the APIv3 key, signed by the platform. */
function wechatNotification(tx: Record<string, unknown>): { headers: Record<string, string>; body: string } {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(tx), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: `EV-${randomBytes(6).toString('hex')}`,
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: 'transaction',
      nonce,
      original_type: 'transaction',
    },
  });
  const ts = Math.floor(Date.now() / 1000);
  const headerNonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${ts}\n${headerNonce}\n${body}\n`)
    .sign(wechatPlatform.privateKey, 'base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': String(ts),
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': PLATFORM_SERIAL,
    },
  };
}

const ADDRESS = TEST_ADDRESS;

describeEachDatabase('security: money parsing', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const tally = hostileTally('money');
  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { payment: livePaymentConfig() });
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
    expect(tally.refused).toBe(tally.sent);
  });

  /** A course order paid by Alipay (payType 21): the order and its pending attempt. */
  async function alipayOrder() {
    const { customerId, course, order, attempt } = await newCoursePayment(t, 21);
    expect(attempt.provider).toBe('alipay');
    return { customerId, course, order, attempt };
  }

  const orderStatus = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  const deliverAlipay = (amount: string, paymentNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/course/api/v1/order/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: alipayNotification({
        app_id: ALIPAY_APP_ID,
        notify_id: `N${randomBytes(8).toString('hex')}`,
        notify_time: '2026-11-25 10:00:00',
        notify_type: 'trade_status_sync',
        out_trade_no: paymentNo,
        trade_no: `T${paymentNo}`,
        trade_status: 'TRADE_SUCCESS',
        total_amount: amount,
        charset: 'utf-8',
        version: '1.0',
      }),
    });

  it('an Alipay notification pays only with the canonical two-decimal amount of the order', async () => {
    const { customerId, course, order, attempt } = await alipayOrder();
    const cents = attempt.amountCents;
    const canonical = formatPrice(cents);
    const [yuan, fen] = canonical.split('.') as [string, string];
    // each is a number that rounds, or converts, to the order's cents
    const hostile = [
      `${canonical}0001`,
      `${formatPrice(cents - 1)}6`,
      `${Number(canonical) / 100}e2`,
      `${cents}e-2`,
      ` ${canonical}`,
      `${canonical} `,
      `+${canonical}`,
      `${yuan}.${fen.slice(0, 1)}`,
      `${canonical}0`,
      `0${canonical}`,
      `${yuan}.${fen}\n`,
      `${yuan},${fen}`,
      cents % 100 === 0 ? yuan : `${yuan}.${fen}.`,
      `0x${Number(yuan).toString(16)}.${fen}`,
      `${canonical}e0`,
    ];
    expect(new Set(hostile).size).toBe(hostile.length);
    for (const amount of hostile) {
      const answer = await deliverAlipay(amount, attempt.paymentNo);
      const refused = answer.statusCode === 200 && answer.body === 'failure';
      tally.record(refused && (await orderStatus(order.id)) === 'created');
      expect(answer.body, amount).toBe('failure');
      expect(await orderStatus(order.id), amount).toBe('created');
    }
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(0);

    const paid = await deliverAlipay(canonical, attempt.paymentNo);
    expect(paid.body).toBe('success');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await ownershipCount(t.database.db, customerId, course.id)).toBe(1);
  });

  it('a WeChat Pay notification must name our merchant and one of our accounts', async () => {
    const { order, attempt } = await alipayOrder();
    // the learner switched to the messaging app's pay: a pending WeChat attempt of the same amount
    const paymentNo = `W${attempt.paymentNo.slice(1)}`;
    await t.database.db.insert(paymentAttempts).values({
      paymentNo,
      orderId: order.id,
      provider: 'wechat',
      payType: 11,
      amountCents: attempt.amountCents,
    });
    const tx = (appid: string | undefined, mchid = MCH_ID) => ({
      mchid,
      ...(appid === undefined ? {} : { appid }),
      out_trade_no: paymentNo,
      transaction_id: `42${Date.now()}`,
      trade_state: 'SUCCESS',
      amount: { total: attempt.amountCents, payer_total: attempt.amountCents, currency: 'CNY' },
      success_time: new Date().toISOString(),
    });
    const deliver = (body: Record<string, unknown>) => {
      const n = wechatNotification(body);
      return t.app.inject({
        method: 'POST',
        url: '/course/api/v1/order/notify/wechat',
        headers: n.headers,
        payload: n.body,
      });
    };
    for (const body of [
      tx('wx_someone_else_0001'),
      tx(''),
      tx(undefined),
      tx(OUR_APPID.toUpperCase()),
      tx(OUR_APPID, '1900000999'),
    ]) {
      const answer = await deliver(body);
      tally.record(answer.statusCode === 400 && (await orderStatus(order.id)) === 'created');
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
      expect(await orderStatus(order.id)).toBe('created');
    }
    const ok = await deliver(tx(OUR_APPID));
    expect(ok.statusCode).toBe(204);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  // --- prize exchange codes --------------------------------------------------------------------------------

  const prizeGood = async () => {
    const [row] = await t.database.db
      .select({ id: goods.id, brand: goods.brand, stock: goods.stock })
      .from(goods)
      .where(eq(goods.title, '学习之星定制保温杯'));
    return row!;
  };

  async function learnerWithCodes(count: number) {
    const learner = await t.newCustomer({ nickname: '囤码的同学' });
    const address = await call(t.app, addressCreate, { token: learner.token, body: ADDRESS });
    expect(address.code).toBe(0);
    const prize = await prizeGood();
    const codes = await Promise.all(
      Array.from({ length: count }, () =>
        mintPrizeCode(t.database.db, {
          brand: prize.brand,
          goodsId: prize.id,
          source: '21 天打卡挑战',
          expiresAt: new Date(Date.now() + 86_400_000),
        }),
      ),
    );
    return { ...learner, addressId: address.data.id, codes };
  }

  const redeemAll = (learner: Awaited<ReturnType<typeof learnerWithCodes>>) =>
    Promise.all(
      learner.codes.map((code) =>
        call(t.app, prizeRedeem, { token: learner.token, body: { code, addressId: learner.addressId } }),
      ),
    );

  const redeemedBy = async (customerId: number) =>
    (await t.database.db.select().from(prizeCodes).where(eq(prizeCodes.redeemedBy, customerId))).length;

  it('20 different codes of one prize redeemed at once by one learner: exactly one order (the default)', async () => {
    const learner = await learnerWithCodes(20);
    const stockBefore = (await prizeGood()).stock;
    const answers = await redeemAll(learner);
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    const refusals = answers.filter((a) => a.code !== 0);
    for (const a of refusals) tally.record(a.code === 1009 && a.msg === '您已兑换过该奖品');
    expect(refusals.every((a) => a.code === 1009 && a.msg === '您已兑换过该奖品')).toBe(true);
    expect(await redeemedBy(learner.customerId)).toBe(1);
    expect((await prizeGood()).stock).toBe(stockBefore - 1);
    const gifts = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, learner.customerId), eq(orders.kind, 'gift')));
    expect(gifts).toHaveLength(1);

    // the codes left are still unused; checking one tells the learner why it cannot be redeemed
    const unused = (await t.database.db.select().from(prizeCodes).where(isNull(prizeCodes.redeemedAt)))
      .filter((c) => learner.codes.includes(c.code))
      .map((c) => c.code);
    expect(unused).toHaveLength(19);
    expect(await call(t.app, prizeCheck, { token: learner.token, body: { code: unused[0]! } })).toMatchObject(
      {
        code: 1009,
        msg: '您已兑换过该奖品',
      },
    );
    // another learner may still use a code this learner could not
    const other = await learnerWithCodes(0);
    const theirs = await call(t.app, prizeRedeem, {
      token: other.token,
      body: { code: unused[1]!, addressId: other.addressId },
    });
    expect(theirs.code).toBe(0);
  });

  it('the per-learner limit is a setting of the prize: with 3, ten codes at once give exactly three', async () => {
    const prize = await prizeGood();
    await t.database.db
      .update(goodsProfiles)
      .set({ prizeLimitPerLearner: 3 })
      .where(eq(goodsProfiles.goodsId, prize.id));
    try {
      const learner = await learnerWithCodes(10);
      const answers = await redeemAll(learner);
      const won = answers.filter((a) => a.code === 0);
      expect(won).toHaveLength(3);
      const refused = answers.filter((a) => a.code !== 0);
      for (const a of refused)
        tally.record(a.code === 1009 && a.msg === '该奖品每人限兑换 3 份，您已兑换 3 份');
      expect(refused.every((a) => a.msg === '该奖品每人限兑换 3 份，您已兑换 3 份')).toBe(true);
      expect(await redeemedBy(learner.customerId)).toBe(3);
      expect(new Set(won.map((a) => a.data.orderNo)).size).toBe(3);
    } finally {
      await t.database.db
        .update(goodsProfiles)
        .set({ prizeLimitPerLearner: 1 })
        .where(eq(goodsProfiles.goodsId, prize.id));
    }
  });
});
