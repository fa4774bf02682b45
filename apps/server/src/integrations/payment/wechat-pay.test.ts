import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationRejected } from './port.ts';
import { createWechatPayProvider, decryptResource } from './wechat-pay.ts';

/**
 * The WeChat Pay v3 adapter against a local fake of the API: keys made here, the fake checks our request
 * signatures with the merchant public key and signs its answers with the platform key, like the real API.
 */

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const MCH_ID = '1900000109';
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A72';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';

type Seen = { method: string; url: string; authorization: string; body: string; signatureValid: boolean };

function platformSign(body: string, key = platform.privateKey, ts = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(key, 'base64');
  return {
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': PLATFORM_SERIAL,
  };
}

function encrypt(plaintext: string, associatedData = 'transaction') {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: 'transaction',
  };
}

function notificationBody(tx: Record<string, unknown>, eventType = 'TRANSACTION.SUCCESS') {
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-22T10:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: '支付成功',
    resource: encrypt(JSON.stringify(tx)),
  });
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

describe('WeChat Pay v3 adapter (local fake API)', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let answerWithWrongKey = false;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      const auth = req.headers.authorization ?? '';
      const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const signatureValid =
        auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
        fields.mchid === MCH_ID &&
        fields.serial_no === MERCHANT_SERIAL &&
        createVerify('RSA-SHA256')
          .update(`${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
          .verify(merchant.publicKey, fields.signature ?? '', 'base64');
      seen.push({ method: req.method!, url: req.url!, authorization: auth, body, signatureValid });
      let status = 200;
      let answer: unknown;
      if (!signatureValid) {
        status = 401;
        answer = { code: 'SIGN_ERROR', message: '签名错误' };
      } else if (req.url === '/v3/pay/transactions/jsapi') {
        answer = { prepay_id: 'wx201410272009395522657a690389285100' };
      } else if (req.url?.startsWith('/v3/pay/transactions/out-trade-no/NOPE')) {
        status = 404;
        answer = { code: 'ORDER_NOT_EXIST', message: '订单不存在' };
      } else if (req.url?.startsWith('/v3/pay/transactions/out-trade-no/')) {
        answer = {
          trade_state: 'SUCCESS',
          transaction_id: '4200000001',
          amount: { total: 9900, currency: 'CNY' },
        };
      } else if (req.url === '/v3/refund/domestic/refunds') {
        answer = { refund_id: '50000000382019052709732678859', status: 'PROCESSING' };
      } else {
        status = 404;
        answer = { code: 'NOT_FOUND', message: 'no' };
      }
      const text = JSON.stringify(answer);
      res.writeHead(status, {
        'content-type': 'application/json',
        ...platformSign(text, answerWithWrongKey ? otherPlatform.privateKey : platform.privateKey),
      });
      res.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    createWechatPayProvider({
      mchId: MCH_ID,
      merchantSerialNo: MERCHANT_SERIAL,
      merchantPrivateKey: merchant.privateKey,
      apiV3Key: API_V3_KEY,
      platformPublicKey: platform.publicKey,
      platformSerialNo: PLATFORM_SERIAL,
      isOurAppId: async (appId) => appId === 'wx8888888888888888',
      baseUrl,
    });

  it('creates a JSAPI order with a signed request and signs the sheet parameters', async () => {
    const action = await provider().createPayment({
      paymentNo: 'C202611221200001234561234',
      amountCents: 9900,
      description: '零基础硬笔书法',
      payType: 11,
      appId: 'wx8888888888888888',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      notifyUrl: 'https://example.com/course/api/v1/order/notify/wechat',
      returnUrl: 'https://example.com/orderSuccess',
      quitUrl: 'https://example.com/order',
      expiresAt: new Date('2026-11-22T12:30:00Z'),
    });
    const request = seen.at(-1)!;
    expect(request.signatureValid).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      appid: 'wx8888888888888888',
      mchid: MCH_ID,
      out_trade_no: 'C202611221200001234561234',
      amount: { total: 9900, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      time_expire: '2026-11-22T12:30:00+00:00',
    });
    expect(action.type).toBe('jsapi');
    if (action.type !== 'jsapi') return;
    const p = action.params;
    expect(p.package).toBe('prepay_id=wx201410272009395522657a690389285100');
    expect(p.signType).toBe('RSA');
    const ok = createVerify('RSA-SHA256')
      .update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`)
      .verify(merchant.publicKey, p.paySign, 'base64');
    expect(ok).toBe(true);
  });

  it('refuses an answer not signed by the platform', async () => {
    answerWithWrongKey = true;
    try {
      await expect(provider().queryPayment('C1')).rejects.toThrow(/not signed by the platform/);
    } finally {
      answerWithWrongKey = false;
    }
  });

  it('queries a payment and asks for a refund', async () => {
    expect(await provider().queryPayment('C202611221200001234561234')).toEqual({
      paid: true,
      providerTradeNo: '4200000001',
      amountCents: 9900,
    });
    expect(seen.at(-1)!.url).toBe(
      `/v3/pay/transactions/out-trade-no/C202611221200001234561234?mchid=${MCH_ID}`,
    );
    expect((await provider().queryPayment('NOPE')).paid).toBe(false);
    const refund = await provider().refund({
      paymentNo: 'C1',
      refundNo: 'R1',
      amountCents: 9900,
      totalCents: 9900,
      reason: '不想学了',
      notifyUrl: 'https://example.com/n',
    });
    expect(refund).toEqual({ accepted: true, providerRefundNo: '50000000382019052709732678859' });
  });

  const tx = {
    mchid: MCH_ID,
    appid: 'wx8888888888888888',
    out_trade_no: 'C202611221200001234561234',
    transaction_id: '4200000001',
    trade_state: 'SUCCESS',
    amount: { total: 9900, payer_total: 9900, currency: 'CNY' },
    success_time: '2026-11-22T10:00:00+08:00',
  };

  it('verifies and decrypts a notification', async () => {
    const rawBody = notificationBody(tx);
    const note = await provider().verifyNotification({ headers: platformSign(rawBody), rawBody });
    expect(note).toEqual({
      notifyId: 'EV-2018022511223320873',
      paymentNo: 'C202611221200001234561234',
      providerTradeNo: '4200000001',
      amountCents: 9900,
      success: true,
    });
    const closed = notificationBody({ ...tx, trade_state: 'CLOSED' }, 'TRANSACTION.CLOSED');
    expect(
      (await provider().verifyNotification({ headers: platformSign(closed), rawBody: closed })).success,
    ).toBe(false);
  });

  it.each([
    [
      'a tampered body',
      (b: string) => ({ headers: platformSign(b), rawBody: b.replace('"id":"EV', '"id":"XX') }),
      'bad_signature',
    ],
    [
      'another key',
      (b: string) => ({ headers: platformSign(b, otherPlatform.privateKey), rawBody: b }),
      'bad_signature',
    ],
    [
      'a stale timestamp',
      (b: string) => ({
        headers: platformSign(b, platform.privateKey, Math.floor(Date.now() / 1000) - 600),
        rawBody: b,
      }),
      'bad_signature',
    ],
    [
      'an unknown serial',
      (b: string) => ({ headers: { ...platformSign(b), 'wechatpay-serial': 'X' }, rawBody: b }),
      'bad_signature',
    ],
    ['no headers', (b: string) => ({ headers: {}, rawBody: b }), 'bad_signature'],
  ])('rejects %s', async (_label, make, reason) => {
    const request = make(notificationBody(tx));
    await expect(provider().verifyNotification(request)).rejects.toMatchObject({ reason });
    await expect(provider().verifyNotification(request)).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('rejects a notification for another account (appid) or without one', async () => {
    for (const appid of ['wx0000000000000000', '', undefined]) {
      const raw = notificationBody({ ...tx, appid });
      await expect(
        provider().verifyNotification({ headers: platformSign(raw), rawBody: raw }),
      ).rejects.toMatchObject({ reason: 'malformed' });
    }
  });

  it('rejects a resource encrypted with another key, and another merchant', async () => {
    const body = JSON.parse(notificationBody(tx));
    body.resource.ciphertext = Buffer.from(randomBytes(64)).toString('base64');
    const raw = JSON.stringify(body);
    await expect(
      provider().verifyNotification({ headers: platformSign(raw), rawBody: raw }),
    ).rejects.toMatchObject({ reason: 'bad_signature' });
    const other = notificationBody({ ...tx, mchid: '1' });
    await expect(
      provider().verifyNotification({ headers: platformSign(other), rawBody: other }),
    ).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('decrypts what AES-256-GCM encrypted', () => {
    const resource = encrypt('{"a":1}', 'x');
    expect(decryptResource(API_V3_KEY, resource)).toBe('{"a":1}');
  });
});
