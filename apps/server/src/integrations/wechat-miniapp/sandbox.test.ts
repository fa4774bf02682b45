import { describe, expect, it } from 'vitest';
import type { SchemeRequest } from './port.ts';
import { createSandboxScheme } from './sandbox.ts';

const app = { appId: 'wx_sandbox_applet', appSecret: null, wechatType: 99 };
const request = (path: string): SchemeRequest => ({
  path,
  query: '',
  envVersion: 'release',
  expireSeconds: 3600,
});

describe('sandbox generatescheme', () => {
  it('issues tickets in the real format: 12 letters or digits, each new', async () => {
    const scheme = createSandboxScheme();
    const links = await Promise.all(
      Array.from({ length: 200 }, () => scheme.generateScheme(app, request('pages/index/index'))),
    );
    for (const { openlink } of links)
      expect(openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[A-Za-z0-9]{12}$/);
    expect(new Set(scheme.issued).size).toBe(200);
  });

  it('refuses a path with a query and an empty appId, as the real API does', async () => {
    const scheme = createSandboxScheme();
    await expect(scheme.generateScheme(app, request('pages/a?x=1'))).rejects.toThrow(/query/);
    await expect(scheme.generateScheme({ ...app, appId: '' }, request('pages/a'))).rejects.toThrow(/appId/);
  });
});
