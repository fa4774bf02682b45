import { smsSendNew } from '@course/contracts/identity-sms';
import { complaintSave } from '@course/contracts/landing-complaint';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { ResponseCode } from '@course/domain/response-codes';
import { SMS_IP_HOURLY_LIMIT, SmsText } from '@course/domain/sms-rules';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../cache/key-value-store.ts';
import { smsCodes } from '../db/schema/index.ts';
import type { AppConfig } from '../env.ts';
import type { CreatePaymentInput } from '../integrations/payment/port.ts';
import { paymentProviders } from '../integrations/payment/providers.ts';
import { createSandboxProvider } from '../integrations/payment/sandbox.ts';
import type { SmsPort } from '../integrations/sms/port.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { awayFromBoundary } from '../test-support/limit-check.ts';
import { courseByTitle, PAID_COURSE } from '../test-support/order-helpers.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-database.ts';

/**
 * Issue 13, item 3: no client-set address or host is believed. X-Forwarded-For counts only from a configured
 * proxy (TRUST_PROXY, empty by default), and no absolute URL the server builds or stores takes its host from
 * Host or X-Forwarded-Host when PUBLIC_BASE_URL is set, nor from X-Forwarded-* ever.
 */

const tally = hostileTally('proxy trust');
afterAll(() => tally.report());

const EVIL = 'evil.example';
const CLIENT = '198.51.100.7';
const PROXY = '203.0.113.5';
let mobileCounter = 0;
const freshMobile = () =>
  `136${String(process.pid % 10000).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`;

/**
 * A new learner asks for an SMS code from `remoteAddress` with the given headers: the answer, and the client
 * address the server stored with the code (undefined when no code was stored).
 */
async function sendSmsFrom(t: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const { token } = await t.newCustomer();
  const mobile = freshMobile();
  const answer = envelopeOf(
    await callInject(t.app, smsSendNew, { token, body: { mobile, scene: 'new' }, remoteAddress, headers }),
  );
  const [row] = await t.database.db
    .select({ clientIp: smsCodes.clientIp })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return { answer, clientIp: row?.clientIp };
}

/** The sandbox payment provider, with every createPayment input kept (what a real provider would be sent). */
function recordingPayments() {
  const sandbox = createSandboxProvider({ key: 'sandbox-pay-key-not-secret', kv: createMemoryStore() });
  const sent: CreatePaymentInput[] = [];
  const provider = {
    ...sandbox,
    async createPayment(input: CreatePaymentInput) {
      sent.push(input);
      return sandbox.createPayment(input);
    },
  };
  return { payments: paymentProviders([provider], 'sandbox'), sent };
}

describeEachDatabase('client addresses (no TRUST_PROXY)', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const sms: SmsPort = { kind: 'sandbox', async send() {} };
  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { smsPort: sms });
    expect(t.app.config.trustProxy).toEqual([]);
  });
  afterAll(async () => t?.close());

  it('40 SMS sends with 40 forged X-Forwarded-For are limited as one client', async () => {
    const answers: number[] = [];
    await awayFromBoundary(3_600_000);
    for (let i = 0; i < 40; i++) {
      const { answer, clientIp } = await sendSmsFrom(t, CLIENT, {
        'x-forwarded-for': `10.${i}.0.1`,
        'x-real-ip': `10.${i}.0.2`,
      });
      answers.push(answer.code);
      if (answer.code === 0) {
        // Sent within the limit: the forged address was still not believed.
        tally.record(clientIp === CLIENT);
        expect(clientIp).toBe(CLIENT);
      } else {
        tally.record(answer.code === ResponseCode.tooManyRequests);
        expect(answer).toMatchObject({ code: ResponseCode.tooManyRequests, msg: SmsText.ipLimit });
      }
    }
    expect(answers.filter((c) => c === 0)).toHaveLength(SMS_IP_HOURLY_LIMIT);
    expect(answers.slice(SMS_IP_HOURLY_LIMIT).every((c) => c === ResponseCode.tooManyRequests)).toBe(true);
  });

  it('the per-address complaint limit holds against forged X-Forwarded-For', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await callInject(t.app, complaintSave, {
        body: { reasonCode: 'other', content: `第 ${i} 条投诉` },
        remoteAddress: '198.51.100.99',
        headers: { 'x-forwarded-for': `172.16.${i}.1` },
      });
      codes.push(envelopeOf(res).code);
    }
    expect(codes.slice(0, 10).every((c) => c === 0)).toBe(true);
    for (const code of codes.slice(10)) {
      tally.record(code === ResponseCode.tooManyRequests);
      expect(code).toBe(ResponseCode.tooManyRequests);
    }
  });
});

describe('a configured proxy', () => {
  let t: TestApp;
  const sms: SmsPort = { kind: 'sandbox', async send() {} };
  beforeAll(async () => {
    const database = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(database.database, { smsPort: sms, trustProxy: [PROXY] });
    const close = t.close;
    t.close = async () => {
      await close();
      await database.drop();
    };
  });
  afterAll(async () => t?.close());

  const sendFrom = async (remoteAddress: string, forwardedFor: string) => {
    const { answer, clientIp } = await sendSmsFrom(t, remoteAddress, { 'x-forwarded-for': forwardedFor });
    expect(answer.code).toBe(0);
    return clientIp;
  };

  it('is believed about the client address; any other sender is not', async () => {
    expect(await sendFrom(PROXY, '192.0.2.10')).toBe('192.0.2.10');
    // A client in front of the proxy cannot add a hop of its own: the proxy appends, the last untrusted wins.
    expect(await sendFrom(PROXY, '10.9.9.9, 192.0.2.11')).toBe('192.0.2.11');
    const spoofed = await sendFrom('192.0.2.50', '10.1.1.1');
    tally.record(spoofed === '192.0.2.50');
    expect(spoofed).toBe('192.0.2.50');
  });
});

describe.each([
  { name: 'dev/test without PUBLIC_BASE_URL', config: {} as Partial<AppConfig>, origin: /^http:\/\/[^/]+$/ },
  {
    name: 'PUBLIC_BASE_URL set, request through a trusted proxy',
    config: { publicBaseUrl: 'https://h5.example.com', trustProxy: ['127.0.0.1'] } as Partial<AppConfig>,
    origin: /^https:\/\/h5\.example\.com$/,
  },
])('absolute URLs ($name)', ({ config, origin }) => {
  let t: TestApp;
  const recorder = recordingPayments();
  beforeAll(async () => {
    const database = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(database.database, { ...config, payments: recorder.payments });
    const close = t.close;
    t.close = async () => {
      await close();
      await database.drop();
    };
  });
  afterAll(async () => t?.close());

  it('never take X-Forwarded-Host: evil.example (nor Host, when PUBLIC_BASE_URL is set)', async () => {
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const forged: Record<string, string>[] = [
      { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': `${EVIL}:443`, forwarded: `host=${EVIL};proto=https` },
      ...(config.publicBaseUrl ? [{ host: EVIL, 'x-forwarded-host': EVIL }] : []),
    ];
    for (const headers of forged) {
      const { token } = await t.newCustomer();
      const before = recorder.sent.length;
      const res = await callInject(t.app, submitOrderPay, {
        token,
        body: { courseId: course.id, payType: 21 },
        headers,
        remoteAddress: '127.0.0.1',
      });
      const answer = envelopeOf(res);
      expect(answer.code).toBe(0);
      const sent = recorder.sent.slice(before);
      expect(sent).toHaveLength(1);
      const urls = [sent[0]!.notifyUrl, sent[0]!.returnUrl, sent[0]!.quitUrl];
      // What the cashier keeps and later sends the payer back to.
      const paymentNo = new URL(
        (answer.data as { action: { url: string } }).action.url,
        'http://x',
      ).searchParams.get('paymentNo')!;
      const record = await recorder.payments.sandbox!.record(paymentNo);
      urls.push(record!.returnUrl, record!.quitUrl, record!.notifyUrl);
      const clean = !JSON.stringify({ urls, answer }).includes(EVIL);
      tally.record(clean);
      expect(JSON.stringify({ urls, answer })).not.toContain(EVIL);
      for (const url of urls) expect(new URL(url).origin).toMatch(origin);
    }
  });
});
