import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';
import { loadWebAppConfig } from '../http/web-app-config.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

/**
 * Redirects only to us (issue 13, item 6), server side: the sandbox authorization page (/sandbox/oauth2/authorize
 * and /confirm) returns only to our origin or a host of REDIRECT_ALLOWED_HOSTS. A hostile redirect_uri gets the
 * error page on both steps — status 400, no Location, no code issued — whatever trick it uses. The web app's
 * pages are proven in a browser by e2e/specs/security-redirects.spec.ts; the rule itself by
 * packages/domain/src/redirect.test.ts.
 *
 * Injected requests arrive with Host `localhost:80`, so without PUBLIC_BASE_URL our origin is http://localhost.
 */

const HOSTILE_REDIRECT_URIS = [
  'https://evil.example/phish',
  'http://evil.example/user?toAuth=1',
  'HTTPS://EVIL.EXAMPLE/phish',
  '//evil.example/user',
  '/\\evil.example',
  'https:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  ' http://localhost/user',
  'http://localhost/user\n',
  'http://local\thost/user',
  'http://localhost\u0000.evil.example/',
  'http://us@evil.example/',
  'http://localhost@evil.example/',
  'http://localhost:80@evil.example/',
  'http://localhost%40evil.example/',
  'http://evil.example#@localhost/',
  'http://evil.example\\@localhost/',
  'http://localhost.evil.example/user',
  'https://localhost/user',
  'http://localhost:8080/user',
  'ftp://localhost/user',
  'weixin://dl/business/?t=x',
];

const BASE = {
  appid: 'wx_sandbox_nbc_99',
  response_type: 'code',
  scope: 'snsapi_userinfo',
  state: 's13',
};

describe('security: redirects (sandbox authorization page)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let allowing: TestApp;
  let behindBaseUrl: TestApp;
  const tally = hostileTally('redirects');

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(database.database);
    allowing = await buildTestApp(database.database, { seed: false, redirectHosts: ['shop.example.com'] });
    behindBaseUrl = await buildTestApp(database.database, {
      seed: false,
      publicBaseUrl: 'https://h5.example.com',
    });
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
    await allowing?.close();
    await behindBaseUrl?.close();
    await database?.drop();
    expect(tally.refused).toBe(tally.sent);
  });

  const page = (app: TestApp, step: 'authorize' | 'confirm', redirectUri: string) =>
    app.app.inject({
      method: 'GET',
      url: `/sandbox/oauth2/${step}?${new URLSearchParams({
        ...BASE,
        redirect_uri: redirectUri,
        ...(step === 'confirm' ? { identity: 'new', nickname: '' } : {}),
      })}`,
    });

  it.each(HOSTILE_REDIRECT_URIS)('refuses redirect_uri %j on both steps, with no redirect', async (uri) => {
    for (const step of ['authorize', 'confirm'] as const) {
      const answer = await page(t, step, uri);
      const refused =
        answer.statusCode === 400 &&
        answer.headers.location === undefined &&
        answer.body.includes('redirect_uri 参数错误');
      tally.record(refused);
      expect(answer.statusCode, `${step} ${uri}`).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.body).toContain('只能返回本站或已配置的域名');
    }
  });

  it('returns to our own origin with the code and state', async () => {
    const shown = await page(t, 'authorize', 'http://localhost/user?toAuth=1');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('data-testid="sandbox-authorize-confirm"');
    const answer = await page(t, 'confirm', 'http://localhost/user?toAuth=1');
    expect(answer.statusCode).toBe(302);
    const target = new URL(answer.headers.location as string);
    expect(target.origin).toBe('http://localhost');
    expect(target.pathname).toBe('/user');
    expect(target.searchParams.get('toAuth')).toBe('1');
    expect(target.searchParams.get('state')).toBe('s13');
    expect(target.searchParams.get('code')).toMatch(/\S{8,}/);
  });

  it('returns to a host of REDIRECT_ALLOWED_HOSTS, and only to it', async () => {
    const answer = await page(allowing, 'confirm', 'https://shop.example.com/back?x=1');
    expect(answer.statusCode).toBe(302);
    expect(new URL(answer.headers.location as string).host).toBe('shop.example.com');
    for (const uri of [
      'https://evil.example/',
      'https://shop.example.com.evil.example/',
      'https://a@shop.example.com/',
    ]) {
      const refused = await page(allowing, 'confirm', uri);
      tally.record(refused.statusCode === 400 && refused.headers.location === undefined);
      expect(refused.statusCode, uri).toBe(400);
    }
  });

  it('hands the allow-list to the web app in its config', async () => {
    const web = await loadWebAppConfig(database.database.db, allowing.app.config);
    expect(web.redirectHosts).toEqual(['shop.example.com']);
    expect((await loadWebAppConfig(database.database.db, t.app.config)).redirectHosts).toEqual([]);
  });

  it('with PUBLIC_BASE_URL, our origin is that one, not the Host a request names', async () => {
    const answer = await page(behindBaseUrl, 'confirm', 'https://h5.example.com/user?toAuth=1');
    expect(answer.statusCode).toBe(302);
    expect(new URL(answer.headers.location as string).origin).toBe('https://h5.example.com');
    for (const [uri, host] of [
      ['http://localhost/user', undefined],
      ['https://evil.example/user', 'evil.example'],
    ] as const) {
      const refused = await behindBaseUrl.app.inject({
        method: 'GET',
        url: `/sandbox/oauth2/confirm?${new URLSearchParams({ ...BASE, redirect_uri: uri, identity: 'new' })}`,
        headers: host ? { host, 'x-forwarded-host': host } : {},
      });
      tally.record(refused.statusCode === 400 && refused.headers.location === undefined);
      expect(refused.statusCode, uri).toBe(400);
    }
  });
});

describe('REDIRECT_ALLOWED_HOSTS', () => {
  it('reads hosts, adds the host of PUBLIC_BASE_URL, and refuses to start on an entry that is not a host', () => {
    expect(loadConfig({}).redirectHosts).toEqual([]);
    expect(
      loadConfig({
        REDIRECT_ALLOWED_HOSTS: 'Shop.Example.com, *.cdn.example.com',
        PUBLIC_BASE_URL: 'https://h5.example.com',
      }).redirectHosts,
    ).toEqual(['h5.example.com', 'shop.example.com', '*.cdn.example.com']);
    for (const bad of ['https://shop.example.com', '*', '*.com', 'a@b.example', 'evil.example/x']) {
      expect(() => loadConfig({ REDIRECT_ALLOWED_HOSTS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ REDIRECT_ALLOWED_HOSTS: bad }), bad).toThrow(/REDIRECT_ALLOWED_HOSTS/);
    }
  });
});
