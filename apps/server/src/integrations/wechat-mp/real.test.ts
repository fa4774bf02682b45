import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../cache/key-value-store.ts';
import { type FakeServer, sendJson, startFakeServer } from '../../test-support/fake-http-server.ts';
import { WechatMpError } from './port.ts';
import { createRealWechatMp } from './real.ts';

/**
 * The real official-account adapter against a local stand-in of the messaging app's API: `cgi-bin/token`
 * (client_credential, wrong secret 40125), `cgi-bin/ticket/getticket` (type=jsapi) and `cgi-bin/user/info`
 * (subscribe 0/1); an access_token the fake has expired answers 42001 and must be replaced once.
 */
describe('wechat-mp real adapter (offline, local fake API)', () => {
  let fake: FakeServer;
  let issued = 0;
  const valid = new Set<string>();
  const followers = new Set(['o_follower']);

  beforeAll(async () => {
    fake = await startFakeServer(({ url }, res) => {
      if (url.pathname.startsWith('/down/')) return sendJson(res, 503, 'unavailable');
      if (url.pathname === '/cgi-bin/token') {
        if (url.searchParams.get('grant_type') !== 'client_credential') {
          return sendJson(res, 200, { errcode: 40002, errmsg: 'invalid grant_type' });
        }
        if (url.searchParams.get('secret') !== 'right-secret') {
          return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
        }
        const token = `at_${++issued}`;
        valid.add(token);
        return sendJson(res, 200, { access_token: token, expires_in: 7200 });
      }
      const token = url.searchParams.get('access_token') ?? '';
      if (!valid.has(token)) return sendJson(res, 200, { errcode: 42001, errmsg: 'access_token expired' });
      if (url.pathname === '/cgi-bin/ticket/getticket') {
        if (url.searchParams.get('type') !== 'jsapi')
          return sendJson(res, 200, { errcode: 40097, errmsg: 'bad type' });
        return sendJson(res, 200, {
          errcode: 0,
          errmsg: 'ok',
          ticket: `ticket_for_${token}`,
          expires_in: 7200,
        });
      }
      if (url.pathname === '/cgi-bin/user/info') {
        const openid = url.searchParams.get('openid') ?? '';
        return sendJson(res, 200, { subscribe: followers.has(openid) ? 1 : 0, openid });
      }
      return sendJson(res, 404, {});
    });
  });
  afterAll(async () => fake?.close());

  const app = { wechatType: 99, appId: 'wx_real_test', appSecret: 'right-secret' };

  it('fetches a jsapi ticket with a cached access_token (one token call for two tickets)', async () => {
    const kv = createMemoryStore();
    const mp = createRealWechatMp({ apiBaseUrl: fake.url, kv });
    const before = fake.requests.filter((r) => r.url.startsWith('/cgi-bin/token')).length;
    const first = await mp.fetchJsapiTicket(app);
    const second = await mp.fetchJsapiTicket(app);
    expect(first).toEqual({ ticket: expect.stringMatching(/^ticket_for_at_/), expiresInSeconds: 7200 });
    expect(second.ticket).toBe(first.ticket);
    expect(fake.requests.filter((r) => r.url.startsWith('/cgi-bin/token')).length - before).toBe(1);
  });

  it('replaces an access_token the API expired (42001) once, then succeeds', async () => {
    const kv = createMemoryStore();
    await kv.set(`wechat-mp:access-token:${app.appId}`, 'at_stale', 60_000);
    const mp = createRealWechatMp({ apiBaseUrl: fake.url, kv });
    const ticket = await mp.fetchJsapiTicket(app);
    expect(ticket.ticket).toMatch(/^ticket_for_at_\d+$/);
    expect(await kv.get(`wechat-mp:access-token:${app.appId}`)).not.toBe('at_stale');
  });

  it('reads the follow state from user/info', async () => {
    const mp = createRealWechatMp({ apiBaseUrl: fake.url, kv: createMemoryStore() });
    expect(await mp.isSubscribed(app, 'o_follower')).toBe(true);
    expect(await mp.isSubscribed(app, 'o_stranger')).toBe(false);
  });

  it('turns a wrong secret, a missing secret and an unreachable API into WechatMpError', async () => {
    const mp = createRealWechatMp({ apiBaseUrl: fake.url, kv: createMemoryStore() });
    await expect(mp.fetchJsapiTicket({ ...app, appSecret: 'wrong' })).rejects.toMatchObject({
      errcode: 40125,
    });
    await expect(mp.fetchJsapiTicket({ ...app, appSecret: null })).rejects.toBeInstanceOf(WechatMpError);
    const down = createRealWechatMp({ apiBaseUrl: 'http://127.0.0.1:1', kv: createMemoryStore() });
    await expect(down.fetchJsapiTicket(app)).rejects.toBeInstanceOf(WechatMpError);
    const broken = createRealWechatMp({ apiBaseUrl: `${fake.url}/down`, kv: createMemoryStore() });
    await expect(broken.fetchJsapiTicket(app)).rejects.toThrow(/HTTP 503/);
  });
});
