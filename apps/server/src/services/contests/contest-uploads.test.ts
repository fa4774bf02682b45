import { imgCheck } from '@course/contracts/contests-content';
import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { formatNames, UPLOAD_TYPES } from '@course/domain/upload-formats';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestUploads } from '../../db/schema/index.ts';
import type { UploadStoreConfig } from '../../env.ts';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { SANDBOX_REFUSE_MARKER } from '../../integrations/uploads/moderation.ts';
import {
  type FakeS3,
  fakeS3Config,
  makePng,
  makeWav,
  putToTarget,
  readPublic,
  startFakeS3,
} from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { UPLOAD_TTL_SECONDS } from './uploads.ts';

/**
 * One upload suite, run against both stores: the local folder (default) and S3 through the AWS SDK against a
 * fake S3 server (s3rver). A contestant uploads an audio entry straight to the store with the signed address;
 * the server checks what was stored by its content (magic bytes, size, duration) and refuses anything else;
 * /imgCheck/imgCheck checks images the same way plus the sandbox moderation, whose refusal a marker triggers.
 */
const CODE = 'memory-2026';
const ADAPTERS = ['local', 's3'] as const;

describe.each(ADAPTERS)('contest uploads on the %s store', (adapter) => {
  let t: TestApp;
  let testDb: TestDatabase;
  let s3: FakeS3 | null = null;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', { seeded: true });
    let uploads: UploadStoreConfig = { store: 'local' };
    if (adapter === 's3') {
      s3 = await startFakeS3();
      uploads = fakeS3Config(s3);
    }
    t = await buildTestApp(testDb.database, { uploads });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await testDb?.drop();
  });

  const applied = async () => {
    const who = await t.newCustomer();
    const answer = await call(t.app, voiceCalls.apply, {
      token: who.token,
      body: { activityCode: CODE, realName: '张小明' },
    });
    expect(answer.code).toBe(0);
    return who;
  };
  const start = (token: string, bytes: Buffer, contentType = 'audio/wav') =>
    call(t.app, voiceCalls.upload, {
      token,
      body: { activityCode: CODE, step: 'start', contentType, size: bytes.length },
    });
  const finish = (token: string, uploadKey: string) =>
    call(t.app, voiceCalls.upload, { token, body: { activityCode: CODE, step: 'finish', uploadKey } });

  it('an audio entry goes to the store with a signed address, is checked, and is served back', async () => {
    const who = await applied();
    const wav = makeWav(3);
    const started = await start(who.token, wav);
    expect(started.code).toBe(0);
    const target = started.data.target!;
    expect(target.expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    if (adapter === 's3') expect(target.url).toMatch(/X-Amz-Signature=/);
    expect(await putToTarget(t.app, target, wav)).toBe(200);
    const done = await finish(who.token, target.key);
    expect(done.code).toBe(0);
    expect(done.data.entry).toMatchObject({
      status: 'submitted',
      mediaType: 'audio/wav',
      durationSeconds: 3,
    });
    const served = await readPublic(t.app, done.data.entry!.mediaUrl!);
    expect(served?.equals(wav)).toBe(true);
  });

  it('a file that is not audio by its content is refused with 2401 and deleted, whatever it claimed', async () => {
    const who = await applied();
    const png = makePng();
    const started = await start(who.token, png, 'audio/wav');
    expect(await putToTarget(t.app, started.data.target!, png)).toBe(200);
    const done = await finish(who.token, started.data.target!.key);
    expect(done.code).toBe(ResponseCode.uploadRefused);
    // The refusal names the formats the upload page's hint names (packages/domain upload-formats).
    expect(done.msg).toBe(`文件格式不支持：请上传 ${formatNames(UPLOAD_TYPES.audio)} 格式的音频`);
    const [row] = await t.database.db
      .select()
      .from(contestUploads)
      .where(eq(contestUploads.key, started.data.target!.key));
    expect(row).toMatchObject({ status: 'refused' });
    expect(await readPublic(t.app, publicUrlOf(started.data.target!.key))).toBeNull();
  });

  it('too long, too large, the wrong size sent, and someone else’s upload are all refused', async () => {
    const who = await applied();
    const long = makeWav(301);
    const started = await start(who.token, long);
    expect(await putToTarget(t.app, started.data.target!, long)).toBe(200);
    const done = await finish(who.token, started.data.target!.key);
    expect(done.code).toBe(ResponseCode.uploadRefused);
    expect(done.msg).toContain('太长');

    const huge = await call(t.app, voiceCalls.upload, {
      token: who.token,
      body: { activityCode: CODE, step: 'start', contentType: 'audio/wav', size: 21 * 1024 * 1024 },
    });
    expect(huge.code).toBe(ResponseCode.uploadRefused);
    expect(huge.msg).toContain('20MB');

    // More bytes than signed for: the local PUT route answers 400 (the size is in its signed query), S3 403
    // (the signature covers content-length); nothing is stored, so finish says the file is not there.
    const wrong = await start(who.token, makeWav(2));
    expect(await putToTarget(t.app, wrong.data.target!, makeWav(4))).toBe(adapter === 'local' ? 400 : 403);
    const missing = await finish(who.token, wrong.data.target!.key);
    expect(missing.code).toBe(ResponseCode.conflict);
    expect(missing.msg).toBe('文件还未上传完成，请重新上传');

    const wav = makeWav(2);
    const signed = await start(who.token, wav);

    const other = await applied();
    expect(await putToTarget(t.app, signed.data.target!, wav)).toBe(200);
    expect((await finish(other.token, signed.data.target!.key)).code).toBe(ResponseCode.notFound);
    expect((await finish(who.token, signed.data.target!.key)).code).toBe(0);
  });

  it('refuses a tampered signed address (403) and stores nothing', async () => {
    const who = await applied();
    const wav = makeWav(2);
    const started = await start(who.token, wav);
    const target = started.data.target!;
    const url = new URL(target.url, 'http://app.local');
    const sigParam = adapter === 'local' ? 'sig' : 'X-Amz-Signature';
    const tamperings: Array<[string, (u: URL) => void]> = [
      ['another key', (u) => (u.pathname = u.pathname.replace(/[0-9a-f]{4}\.bin$/, 'beef.bin'))],
      [
        'a longer life',
        (u) => u.searchParams.set(adapter === 'local' ? 'expires' : 'X-Amz-Expires', '999999'),
      ],
      [
        'a changed signature',
        (u) => {
          const sig = u.searchParams.get(sigParam)!;
          u.searchParams.set(sigParam, `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
        },
      ],
    ];
    for (const [, tamper] of tamperings) {
      const forged = new URL(url);
      tamper(forged);
      const forgedUrl = adapter === 'local' ? `${forged.pathname}${forged.search}` : forged.toString();
      expect(await putToTarget(t.app, { ...target, url: forgedUrl }, wav)).toBe(403);
    }
    // Another content type than the one signed for.
    expect(await putToTarget(t.app, { ...target, headers: { 'content-type': 'audio/mpeg' } }, wav)).toBe(403);
    expect((await finish(who.token, target.key)).msg).toBe('文件还未上传完成，请重新上传');
    // The untouched address still works.
    expect(await putToTarget(t.app, target, wav)).toBe(200);
    expect((await finish(who.token, target.key)).code).toBe(0);
  });

  it('refuses an expired signed address (403)', async () => {
    const wav = makeWav(2);
    // The app's own store with the same configuration, asked for an address signed ten minutes ago.
    const store = createUploadStore(t.app.config);
    const key = `contests/0/${'ab'.repeat(16)}.bin`;
    const expired = await store.createUploadTarget({
      key,
      contentType: 'audio/wav',
      size: wav.length,
      ttlSeconds: UPLOAD_TTL_SECONDS,
      now: Date.now() - 2 * UPLOAD_TTL_SECONDS * 1000,
    });
    expect(expired.expiresAt).toBeLessThan(Date.now());
    if (adapter === 'local') {
      const response = await t.app.inject({
        method: 'PUT',
        url: expired.url,
        headers: expired.headers,
        payload: wav,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: ResponseCode.badSign,
        msg: '上传地址已过期，请重新上传',
      });
    } else {
      expect(await putToTarget(t.app, expired, wav)).toBe(403);
    }
    expect(await store.read(key)).toBeNull();
    // The same store signs a fresh address for the same key that works.
    const fresh = await store.createUploadTarget({
      key,
      contentType: 'audio/wav',
      size: wav.length,
      ttlSeconds: UPLOAD_TTL_SECONDS,
      now: Date.now(),
    });
    expect(await putToTarget(t.app, fresh, wav)).toBe(200);
    expect((await store.read(key))?.equals(wav)).toBe(true);
    await store.remove(key);
  });

  it('imgCheck accepts a real image and refuses a non-image (2401) and a moderated one (2402)', async () => {
    const who = await t.newCustomer();
    const check = async (bytes: Buffer) => {
      const started = await call(t.app, imgCheck, {
        token: who.token,
        body: { step: 'start', contentType: 'image/png', size: bytes.length },
      });
      expect(started.code).toBe(0);
      expect(await putToTarget(t.app, started.data.target!, bytes)).toBe(200);
      return call(t.app, imgCheck, {
        token: who.token,
        body: { step: 'finish', uploadKey: started.data.target!.key },
      });
    };
    const ok = await check(makePng());
    expect(ok).toMatchObject({ code: 0, data: { pass: true } });
    // What is stored is the image re-encoded by sharp under its own extension, not the uploaded bytes.
    expect(ok.data.url).toMatch(/\.(png|jpg)$/);
    const served = await readPublic(t.app, ok.data.url!);
    expect(served).not.toBeNull();
    expect((await sharp(served!).metadata()).width).toBe(1);
    const text = await check(Buffer.from('just some text pretending to be a picture'));
    expect(text.code).toBe(ResponseCode.uploadRefused);
    const refused = await check(makePng(SANDBOX_REFUSE_MARKER));
    expect(refused.code).toBe(ResponseCode.contentRefused);
    expect(refused.msg).toContain('不合规');
  });

  const publicUrlOf = (key: string) => (s3 ? `${s3.endpoint}/${s3.bucket}/${key}` : `/uploads/${key}`);
});
