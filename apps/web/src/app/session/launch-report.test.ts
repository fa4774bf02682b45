import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) Mobile Safari/537.36 MicroMessenger/8.0.47';

describe('the app-launch report', () => {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    vi.resetModules();
    sent.length = 0;
    localStorage.clear();
    window.__WX_SHIM__ = undefined;
    window.__APP_CONFIG__ = { sandbox: true, productCode: 'nbc', signSalt: 's' };
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reports once per page load with version 1.2.1, channel wechat and the gcj02 location', async () => {
    localStorage.setItem('token', 't0ken');
    const { reportLaunchOnce, osVersion } = await import('./launch-report');
    const mod = await import('../../lib/request');
    mod.setTransportForTests({
      fetch: async (input, init) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        const data = String(input).includes('configure/share')
          ? { appId: 'wx_app', timestamp: 1700000000, noncestr: 'n0nce', signature: 'a'.repeat(40) }
          : { recorded: true };
        return new Response(JSON.stringify({ code: 0, msg: '', data }), { status: 200 });
      },
    });
    expect(await reportLaunchOnce()).toBe(true);
    expect(await reportLaunchOnce()).toBe(true);
    const launches = sent.filter((s) => s.url.includes('sys/reportAppLaunch'));
    expect(launches).toHaveLength(1);
    expect(launches[0]!.body).toMatchObject({
      token: 't0ken',
      appVersion: '1.2.1',
      appChannel: 'wechat',
      osName: 'android',
      osVersion: '14',
      latitude: 39.908823,
      longitude: 116.39747,
    });
    expect(osVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X)')).toBe('17.2.1');
  });

  it('sends nothing without a token', async () => {
    const { reportLaunchOnce } = await import('./launch-report');
    const mod = await import('../../lib/request');
    mod.setTransportForTests({
      fetch: async (input) => {
        sent.push({ url: String(input), body: {} });
        return new Response('{}');
      },
    });
    expect(await reportLaunchOnce()).toBe(false);
    expect(sent).toHaveLength(0);
  });
});
