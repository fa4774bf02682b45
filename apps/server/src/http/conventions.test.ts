import { loginCustomer } from '@course/contracts/identity-account';
import { groupNotJoinReasons, groupNotJoinSave } from '@course/contracts/landing-feedback';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { revokeSession } from './session-store.ts';

describeEachDatabase('request conventions', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('answers a good call with code 0 in the envelope', async () => {
    const response = await callInject(t.app, groupNotJoinReasons);
    expect(response.statusCode).toBe(200);
    const body = envelopeOf(response);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('success');
    expect(Array.isArray(body.data)).toBe(true);
    expect((body.data as unknown[]).length).toBeGreaterThan(0);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a wrong sign with 1002', async () => {
    const response = await callInject(t.app, groupNotJoinReasons, { headers: { sign: 'f'.repeat(32) } });
    expect(envelopeOf(response)).toMatchObject({ code: ResponseCode.badSign, msg: '请求签名校验失败' });
  });

  it('refuses a timestamp more than 300 s away with 1003, accepts one 299 s away', async () => {
    const stale = await callInject(t.app, groupNotJoinReasons, { timestamp: Date.now() - 301_000 });
    expect(envelopeOf(stale).code).toBe(ResponseCode.staleTimestamp);
    const early = await callInject(t.app, groupNotJoinReasons, { timestamp: Date.now() + 301_000 });
    expect(envelopeOf(early).code).toBe(ResponseCode.staleTimestamp);
    const fine = await callInject(t.app, groupNotJoinReasons, { timestamp: Date.now() - 299_000 });
    expect(envelopeOf(fine).code).toBe(0);
  });

  it('requires wechatType and productCode on every call', async () => {
    const response = await callInject(t.app, groupNotJoinReasons, { bare: true });
    const body = envelopeOf(response);
    expect(body.code).toBe(ResponseCode.invalidParams);
    expect(body.msg).toMatch(/^参数错误：/);
    expect(body.msg).toMatch(/wechatType|productCode/);
  });

  it('answers 3 without a token and 4 with an unknown or revoked one', async () => {
    expect(envelopeOf(await callInject(t.app, loginCustomer)).code).toBe(ResponseCode.notLoggedIn);
    expect(envelopeOf(await callInject(t.app, loginCustomer, { token: 'nope' })).code).toBe(
      ResponseCode.tokenExpired,
    );
    const { token, customerId } = await t.newCustomer({ mobile: '13900001111' });
    const ok = envelopeOf(await callInject(t.app, loginCustomer, { token }));
    expect(ok).toMatchObject({ code: 0, data: { id: customerId, mobile: '13900001111' } });
    await revokeSession(t.database.db, t.app.deps.kv, token);
    expect(envelopeOf(await callInject(t.app, loginCustomer, { token })).code).toBe(
      ResponseCode.tokenExpired,
    );
  });

  it('validates with readable messages and writes nothing on bad input', async () => {
    const wrongMobile = envelopeOf(
      await callInject(t.app, groupNotJoinSave, { body: { feedbackCode: '1', mobile: '2345' } }),
    );
    expect(wrongMobile.code).toBe(ResponseCode.invalidParams);
    expect(wrongMobile.msg).toBe('您输入的电话有误，请输入正确的电话号码！');
    const unknownReason = envelopeOf(
      await callInject(t.app, groupNotJoinSave, { body: { feedbackCode: 'nope' } }),
    );
    expect(unknownReason).toMatchObject({ code: ResponseCode.invalidParams, msg: '请选择无法入群原因！' });
  });

  it('answers malformed JSON and oversized bodies with an envelope, never a 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/putin/api/v1/wechatFeedback/groupNotJoin/reasons',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: ResponseCode.malformedBody });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/putin/api/v1/wechatFeedback/groupNotJoin/reasons',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(400_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: ResponseCode.malformedBody, msg: '请求内容过大' });
  });

  it('answers an unknown API path with 404 and the envelope, a page path with the app', async () => {
    const api = await t.app.inject({ method: 'POST', url: '/course/api/v1/nothing/here', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: ResponseCode.notFound });
    const page = await t.app.inject({ method: 'GET', url: '/lession-detail/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', store: 'ok' } });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes an OpenAPI document generated from the contracts outside production', async () => {
    const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/putin/api/v1/wechatFeedback/groupNotJoin/reasons');
    expect(Object.keys(doc.paths)).toContain('/user/api/v1/login/customer');
  });
});
