import type { CallContract } from '@course/contracts/define-call';
import { addressCreate, addressGet, addressUpdate } from '@course/contracts/goods-address';
import { teacherLogin } from '@course/contracts/identity-login';
import { complaintSave } from '@course/contracts/landing-complaint';
import { frontErrorReport } from '@course/contracts/landing-track';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { ResponseCode } from '@course/domain/response-codes';
import { PAYLOAD_MAX_BYTES, PAYLOAD_MAX_DEPTH, parsePathPrefix } from '@course/domain/sign';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, customerAddresses, frontErrorReports } from '../db/schema/index.ts';
import { findIllegalText, jsonNestingExceeds } from '../http/request-guards.ts';
import { deepArray } from '../test-support/contract-fuzz.ts';
import { TEST_ADDRESS } from '../test-support/fixtures.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';

/**
 * Issue 13 item 2: no input answers a 500, before or after sign-in. The shared request layer bounds JSON depth
 * (1004) before the sign check, refuses NUL and lone surrogates in every text (1001), answers the router's own
 * errors with the envelope, and one learner's parallel address changes run one after another.
 */

const tally = hostileTally('request layer');
afterAll(() => tally.report());

const ADDRESS = TEST_ADDRESS;

const ERROR_REPORT = {
  errorCode: 12001,
  errorType: 2,
  exceptionType: 0,
  exceptionPageUrl: 'https://example.com/page',
  description: '报名失败',
  level: 2,
};
const COMPLAINT = { reasonCode: 'fraud', content: '页面内容与实际不符' };
const TEACHER = { mobile: '13800000000', password: 'wrong-password' };

/** The calls a visitor reaches without signing in, with a body each accepts. */
const OPEN_CALLS: Array<[CallContract, Record<string, unknown>]> = [
  [frontErrorReport, ERROR_REPORT],
  [complaintSave, COMPLAINT],
  [teacherLogin, TEACHER],
];

type Answer = { status: number; code: number; msg: string };

describe('request guards (pure)', () => {
  it('measures JSON nesting without parsing; brackets inside strings do not count', () => {
    expect(jsonNestingExceeds(JSON.stringify(deepArray(PAYLOAD_MAX_DEPTH)), PAYLOAD_MAX_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify(deepArray(PAYLOAD_MAX_DEPTH + 1)), PAYLOAD_MAX_DEPTH)).toBe(
      true,
    );
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[{{{{'.repeat(100) }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: 'quote \\" [[[[' }), 1)).toBe(false);
  });

  it('finds NUL and lone surrogates in values and keys, at any depth, and passes emoji', () => {
    expect(findIllegalText({ a: 'ok 😀', b: ['x', { c: '中文' }] })).toBeNull();
    expect(findIllegalText({ a: 'nbc\u0000' })).toBe('a');
    expect(findIllegalText({ a: ['x', { c: '\ud83d' }] })).toBe('a[1].c');
    expect(findIllegalText({ a: '\ude00x' })).toBe('a');
    expect(findIllegalText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findIllegalText(deepArray(5000))).toBeNull();
  });
});

describeEachDatabase('request layer: no 500 from any input', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  /** Posts a signed body as raw JSON text (so it may hold what JSON.stringify of the test's object cannot). */
  async function postSigned(
    contract: CallContract,
    payload: Record<string, unknown>,
    opts: { token?: string; raw?: string; url?: string } = {},
  ): Promise<Answer> {
    const route = parsePathPrefix(contract.path);
    const headers = await buildRequestHeaders({
      payload,
      token: opts.token ?? '',
      partnerCode: '10001',
      signMode: 'md5',
      salt: t.app.config.signSalt,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: opts.url ?? route.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: opts.raw ?? JSON.stringify(payload),
    });
    const body = response.json() as { code: number; msg: string; data: unknown };
    expect(body).toHaveProperty('data', null);
    return { status: response.statusCode, code: body.code, msg: body.msg };
  }

  it('refuses JSON nested 4,000 deep (about 8 KB) without sign-in with 1004, before the sign check', async () => {
    for (const [contract, body] of OPEN_CALLS) {
      const payload = { wechatType: 99, productCode: 'nbc', ...body, deep: deepArray(4000) };
      const text = JSON.stringify(payload);
      expect(text.length).toBeGreaterThan(8000);
      const answer = await postSigned(contract, payload);
      const refused = answer.status === 400 && answer.code === ResponseCode.malformedBody;
      tally.record(refused);
      expect(answer).toEqual({
        status: 400,
        code: ResponseCode.malformedBody,
        msg: `请求内容嵌套过深（最多 ${PAYLOAD_MAX_DEPTH} 层）`,
      });
      // The same depth with a wrong sign: the parser answers first, so nothing deep is ever signed.
      const bare = await t.app.inject({
        method: 'POST',
        url: contract.path,
        headers: { 'content-type': 'application/json', sign: '0'.repeat(32), timestamp: String(Date.now()) },
        payload: `${'['.repeat(4000)}${']'.repeat(4000)}`,
      });
      tally.record(bare.statusCode === 400 && bare.json().code === ResponseCode.malformedBody);
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ code: ResponseCode.malformedBody });
    }
  });

  it('takes a body at the depth bound and refuses one over the size bound with 1004', async () => {
    const atBound = await postSigned(frontErrorReport, {
      wechatType: 99,
      productCode: 'nbc',
      ...ERROR_REPORT,
      deep: deepArray(PAYLOAD_MAX_DEPTH - 1),
    });
    // Not a depth refusal: the strict contract names the unknown field instead.
    expect(atBound.code).toBe(ResponseCode.invalidParams);
    const huge = await postSigned(frontErrorReport, {
      wechatType: 99,
      productCode: 'nbc',
      ...ERROR_REPORT,
      description: 'x'.repeat(PAYLOAD_MAX_BYTES),
    });
    tally.record(huge.status === 413 && huge.code === ResponseCode.malformedBody);
    expect(huge).toEqual({ status: 413, code: ResponseCode.malformedBody, msg: '请求内容过大' });
  });

  it('refuses a NUL or a lone surrogate in any text of the calls a visitor reaches, and stores nothing', async () => {
    const before = {
      reports: (await t.database.db.select().from(frontErrorReports)).length,
      complaints: (await t.database.db.select().from(complaints)).length,
    };
    const spoilers: Array<[string, (s: string) => string]> = [
      ['NUL', (s) => `${s}\u0000`],
      ['high surrogate', (s) => `${s}\ud800`],
      ['low surrogate', (s) => `\udc00${s}`],
    ];
    for (const [contract, body] of OPEN_CALLS) {
      const full: Record<string, unknown> = { wechatType: 99, productCode: 'nbc', ...body };
      const textFields = Object.keys(full).filter((k) => typeof full[k] === 'string');
      for (const field of textFields) {
        for (const [label, spoil] of spoilers) {
          const answer = await postSigned(contract, { ...full, [field]: spoil(String(full[field])) });
          const refused =
            answer.status === 200 &&
            answer.code === ResponseCode.invalidParams &&
            answer.msg.startsWith(`参数错误：${field} 含有无法识别的字符`);
          tally.record(refused);
          expect({ call: contract.name, field, label, ...answer }).toMatchObject({
            status: 200,
            code: ResponseCode.invalidParams,
            msg: `参数错误：${field} 含有无法识别的字符（空字符或残缺的表情字符），请删除后重试`,
          });
        }
      }
    }
    expect((await t.database.db.select().from(frontErrorReports)).length).toBe(before.reports);
    expect((await t.database.db.select().from(complaints)).length).toBe(before.complaints);
  });

  it('refuses productCode "nbc\\u0000" and a NUL after sign-in (address create), storing no address', async () => {
    const { token, customerId } = await t.newCustomer();
    const productCode = await postSigned(
      addressCreate,
      { wechatType: 99, ...ADDRESS, productCode: 'nbc\u0000' },
      { token },
    );
    tally.record(productCode.code === ResponseCode.invalidParams);
    expect(productCode).toMatchObject({ status: 200, code: ResponseCode.invalidParams });
    expect(productCode.msg).toContain('productCode 含有无法识别的字符');
    for (const field of Object.keys(ADDRESS) as Array<keyof typeof ADDRESS>) {
      const answer = await postSigned(
        addressCreate,
        { wechatType: 99, productCode: 'nbc', ...ADDRESS, [field]: `${ADDRESS[field]}\u0000` },
        { token },
      );
      tally.record(answer.code === ResponseCode.invalidParams);
      expect(answer).toMatchObject({ status: 200, code: ResponseCode.invalidParams });
    }
    const stored = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    expect(stored).toEqual([]);
    // A field name with a NUL is refused the same way.
    const key = await postSigned(
      addressCreate,
      { wechatType: 99, productCode: 'nbc', ...ADDRESS, 'x\u0000': 1 },
      { token },
    );
    tally.record(key.code === ResponseCode.invalidParams);
    expect(key.msg).toContain('含有无法识别的字符');
  });

  it('answers the router’s own refusals with the envelope', async () => {
    const cases: Array<[string, string, number, number]> = [
      ['POST', '/putin/api/v1/live/payResult/%E0%A4%A', 400, ResponseCode.malformedBody],
      ['POST', `/putin/api/v1/live/payResult/${'1'.repeat(300)}`, 414, ResponseCode.invalidParams],
      ['GET', '/course/api/v1/%zz', 400, ResponseCode.malformedBody],
      ['GET', '/middle-page/%E0%A4%A', 400, ResponseCode.malformedBody],
    ];
    for (const [method, url, status, code] of cases) {
      const response = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: undefined });
      const body = response.json() as { code: unknown; msg: unknown; data: unknown };
      const ok = response.statusCode === status && body.code === code;
      tally.record(ok);
      expect({ url, status: response.statusCode, ...body }).toMatchObject({ url, status, code, data: null });
      expect(typeof body.msg === 'string' && /[\u4e00-\u9fff]/.test(body.msg)).toBe(true);
    }
  });

  it('50 parallel first addresses of a new learner: all saved, none half-written, exactly one default', async () => {
    const { token, customerId } = await t.newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callInject(t.app, addressCreate, { token, body: { ...ADDRESS, detail: `文三路 ${i + 1} 号 3 幢` } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    tally.record(statuses.every((s) => s === 200));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(answers.map((a) => envelopeOf(a).code)).toEqual(Array(50).fill(0));
    const rows = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.detail)).size).toBe(50);
    const defaults = rows.filter((r) => r.isDefault);
    expect(defaults).toHaveLength(1);
    // The default is the first address saved, as the one-default rule says.
    expect(defaults[0]!.id).toBe(Math.min(...rows.map((r) => r.id)));
    const answered = answers.map((a) => envelopeOf(a).data as { id: number; isDefault: boolean });
    expect(answered.filter((a) => a.isDefault).map((a) => a.id)).toEqual([defaults[0]!.id]);
  });

  it('parallel "make default" on different addresses ends with exactly one default, no 500', async () => {
    const { token, customerId } = await t.newCustomer();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const created = envelopeOf(
        await callInject(t.app, addressCreate, { token, body: { ...ADDRESS, detail: `文二路 ${i + 1} 号` } }),
      );
      ids.push((created.data as { id: number }).id);
    }
    const answers = await Promise.all(
      [...ids, ...ids].map((id) =>
        callInject(t.app, addressUpdate, { token, body: { id, isDefault: true } }),
      ),
    );
    tally.record(answers.every((a) => a.statusCode === 200));
    expect(answers.map((a) => envelopeOf(a).code)).toEqual(Array(12).fill(0));
    const defaults = await t.database.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
    expect(defaults).toHaveLength(1);
    const listed = envelopeOf(await callInject(t.app, addressGet, { token })).data as {
      list: unknown[];
      defaultId: number;
    };
    expect(listed.list).toHaveLength(6);
    expect(listed.defaultId).toBe(defaults[0]!.id);
  });
});
