import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../cache/key-value-store.ts';
import { SchemeError } from './port.ts';
import { createRealScheme } from './real.ts';
import { createSandboxScheme } from './sandbox.ts';

const app = { appId: 'wxmini', appSecret: 's3cret', wechatType: 901 };
const request = {
  path: 'pages/index/index',
  query: 'courseId=3',
  envVersion: 'release' as const,
  expireSeconds: 86_400,
};

describe('the mini-program URL scheme adapters', () => {
  it('real: fetches a token once, then posts jump_wxa to wxa/generatescheme', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    const fetch = (async (input: URL | string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/cgi-bin/token')) return Response.json({ access_token: 'AT', expires_in: 7200 });
      return Response.json({ errcode: 0, openlink: 'weixin://dl/business/?t=abcDEF123456' });
    }) as typeof globalThis.fetch;
    const port = createRealScheme({ apiBaseUrl: 'https://api.test', kv: createMemoryStore(), fetch });
    expect(await port.generateScheme(app, request)).toEqual({
      openlink: 'weixin://dl/business/?t=abcDEF123456',
    });
    await port.generateScheme(app, request);
    expect(calls.filter((c) => c.url.includes('/cgi-bin/token'))).toHaveLength(1);
    const post = calls.find((c) => c.url.startsWith('https://api.test/wxa/generatescheme?access_token=AT'));
    expect(post?.body).toEqual({
      jump_wxa: { path: 'pages/index/index', query: 'courseId=3', env_version: 'release' },
      expire_type: 1,
      expire_interval: 1,
    });
  });

  it('real: an errcode or a missing secret is a SchemeError', async () => {
    const fetch = (async (input: URL | string) =>
      String(input).includes('/cgi-bin/token')
        ? Response.json({ access_token: 'AT', expires_in: 7200 })
        : Response.json({
            errcode: 85079,
            errmsg: 'miniprogram has no online release',
          })) as typeof globalThis.fetch;
    const port = createRealScheme({ apiBaseUrl: 'https://api.test', kv: createMemoryStore(), fetch });
    await expect(port.generateScheme(app, request)).rejects.toBeInstanceOf(SchemeError);
    await expect(port.generateScheme({ ...app, appId: 'other', appSecret: null }, request)).rejects.toThrow(
      /no app secret/,
    );
  });

  it('sandbox: a ticket of the real format, a different one each time', async () => {
    const port = createSandboxScheme();
    const a = await port.generateScheme(app, request);
    const b = await port.generateScheme(app, request);
    expect(a.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[A-Za-z0-9_-]{12}$/);
    expect(a.openlink).not.toBe(b.openlink);
    await expect(port.generateScheme(app, { ...request, path: 'pages/a?x=1' })).rejects.toThrow();
  });
});
