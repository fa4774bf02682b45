import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

/** The console is served at /admin (admin-spa.ts): its page, its assets, the history fallback, never the calls. */
describe('the operator console at /admin', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  const dist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const ASSET = Buffer.from('console.log(1)');

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>运营后台</title><script>window.x=1</script></head><body><div id="root"></div><script type="module" src="/admin/assets/index-abc123.js"></script></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // what the build writes beside each asset (vite-plugin-compression2), for the console and for the learner's app
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), ASSET);
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js.gz'), gzipSync(ASSET));
    const created = await createTestDatabase({ name: 'pglite', available: true }, { seeded: true });
    drop = created.drop;
    t = await buildTestApp(created.database, { adminDistDir: dist, webDistDir: webDist });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('answers /admin and any page path under it with the console page, no-cache, inline scripts with the nonce', async () => {
    for (const url of ['/admin', '/admin/', '/admin/templates/12', '/admin/staff?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('运营后台');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${nonce}">window.x=1</script>`);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('serves hashed assets for a year; a missing asset or an unknown call is a 404, never the page', async () => {
    // the console's and the learner app's assets alike: one route per built file (no folder read per request)
    for (const [prefix, file] of [
      ['/admin/assets/', 'index-abc123.js'],
      ['/assets/', 'app-abc.js'],
    ] as const) {
      const asset = await t.app.inject({ url: `${prefix}${file}` });
      expect(asset.statusCode, prefix).toBe(200);
      expect(asset.headers['cache-control'], prefix).toContain('immutable');
      for (const wrong of ['nope.js', file.toUpperCase(), `${file}/`, `sub/${file}`]) {
        const missing = await t.app.inject({ url: `${prefix}${wrong}` });
        expect(missing.statusCode, `${prefix}${wrong}`).toBe(404);
        expect(missing.body).not.toContain('运营后台');
        expect(missing.headers['content-type'], `${prefix}${wrong}`).toContain('application/json');
      }
    }
    // the routes are the files of the build the server started with: the folder is not looked at again
    writeFileSync(path.join(webDist, 'assets', 'later-abc.js'), ASSET);
    expect((await t.app.inject({ url: '/assets/later-abc.js' })).statusCode).toBe(404);
    const call = await t.app.inject({ url: '/admin/api/nothing-here' });
    expect(call.statusCode).toBe(404);
    expect(envelopeOf(call).code).toBe(ResponseCode.notFound);
  });

  it('serves the compressed files the build wrote, as they are, to a browser that takes them', async () => {
    for (const url of ['/admin/assets/index-abc123.js', '/assets/app-abc.js']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain('javascript');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.rawPayload.equals(brotliCompressSync(ASSET)), url).toBe(true);
      const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.rawPayload.equals(gzipSync(ASSET)), url).toBe(true);
      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe('console.log(1)');
    }
  });

  it('serves uploads, also one written after the start, for a day, with ranges; never outside the folder', async () => {
    const uploads = path.join(t.app.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, 'course-media', 'audio'), { recursive: true });
    const bytes = Buffer.from('0123456789abcdef');
    writeFileSync(path.join(uploads, 'course-media', 'audio', 'late-0a1b.mp3'), bytes);
    writeFileSync(path.join(t.app.config.dataDir, 'secret.txt'), 'not an upload');

    const file = await t.app.inject({ url: '/uploads/course-media/audio/late-0a1b.mp3' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({
      url: '/uploads/course-media/audio/late-0a1b.mp3',
      headers: { range: 'bytes=4-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('4567');
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/uploads/course-media/audio/late-0a1b.mp3' })).statusCode,
    ).toBe(200);

    // a missing file or a folder: the JSON 404 of every unknown address
    for (const url of [
      '/uploads/course-media/audio/missing.mp3',
      '/uploads/course-media/audio/',
      '/uploads/course-media',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: ResponseCode.notFound });
    }
    // a way out of the folder: refused, or resolved by the URL's own rules to a page outside /uploads/
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/course-media/../../secret.txt',
      '/uploads/course-media//audio/late-0a1b.mp3',
      '/uploads/course-media%5c..%5c..%5csecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/%252e%252e/secret.txt',
      '/uploads/course-media/%252e%252e/%252e%252e/secret.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('not an upload');
      expect(res.headers['content-type'], url).not.toContain('audio');
    }
  });
});
