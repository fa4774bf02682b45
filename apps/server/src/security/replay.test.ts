import { buildPath } from '@course/contracts/define-call';
import { addressCreate, addressGet } from '@course/contracts/goods-address';
import { configureJson } from '@course/contracts/landing-configure';
import { reportSectionBrowseLog } from '@course/contracts/learning-browse';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { ResponseCode } from '@course/domain/response-codes';
import { nextRequestTimestamp, parsePathPrefix, SIGN_TIMESTAMP_WINDOW_MS } from '@course/domain/sign';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../db/schema/index.ts';
import { validPayload } from '../test-support/contract-fuzz.ts';
import { TEST_ADDRESS } from '../test-support/fixtures.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { redisForSuite, testRedisStore } from '../test-support/redis.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';

/**
 * Issue 13 item 5: within the timestamp window a sign is accepted once on a call that changes data (every
 * method but GET). The signs live in the key-value store, so the rule holds across server processes (two apps
 * on one PostgreSQL and one Redis stand for two processes below).
 */

const redisUp = await redisForSuite('replay [two processes on redis]');

const tally = hostileTally('replay');
afterAll(() => tally.report());

const ADDRESS = { wechatType: 99, productCode: 'nbc', ...TEST_ADDRESS };

/** The headers the web client sends with `payload` on an md5-signed call. */
const signedHeaders = (t: TestApp, token: string, payload: Record<string, unknown>, timestamp?: number) =>
  buildRequestHeaders({
    payload,
    token,
    partnerCode: '10001',
    signMode: 'md5',
    salt: t.app.config.signSalt,
    ...(timestamp === undefined ? {} : { timestamp }),
  });

/** Sends a JSON body with the given headers, verbatim, as often as it is called. */
const sendJson = (
  app: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** One signed request, captured as an eavesdropper would and sent again verbatim. */
async function captured(t: TestApp, token: string, body: Record<string, unknown>, timestamp?: number) {
  const headers = await signedHeaders(t, token, body, timestamp);
  return (app: TestApp = t) => sendJson(app, 'POST', addressCreate.path, headers, body);
}

const addressesOf = async (t: TestApp, customerId: number) =>
  t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));

describe('request timestamps of one client', () => {
  it('never repeat, even for calls in the same millisecond', () => {
    const fixed = Date.now();
    const stamps = Array.from({ length: 200 }, () => nextRequestTimestamp(fixed));
    expect(new Set(stamps).size).toBe(200);
    expect(stamps.every((s, i) => i === 0 || s > stamps[i - 1]!)).toBe(true);
    // Catches up with the clock instead of running ahead of it.
    expect(nextRequestTimestamp(fixed + 10_000)).toBe(fixed + 10_000);
  });

  it('give two identical calls two different signs', async () => {
    const make = () =>
      buildRequestHeaders({
        payload: { wechatType: 99, productCode: 'nbc' },
        token: 't',
        partnerCode: '10001',
        signMode: 'md5',
        salt: 's',
      });
    const [a, b] = await Promise.all([make(), make()]);
    expect(a.sign).not.toBe(b.sign);
  });
});

describeEachDatabase('replay: a sign is accepted once within the window', { seeded: true }, (getDatabase) => {
  let clock = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
  });
  afterAll(async () => t?.close());

  it('the same signed user/address/create three times makes one address; the repeats answer 1007', async () => {
    const { token, customerId } = await t.newCustomer();
    const send = await captured(t, token, ADDRESS, clock);
    const answers = [await send(), await send(), await send()];
    expect(envelopeOf(answers[0]!).code).toBe(0);
    for (const repeat of answers.slice(1)) {
      const body = envelopeOf(repeat);
      tally.record(repeat.statusCode === 200 && body.code === ResponseCode.replayedRequest);
      expect(repeat.statusCode).toBe(200);
      expect(body).toEqual({
        code: ResponseCode.replayedRequest,
        msg: '请求重复提交，已忽略。请刷新页面后重试',
        data: null,
      });
    }
    expect(await addressesOf(t, customerId)).toHaveLength(1);
  });

  it('refuses parallel copies of one signed request: exactly one goes through', async () => {
    const { token, customerId } = await t.newCustomer();
    const send = await captured(t, token, ADDRESS, clock);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send()));
    const codes = answers.map((a) => envelopeOf(a).code);
    for (const code of codes.filter((c) => c !== 0)) tally.record(code === ResponseCode.replayedRequest);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ResponseCode.replayedRequest)).toHaveLength(19);
    expect(await addressesOf(t, customerId)).toHaveLength(1);
  });

  it('takes the same address twice when the learner really sends it twice (two signs)', async () => {
    const { token, customerId } = await t.newCustomer();
    const first = await callInject(t.app, addressCreate, { token, body: ADDRESS });
    const second = await callInject(t.app, addressCreate, { token, body: ADDRESS });
    expect([envelopeOf(first).code, envelopeOf(second).code]).toEqual([0, 0]);
    expect(await addressesOf(t, customerId)).toHaveLength(2);
  });

  it('refuses a replayed PUT too', async () => {
    const { token } = await t.newCustomer();
    const body = validPayload(reportSectionBrowseLog);
    const headers = await signedHeaders(t, token, body, clock);
    const put = () => sendJson(t, 'PUT', reportSectionBrowseLog.path, headers, body);
    const first = envelopeOf(await put());
    expect(first.code).not.toBe(ResponseCode.replayedRequest);
    const again = envelopeOf(await put());
    tally.record(again.code === ResponseCode.replayedRequest);
    expect(again.code).toBe(ResponseCode.replayedRequest);
  });

  it('does not remember a sign that failed its check: a wrong sign stays 1002, then the right one passes', async () => {
    const { token, customerId } = await t.newCustomer();
    const body = { ...ADDRESS, detail: '文一路 9 号 1 幢' };
    const headers = await signedHeaders(t, token, body, clock + 7);
    const inject = (sign: string) => sendJson(t, 'POST', addressCreate.path, { ...headers, sign }, body);
    for (let i = 0; i < 3; i++) {
      const wrong = envelopeOf(await inject('f'.repeat(32)));
      tally.record(wrong.code === ResponseCode.badSign);
      expect(wrong.code).toBe(ResponseCode.badSign);
    }
    // An upper-case copy of the sign is the same sign.
    expect(envelopeOf(await inject(headers.sign!)).code).toBe(0);
    const upper = envelopeOf(await inject(headers.sign!.toUpperCase()));
    tally.record(upper.code === ResponseCode.replayedRequest);
    expect(upper.code).toBe(ResponseCode.replayedRequest);
    expect(await addressesOf(t, customerId)).toHaveLength(1);
  });

  it('after the window the replay is stale (1003), and the remembered sign has expired', async () => {
    const { token, customerId } = await t.newCustomer();
    const stamp = clock + 11;
    const send = await captured(t, token, { ...ADDRESS, detail: '文二路 5 号 2 幢' }, stamp);
    expect(envelopeOf(await send()).code).toBe(0);
    clock += SIGN_TIMESTAMP_WINDOW_MS - 1_000;
    const late = envelopeOf(await send());
    tally.record(late.code === ResponseCode.replayedRequest);
    expect(late.code).toBe(ResponseCode.replayedRequest);
    clock += 3_000;
    const stale = envelopeOf(await send());
    tally.record(stale.code === ResponseCode.staleTimestamp);
    expect(stale.code).toBe(ResponseCode.staleTimestamp);
    expect(await addressesOf(t, customerId)).toHaveLength(1);
    clock += 5_000;
    const headers = await signedHeaders(t, token, { ...ADDRESS, detail: '文二路 5 号 2 幢' }, stamp);
    expect(await t.kv.get(`sign-seen:${headers.sign}`)).toBeNull();
  });

  it('refuses a replayed POST that only reads, like any POST; a real GET is not remembered', async () => {
    const { token } = await t.newCustomer();
    const common = { wechatType: 99, productCode: 'nbc' };
    const sign = (timestamp: number) => signedHeaders(t, token, common, timestamp);
    const postHeaders = await sign(clock + 21);
    const list = () => sendJson(t, 'POST', addressGet.path, postHeaders, common);
    expect(envelopeOf(await list()).code).toBe(0);
    const again = envelopeOf(await list());
    tally.record(again.code === ResponseCode.replayedRequest);
    expect(again.code).toBe(ResponseCode.replayedRequest);

    const getHeaders = await sign(clock + 22);
    const query = new URLSearchParams({ wechatType: '99', productCode: 'nbc' });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `${buildPath(parsePathPrefix(configureJson.path).path, { code: 'allowPayMethod' })}?${query}`,
        headers: getHeaders,
      });
    const [one, two] = [envelopeOf(await read()), envelopeOf(await read())];
    expect([one.code, two.code]).toEqual([0, 0]);
  });
});

describeEachDatabase(
  'replay across two server processes sharing PostgreSQL and Redis',
  { seeded: true },
  (getDatabase, target) => {
    const apps: TestApp[] = [];
    beforeAll(async () => {
      if (!redisUp) return;
      const prefix = `test-replay:${process.pid}:${Date.now()}:${target.name}:`;
      apps.push(await buildTestApp(getDatabase(), { kv: testRedisStore(prefix) }));
      apps.push(await buildTestApp(getDatabase(), { kv: testRedisStore(prefix), seed: false }));
    });
    afterAll(async () => {
      for (const a of apps) await a.close();
    });

    it.skipIf(!redisUp)('a sign accepted by one process is refused by the other', async () => {
      const [a, b] = apps as [TestApp, TestApp];
      const { token, customerId } = await a.newCustomer();
      for (let i = 0; i < 5; i++) {
        const send = await captured(a, token, { ...ADDRESS, detail: `文三路 ${200 + i} 号 3 幢` });
        const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
        const codes = answers.map((x) => envelopeOf(x).code);
        for (const code of codes.filter((c) => c !== 0)) tally.record(code === ResponseCode.replayedRequest);
        expect(codes.filter((c) => c === 0)).toHaveLength(1);
        expect(codes.filter((c) => c === ResponseCode.replayedRequest)).toHaveLength(3);
      }
      expect(await addressesOf(a, customerId)).toHaveLength(5);
    });
  },
);
