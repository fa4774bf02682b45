import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from '../../test-support/fake-http-server.ts';
import { TransferNotificationRejected, TransferUnavailable } from './port.ts';
import { createWechatTransferProvider } from './wechat-transfer.ts';

/**
 * The merchant transfer adapter against a local fake of the API, keys made here: the fake checks our request
 * signature with the merchant public key and signs its answers with the platform key.
 */

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const MCH_ID = '1900000109';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';

function signed(body: string, key = platform.privateKey) {
  const ts = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(8).toString('hex');
  return {
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(key, 'base64'),
    'wechatpay-serial': PLATFORM_SERIAL,
  };
}

function notification(bill: Record<string, unknown>) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('mch_payment'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(bill), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return JSON.stringify({
    id: 'EV-1',
    event_type: 'MCHTRANSFER.BILL.FINISHED',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: 'mch_payment',
      nonce,
    },
  });
}

describe('merchant transfer adapter (local fake API)', () => {
  let fake: FakeServer;
  let mode: 'ok' | 'down' | 'unsigned' = 'ok';
  const bills = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      const request = fake.requests.at(-1)!;
      const auth = String(request.headers.authorization ?? '');
      const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const valid = createVerify('RSA-SHA256')
        .update(`${req.method}\n${request.url}\n${f.timestamp}\n${f.nonce_str}\n${req.body}\n`)
        .verify(merchant.publicKey, f.signature ?? '', 'base64');
      const send = (status: number, value: unknown) => {
        const body = JSON.stringify(value);
        res.writeHead(status, {
          'content-type': 'application/json',
          ...(mode === 'unsigned' ? {} : signed(body)),
        });
        res.end(body);
      };
      if (mode === 'down') return send(503, { code: 'SYSTEM_ERROR', message: '系统繁忙' });
      if (!valid || f.mchid !== MCH_ID) return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (req.method === 'POST' && req.url.pathname === '/v3/fund-app/mch-transfer/transfer-bills') {
        const input = JSON.parse(req.body);
        const bill = bills.get(input.out_bill_no) ?? {
          out_bill_no: input.out_bill_no,
          transfer_bill_no: `TB${bills.size + 1}`,
          state: 'WAIT_USER_CONFIRM',
          package_info: `pkg-${input.out_bill_no}`,
          scene: input.transfer_scene_id,
          reports: input.transfer_scene_report_infos.length,
        };
        bills.set(input.out_bill_no, bill);
        return send(200, bill);
      }
      const m = req.url.pathname.match(/^\/v3\/fund-app\/mch-transfer\/transfer-bills\/out-bill-no\/(.+)$/);
      if (req.method === 'GET' && m) {
        const bill = bills.get(decodeURIComponent(m[1]!));
        return bill ? send(200, bill) : send(404, { code: 'NOT_FOUND', message: '记录不存在' });
      }
      return send(404, { code: 'NOT_FOUND', message: '' });
    });
  });
  afterAll(async () => fake?.close());

  const provider = () =>
    createWechatTransferProvider({
      mchId: MCH_ID,
      merchantSerialNo: 'MERCHANT_SERIAL',
      merchantPrivateKey: merchant.privateKey,
      apiV3Key: API_V3_KEY,
      platformPublicKey: platform.publicKey,
      platformSerialNo: PLATFORM_SERIAL,
      activityName: '邀请有礼',
      rewardDescription: '邀请好友奖励',
      baseUrl: fake.url,
    });
  const input = (outBillNo: string) => ({
    outBillNo,
    amountCents: 500,
    appId: 'wx1',
    openid: 'o1',
    remark: '邀请有礼奖励提现',
    notifyUrl: 'https://example.test/notify',
  });

  it('creates a bill (signed request, scene 1000 with its report lines) and queries it', async () => {
    mode = 'ok';
    const bill = await provider().createTransfer(input('W1'));
    expect(bill).toMatchObject({ outBillNo: 'W1', state: 'WAIT_USER_CONFIRM', packageInfo: 'pkg-W1' });
    expect(bills.get('W1')).toMatchObject({ scene: '1000', reports: 2 });
    expect(await provider().queryTransfer('W1')).toMatchObject({ state: 'WAIT_USER_CONFIRM' });
    expect(await provider().queryTransfer('W-unknown')).toBeNull();
  });

  it('a 503 or an unsigned answer is TransferUnavailable (the caller queries before retrying)', async () => {
    mode = 'down';
    await expect(provider().createTransfer(input('W2'))).rejects.toBeInstanceOf(TransferUnavailable);
    mode = 'unsigned';
    await expect(provider().queryTransfer('W1')).rejects.toBeInstanceOf(TransferUnavailable);
    mode = 'ok';
  });

  it('verifies a notification; refuses a forged signature and another merchant', async () => {
    const body = notification({
      mch_id: MCH_ID,
      out_bill_no: 'W1',
      transfer_bill_no: 'TB1',
      state: 'CANCELLED',
      transfer_amount: 500,
    });
    expect(await provider().verifyNotification({ headers: signed(body), rawBody: body })).toMatchObject({
      outBillNo: 'W1',
      state: 'CANCELLED',
      amountCents: 500,
    });
    await expect(
      provider().verifyNotification({ headers: signed(body, stranger.privateKey), rawBody: body }),
    ).rejects.toBeInstanceOf(TransferNotificationRejected);
    const other = notification({ mch_id: '1', out_bill_no: 'W1', state: 'SUCCESS', transfer_amount: 500 });
    await expect(
      provider().verifyNotification({ headers: signed(other), rawBody: other }),
    ).rejects.toBeInstanceOf(TransferNotificationRejected);
  });
});
