import { shareConfigure, wechatIsSubscribe } from '@course/contracts/growth-share';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, wechatApps } from '../../db/schema/index.ts';
import { setSandboxFollow } from '../../integrations/wechat-mp/sandbox.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { jsapiSignature, jsapiTicket, TICKET_REFRESH_MARGIN_S } from './share.ts';

/**
 * Share setup and the follow check: the JS-SDK signature by the official rule (a published example), the
 * ticket cached until shortly before it expires, and `isSubscribe` from the sandbox identity's follow flag.
 */
describeEachDatabase('growth: share setup and follow check', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
  });
  afterAll(async () => t?.close());

  it('signs by the official rule (the documented example) and ignores what follows #', () => {
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      noncestr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com',
    };
    expect(jsapiSignature(example)).toBe('f4d90daf4b3bca3078ab155816175ba34c443a7b');
    expect(jsapiSignature({ ...example, url: 'http://mp.weixin.qq.com#/raffle?x=1' })).toBe(
      'f4d90daf4b3bca3078ab155816175ba34c443a7b',
    );
  });

  it('configure answers appId, timestamp (seconds), noncestr and the signature of the url', async () => {
    const [app] = await t.database.db.select().from(wechatApps).where(eq(wechatApps.wechatType, 99));
    const url = 'http://127.0.0.1/raffle/abc?code=daily-raffle';
    const answer = await call(t.app, shareConfigure, { body: { type: 99, url } });
    expect(answer.code).toBe(0);
    const { appId, timestamp, noncestr, signature } = answer.data;
    expect(appId).toBe(app!.appId);
    expect(timestamp).toBe(Math.floor(clock / 1000));
    const ticket = await t.kv.get(`jsapi-ticket:${appId}`);
    expect(signature).toBe(jsapiSignature({ ticket: ticket!, noncestr, timestamp, url }));
    const unknown = await call(t.app, shareConfigure, { body: { type: 4242, url } });
    expect(unknown.code).toBe(ResponseCode.notFound);
    const bad = await call(t.app, shareConfigure, { body: { type: 99, url: 'javascript:alert(1)' } });
    expect(bad.code).toBe(ResponseCode.invalidParams);
  });

  it('caches the ticket and refreshes it before it expires', async () => {
    let fetched = 0;
    const deps = {
      kv: t.kv,
      appSecrets: {},
      mp: {
        kind: 'sandbox' as const,
        async fetchJsapiTicket() {
          fetched += 1;
          return { ticket: `t${fetched}`, expiresInSeconds: 7200 };
        },
        async isSubscribed() {
          return false;
        },
      },
    };
    const app = { wechatType: 1, appId: 'wx_cache_test', appSecret: null };
    const three = await Promise.all([jsapiTicket(deps, app), jsapiTicket(deps, app), jsapiTicket(deps, app)]);
    expect(three).toEqual(['t1', 't1', 't1']);
    expect(fetched).toBe(1);
    clock += (7200 - TICKET_REFRESH_MARGIN_S - 1) * 1000;
    expect(await jsapiTicket(deps, app)).toBe('t1');
    clock += 2000;
    expect(await jsapiTicket(deps, app)).toBe('t2');
    clock = Date.now();
  });

  it('isSubscribe follows the sandbox identity flag (no flag: not following)', async () => {
    const a = await t.newCustomer();
    const [row] = await t.database.db
      .select({ openid: customers.openid, wechatType: customers.wechatType })
      .from(customers)
      .where(eq(customers.id, a.customerId));
    const [app] = await t.database.db
      .select()
      .from(wechatApps)
      .where(eq(wechatApps.wechatType, row!.wechatType));
    expect(await call(t.app, wechatIsSubscribe, { token: a.token, body: {} })).toMatchObject({
      code: 0,
      data: { subscribe: false },
    });
    await setSandboxFollow(t.database.db, { appId: app!.appId, openid: row!.openid, subscribed: true });
    expect((await call(t.app, wechatIsSubscribe, { token: a.token, body: {} })).data).toEqual({
      subscribe: true,
      accountName: app!.name,
      qrcode: app!.qrcodeUrl,
    });
    expect(app!.qrcodeUrl).not.toBe('');
    expect((await call(t.app, wechatIsSubscribe, { body: {} })).code).toBe(ResponseCode.notLoggedIn);
    // the sandbox's endpoint sets the same flag
    const off = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/follow',
      payload: { customerId: a.customerId, subscribed: false },
    });
    expect(off.json()).toMatchObject({ code: 0 });
    expect((await call(t.app, wechatIsSubscribe, { token: a.token, body: {} })).data).toMatchObject({
      subscribe: false,
    });
  });
});
