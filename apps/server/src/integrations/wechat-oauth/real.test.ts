import { weChatLogin } from '@course/contracts/identity-login';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '../../test-support/fake-http-server.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { WechatOAuthError } from './port.ts';
import { createRealWechatOAuth } from './real.ts';

/**
 * A local stand-in for the messaging app's API (`/sns/oauth2/access_token`, `/sns/userinfo`) with its rules:
 * a code works once (40163 after), unknown codes give 40029, a wrong secret 40125.
 */
async function startFakeWechatApi(): Promise<
  FakeServer & { issue(code: string, scope: string, openid: string): void }
> {
  const codes = new Map<string, { scope: string; openid: string; used: boolean }>();
  const tokens = new Map<string, string>();
  const server = await startFakeServer(({ url }, res) => {
    if (url.pathname === '/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      if (url.searchParams.get('secret') !== 'right-secret') {
        return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (code === 'boom') return sendJson(res, 500, 'oops');
      if (code === 'busy') return sendJson(res, 200, { errcode: -1, errmsg: 'system error' });
      if (code === 'garbage') return sendJson(res, 200, '<html>');
      const entry = codes.get(code);
      if (!entry) return sendJson(res, 200, { errcode: 40029, errmsg: 'invalid code, rid: x' });
      if (entry.used) return sendJson(res, 200, { errcode: 40163, errmsg: 'code been used, rid: y' });
      entry.used = true;
      const accessToken = `at_${code}`;
      tokens.set(accessToken, entry.openid);
      return sendJson(res, 200, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: 'rt',
        openid: entry.openid,
        scope: entry.scope,
        ...(entry.openid.startsWith('snap') ? { is_snapshotuser: 1 } : {}),
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const openid = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!openid || openid !== url.searchParams.get('openid')) {
        return sendJson(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
      }
      return sendJson(res, 200, {
        openid,
        nickname: '真实昵称',
        sex: 0,
        headimgurl: 'https://thirdwx.qlogo.cn/mmopen/x/132',
        unionid: `union_${openid}`,
        privilege: [],
      });
    }
    sendJson(res, 404, { errcode: 404, errmsg: 'not found' });
  });
  return {
    ...server,
    issue(code, scope, openid) {
      codes.set(code, { scope, openid, used: false });
    },
  };
}

describe('real messaging-app authorization adapter', () => {
  let api: Awaited<ReturnType<typeof startFakeWechatApi>>;
  const app = { wechatType: 99, appId: 'wx_real_99', appSecret: 'right-secret' };
  beforeAll(async () => {
    api = await startFakeWechatApi();
  });
  afterAll(async () => api?.close());
  const adapter = () => createRealWechatOAuth({ apiBaseUrl: api.url });

  it('exchanges a snsapi_base code for the openid only', async () => {
    api.issue('c-base', 'snsapi_base', 'o_base_1');
    const identity = await adapter().exchangeCode(app, 'c-base');
    expect(identity).toEqual({
      openid: 'o_base_1',
      unionid: null,
      scope: 'snsapi_base',
      isSnapshotUser: false,
      profile: null,
    });
    const sent = new URL(api.requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      appid: 'wx_real_99',
      secret: 'right-secret',
      code: 'c-base',
      grant_type: 'authorization_code',
    });
  });

  it('fetches the profile for snsapi_userinfo', async () => {
    api.issue('c-info', 'snsapi_userinfo', 'o_info_1');
    const identity = await adapter().exchangeCode(app, 'c-info');
    expect(identity).toMatchObject({
      openid: 'o_info_1',
      unionid: 'union_o_info_1',
      scope: 'snsapi_userinfo',
      profile: { nickname: '真实昵称', avatarUrl: 'https://thirdwx.qlogo.cn/mmopen/x/132' },
    });
    expect(api.requests.at(-1)!.url).toContain(
      '/sns/userinfo?access_token=at_c-info&openid=o_info_1&lang=zh_CN',
    );
  });

  it('marks a snapshot-page visitor and asks no profile for them', async () => {
    api.issue('c-snap', 'snsapi_userinfo', 'snap_1');
    const before = api.requests.length;
    const identity = await adapter().exchangeCode(app, 'c-snap');
    expect(identity).toMatchObject({ isSnapshotUser: true, profile: null });
    expect(api.requests.length - before).toBe(1);
  });

  const failure = async (code: string, appOverride = app) => {
    try {
      await adapter().exchangeCode(appOverride, code);
    } catch (error) {
      return error as WechatOAuthError;
    }
    throw new Error('expected a failure');
  };

  it('maps an invalid code (40029) and a used code (40163)', async () => {
    expect(await failure('never-issued')).toMatchObject({ reason: 'invalid-code', errcode: 40029 });
    api.issue('c-twice', 'snsapi_base', 'o_twice');
    await adapter().exchangeCode(app, 'c-twice');
    const used = await failure('c-twice');
    expect(used).toBeInstanceOf(WechatOAuthError);
    expect(used).toMatchObject({ reason: 'code-used', errcode: 40163 });
  });

  it('treats a wrong secret, errors, HTTP 5xx, non-JSON and an unreachable API as upstream failures', async () => {
    expect(await failure('x', { ...app, appSecret: 'wrong' })).toMatchObject({
      reason: 'upstream',
      errcode: 40125,
    });
    expect(await failure('busy')).toMatchObject({ reason: 'upstream', errcode: -1 });
    expect(await failure('boom')).toMatchObject({ reason: 'upstream' });
    expect(await failure('garbage')).toMatchObject({ reason: 'upstream' });
    expect(await failure('x', { ...app, appSecret: null as unknown as string })).toMatchObject({
      reason: 'upstream',
    });
    const offline = createRealWechatOAuth({ apiBaseUrl: 'http://127.0.0.1:9' });
    await expect(offline.exchangeCode(app, 'x')).rejects.toMatchObject({ reason: 'upstream' });
  });
});

describeEachDatabase('weChatLogin with the real adapter', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof startFakeWechatApi>>;
  beforeAll(async () => {
    api = await startFakeWechatApi();
    t = await buildTestApp(getDatabase(), {
      wechatOAuth: createRealWechatOAuth({ apiBaseUrl: api.url }),
      wechat: {
        adapter: 'real',
        apiBaseUrl: api.url,
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        appSecrets: { '99': 'right-secret', '1': 'wrong' },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });
  const login = async (code: string, wechatType = 99) =>
    envelopeOf(
      await callInject(t.app, weChatLogin, {
        body: { code, state: 's', sysCode: '1003', linkUrl: 'http://127.0.0.1/user', wechatType },
      }),
    );

  it('signs a learner in with a code the API accepts, once', async () => {
    api.issue('login-1', 'snsapi_userinfo', `o_login_${Date.now()}`);
    const first = await login('login-1');
    expect(first).toMatchObject({ code: 0, data: { snapshotuser: '0', newuser: 1 } });
    expect((first.data as { token: string }).token).toMatch(/^[\w-]{43}$/);
    expect(await login('login-1')).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '授权码已使用，请重新进入页面',
    });
  });

  it('answers 1501 for an invalid code and 1502 when the API fails', async () => {
    expect(await login('nope')).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '授权已失效，请重新进入页面',
    });
    expect(await login('boom')).toMatchObject({
      code: ResponseCode.upstreamFailure,
      msg: '微信服务繁忙，请稍后再试',
    });
    expect(await login('anything', 1)).toMatchObject({ code: ResponseCode.upstreamFailure });
  });
});
