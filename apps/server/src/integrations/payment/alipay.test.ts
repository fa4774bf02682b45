import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipayProvider } from './alipay.ts';

/**
 * The Alipay adapter (official alipay-sdk) offline: keys made here, notifications signed the way the gateway
 * signs them, and a local fake gateway answering trade query and refund with signed answers.
 */

const pem = (k: { privateKey: string; publicKey: string }) => k;
const app = pem(
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }),
);
const gateway = pem(
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }),
);
const intruder = pem(
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }),
);
const APP_ID = '2021000000000001';

const rsa = (content: string, key: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

/** How the gateway signs an asynchronous notification: sorted fields without sign and sign_type. */
function signedNotification(fields: Record<string, string>, key = gateway.privateKey): string {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign: rsa(content, key) }).toString();
}

const notifyFields = {
  app_id: APP_ID,
  notify_id: '2026112200222103000071641001',
  notify_time: '2026-11-22 10:00:00',
  notify_type: 'trade_status_sync',
  out_trade_no: 'G202611221200001234561234',
  trade_no: '2026112222001400000000000001',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '118.00',
  subject: '记忆宫殿训练卡片套装',
  charset: 'utf-8',
  version: '1.0',
};

describe('Alipay adapter (alipay-sdk, local fake gateway)', () => {
  let server: Server;
  let gatewayUrl: string;
  const methods: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://x');
        const params = new URLSearchParams(url.search);
        for (const [k, v] of new URLSearchParams(body)) params.set(k, v);
        const method = params.get('method') ?? '';
        methods.push(method);
        const node =
          method === 'alipay.trade.query'
            ? {
                code: '10000',
                msg: 'Success',
                trade_status: 'TRADE_SUCCESS',
                trade_no: '2026112222001',
                total_amount: '118.00',
                out_trade_no: 'G1',
              }
            : {
                code: '10000',
                msg: 'Success',
                trade_no: '2026112222001',
                fund_change: 'Y',
                refund_fee: '118.00',
              };
        const key = `${method.replace(/\./g, '_')}_response`;
        const nodeText = JSON.stringify(node);
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(`{"${key}":${nodeText},"sign":"${rsa(nodeText, gateway.privateKey)}"}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    createAlipayProvider({
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: gateway.publicKey,
      gateway: gatewayUrl,
    });

  it('builds a signed wap-pay URL with amount in yuan and Huabei instalments', async () => {
    const action = await provider().createPayment({
      paymentNo: 'G202611221200001234561234',
      amountCents: 11_800,
      description: '记忆宫殿训练卡片套装',
      payType: 22,
      periods: 6,
      appId: '',
      openid: '',
      notifyUrl: 'https://example.com/course/api/v1/order/notify/alipay',
      returnUrl: 'https://example.com/alipayGoodsResult?orderNo=G1',
      quitUrl: 'https://example.com/order-detail?orderNo=G1',
      expiresAt: new Date('2026-11-22T04:30:00Z'),
    });
    expect(action.type).toBe('redirect');
    if (action.type !== 'redirect') return;
    const url = new URL(action.url);
    expect(url.origin + url.pathname).toBe(gatewayUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(params.app_id).toBe(APP_ID);
    expect(params.notify_url).toBe('https://example.com/course/api/v1/order/notify/alipay');
    expect(params.return_url).toBe('https://example.com/alipayGoodsResult?orderNo=G1');
    const biz = JSON.parse(params.biz_content!);
    expect(biz).toMatchObject({
      out_trade_no: 'G202611221200001234561234',
      total_amount: '118.00',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-22 12:30:00',
      extend_params: { hb_fq_num: '6', hb_fq_seller_percent: '0' },
    });
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content).verify(app.publicKey, sign!, 'base64')).toBe(true);
  });

  it('verifies a notification signed by the gateway and reads it in cents', async () => {
    const note = await provider().verifyNotification({
      headers: {},
      rawBody: signedNotification(notifyFields),
    });
    expect(note).toEqual({
      notifyId: '2026112200222103000071641001',
      paymentNo: 'G202611221200001234561234',
      providerTradeNo: '2026112222001400000000000001',
      amountCents: 11_800,
      success: true,
    });
    const waiting = signedNotification({ ...notifyFields, trade_status: 'WAIT_BUYER_PAY' });
    expect((await provider().verifyNotification({ headers: {}, rawBody: waiting })).success).toBe(false);
  });

  it.each([
    ['another key', () => signedNotification(notifyFields, intruder.privateKey), 'bad_signature'],
    [
      'a changed amount',
      () => signedNotification(notifyFields).replace('total_amount=118.00', 'total_amount=1.00'),
      'bad_signature',
    ],
    ['no sign', () => new URLSearchParams(notifyFields).toString(), 'bad_signature'],
    ['another app', () => signedNotification({ ...notifyFields, app_id: '2021999' }), 'malformed'],
  ])('rejects %s', async (_label, make, reason) => {
    await expect(provider().verifyNotification({ headers: {}, rawBody: make() })).rejects.toMatchObject({
      reason,
    });
  });

  it('queries and refunds through the gateway, checking its signature', async () => {
    expect(await provider().queryPayment('G1')).toEqual({
      paid: true,
      providerTradeNo: '2026112222001',
      amountCents: 11_800,
    });
    const refund = await provider().refund({
      paymentNo: 'G1',
      refundNo: 'R1',
      amountCents: 11_800,
      totalCents: 11_800,
      reason: '不想要了',
      notifyUrl: '',
    });
    expect(refund.accepted).toBe(true);
    expect(methods).toEqual(['alipay.trade.query', 'alipay.trade.refund']);
  });

  it('answers the gateway success or failure', () => {
    expect(provider().answer(true).body).toBe('success');
    expect(provider().answer(false).body).toBe('failure');
  });
});
