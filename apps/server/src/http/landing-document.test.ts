import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingVariant } from '@course/domain/landing-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { createLandingDocument } from './landing-document.ts';

const INDEX = `<!doctype html><html><head><title>加载中</title><!--app-config-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="app-loading"></div><div id="root"></div></body></html>`;

describe('the light landing document', () => {
  const doc = createLandingDocument(INDEX, { js: 'window.x="</script>";', css: '.a{color:red}' });
  const page = landingVariant('pageTemplate')!;

  it('sets the app entry aside in a template and writes the engine in', () => {
    const html = doc.render({ variant: page, template: 'nbc', nonce: 'n0nce' });
    const [, template] = html.match(/<template id="app-shell-entry">(.*?)<\/template>/s) ?? [];
    expect(template).toContain('src="/assets/index-abc.js"');
    expect(template).toContain('href="/assets/vendor-def.js"');
    expect(template).toContain('href="/assets/index-ghi.css"');
    const outside = html.replace(/<template id="app-shell-entry">.*?<\/template>/s, '');
    expect(outside).not.toContain('/assets/');
    expect(html).toContain('<style>.a{color:red}</style></head>');
    expect(html).toContain('<script nonce="n0nce">window.x="<\\/script>";</script>');
    expect(html).toContain(
      '<script nonce="n0nce">window.__LANDING_BOOT__={"variant":"pageTemplate"}</script>',
    );
  });

  it('titles the page by the template rule and puts the layout in when there is one', () => {
    expect(doc.render({ variant: page, template: 'nbc' })).toContain('<title>关注公众号 领取课程</title>');
    expect(doc.render({ variant: page, template: 'jz' })).toContain('<title>预约直播 领取课程</title>');
    expect(doc.render({ variant: landingVariant('notAvailable')!, template: 'nbc' })).toContain(
      '<title>报名已满</title>',
    );
    const html = doc.render({ variant: page, template: 'nbc', layout: '{"tBackgroundColor":"</script>"}' });
    expect(html).toContain('"layout":"{\\"tBackgroundColor\\":\\"\\u003c/script>\\"}"');
  });
});

describe('serving landing addresses', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDistDir, 'landing'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX);
    writeFileSync(path.join(webDistDir, 'landing', 'landing.js'), 'console.log("landing")');
    writeFileSync(path.join(webDistDir, 'landing', 'landing.css'), '.lp{}');
    t = await buildTestApp(database.database, { webDistDir });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('answers a landing address with the landing document, compressed, with the template layout', async () => {
    const res = await t.app.inject({
      url: '/pageTemplate?addGroupPageId=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    const plain = await t.app.inject({ url: '/pageTemplate?addGroupPageId=1' });
    expect(plain.body).toContain('console.log("landing")');
    expect(plain.body).toMatch(/__LANDING_BOOT__=\{"variant":"pageTemplate","layout":"\{.*tQrcodeTop.*\}"\}/);
    for (const url of ['/pageTemplateby/1', '/flamingoby', '/classInfo20-sku/9', '/notAvailable']) {
      expect((await t.app.inject({ url })).body, url).toContain('__LANDING_BOOT__');
    }
  });

  it('answers every other page with the app, and unknown calls with 404', async () => {
    for (const url of ['/index/1', '/center', '/pageTemplate/1/2', '/classInfoCenter']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('__LANDING_BOOT__');
      expect(res.body, url).toContain('src="/assets/index-abc.js"');
    }
    expect((await t.app.inject({ url: '/putin/api/v1/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/pageTemplate' })).statusCode).toBe(404);
  });
});
