import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberFirstEntryUrl } from './first-entry-url';
import { setTransportForTests } from './request';
import { followStateOf, getLocation, HIDDEN_MENU_ITEMS, setupShare, urlToSign } from './wechat-sdk';

const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) Mobile Safari/537.36 MicroMessenger/8.0.47';

describe('the JS-SDK wrapper', () => {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    sent.length = 0;
    window.__WX_SHIM__ = undefined;
    window.__APP_CONFIG__ = { sandbox: true, productCode: 'nbc', signSalt: 's' };
    setTransportForTests({
      fetch: async (input, init) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return new Response(
          JSON.stringify({
            code: 0,
            msg: '',
            data: { appId: 'wx_app', timestamp: 1700000000, noncestr: 'n0nce', signature: 'a'.repeat(40) },
          }),
          { status: 200 },
        );
      },
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the spec table: subscribed → (false, 1), not subscribed → (true, 2), error → (false, 1)', () => {
    expect(followStateOf({ subscribe: true })).toEqual({ isFollow: false, shadowState: 1 });
    expect(followStateOf({ subscribe: false })).toEqual({ isFollow: true, shadowState: 2 });
    expect(followStateOf('error')).toEqual({ isFollow: false, shadowState: 1 });
  });

  it('signs the first-entry URL on iOS and the current URL on Android, without the fragment', () => {
    window.history.replaceState(null, '', '/raffle?code=a#top');
    rememberFirstEntryUrl(`${window.location.origin}/index/1?code=abc&state=x#frag`);
    window.history.replaceState(null, '', '/raffle?code=b#x');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_UA);
    expect(urlToSign()).toBe(`${window.location.origin}/index/1?code=abc&state=x`);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    expect(urlToSign()).toBe(`${window.location.origin}/raffle?code=b`);
  });

  it('configures with the configure call and records the share card in the sandbox shim', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    const card = {
      title: '天天抽奖',
      desc: '来抽奖',
      link: 'https://x.test/raffle',
      imgUrl: 'https://x.test/i.png',
    };
    expect(await setupShare(card)).toBe('ready');
    expect(sent[0]!.url).toContain('/user/api/v1/configure/share');
    expect(sent[0]!.body).toMatchObject({
      type: expect.any(Number),
      url: window.location.href.split('#')[0],
    });
    expect(window.__WX_SHIM__).toMatchObject({
      configs: [{ appId: 'wx_app', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'a'.repeat(40) }],
      appMessage: [card],
      timeline: [{ title: card.title, link: card.link, imgUrl: card.imgUrl }],
      hiddenMenus: [HIDDEN_MENU_ITEMS],
    });
  });

  it('reports failed (and sets no card) when the signature is refused', async () => {
    setTransportForTests({
      fetch: async () =>
        new Response(JSON.stringify({ code: 1502, msg: '微信接口暂时不可用', data: null }), { status: 200 }),
    });
    expect(await setupShare({ title: 't', desc: 'd', link: 'l', imgUrl: 'i' })).toBe('failed');
    expect(window.__WX_SHIM__?.appMessage ?? []).toEqual([]);
  });
  it('asks the JS-SDK for a gcj02 location and answers null when it is refused or late', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    expect(await getLocation()).toEqual({ latitude: 39.908823, longitude: 116.39747 });
    expect(window.__WX_SHIM__?.locations).toEqual(['gcj02']);
    expect(sent.at(-1)!.url).toContain('/user/api/v1/configure/share');
    window.__WX_SHIM__!.location = 'deny';
    expect(await getLocation()).toBeNull();
    window.__WX_SHIM__!.location = 'hang';
    const started = Date.now();
    expect(await getLocation(50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
