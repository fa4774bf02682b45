// Over 300 lines: the contests suites' shared set-up (media, the fake S3, signed PUTs, a contestant) in one place.
import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContestConfig } from '@course/contracts/contests-activity';
import { voiceCalls } from '@course/contracts/contests-entry';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { expect } from 'vitest';
import type { AppDb } from '../db/client.ts';
import { contests } from '../db/schema/index.ts';
import { call } from './order-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the contests suites: generated media, the fake S3 server, signed PUTs and contest set-up. */

/**
 * An H.264 MP4 of ffmpeg's colour test pattern, `seconds` long, `size` (width×height) at `rate` frames a second,
 * with a 440 Hz AAC tone when `tone` (a few kilobytes at 64×64).
 */
export async function makeMp4(
  seconds: number,
  opts: { size?: string; rate?: number; tone?: boolean } = {},
): Promise<Buffer> {
  const { size = '64x64', rate = 5, tone = false } = opts;
  const dir = await mkdtemp(path.join(tmpdir(), 'test-mp4-'));
  const out = path.join(dir, 'clip.mp4');
  const audio = tone
    ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', '-shortest']
    : [];
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
      ...audio,
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PCM WAV of `seconds` of a quiet tone (8 kHz, 8-bit, mono: 8,000 bytes a second). */
export function makeWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate, 28); // byte rate
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++)
    buffer[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return buffer;
}

/** A 1×1 PNG, optionally with a text chunk (e.g. the sandbox moderation's refusal marker). */
export function makePng(text?: string): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return text ? Buffer.concat([png, Buffer.from(text, 'latin1')]) : png;
}

export type FakeS3 = { endpoint: string; bucket: string; close(): Promise<void> };

const FAKE_S3_SECRET = 'S3RVER';

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * Checks a query-signed (presigned) SigV4 request as S3 does: the signature over method, path, query and the
 * signed headers (content-type and content-length included, so a different size or type fails), and the
 * expiry. s3rver itself accepts any SigV4 signature ("unimplemented") and checks only the expiry, so the
 * suite's fake S3 puts this check in front of it. Requests without a query signature pass through.
 */
export function checkPresigned(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  secret: string,
  now: number,
): { status: number; code: string; message: string } | null {
  const url = new URL(request.url, 'http://fake-s3');
  const q = url.searchParams;
  const provided = q.get('X-Amz-Signature');
  if (!provided) return null;
  const amzDate = q.get('X-Amz-Date') ?? '';
  const scope = (q.get('X-Amz-Credential') ?? '').split('/').slice(1).join('/');
  const [day, region, service] = scope.split('/');
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const headerOf = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonical = [
    request.method,
    url.pathname,
    query,
    signedHeaders.map((h) => `${h}:${headerOf(h)}\n`).join(''),
    signedHeaders.join(';'),
    q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  const expected = hmac(key, toSign).toString('hex');
  if (expected !== provided) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature does not match' };
  }
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  const signedAt = m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
  if (!(signedAt + Number(q.get('X-Amz-Expires')) * 1000 >= now)) {
    return { status: 403, code: 'AccessDenied', message: 'Request has expired' };
  }
  return null;
}

/**
 * s3rver on a free port with one bucket (its default credentials are S3RVER / S3RVER), behind a small proxy
 * that checks presigned addresses as S3 does (`checkPresigned`), so a tampered, resized or expired signed PUT
 * is refused with 403 like the real service.
 */
export async function startFakeS3(bucket = 'contests'): Promise<FakeS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const proxy = createServer((req, res) => {
    const refused = checkPresigned(
      { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
      FAKE_S3_SECRET,
      Date.now(),
    );
    if (refused) {
      req.resume();
      res.writeHead(refused.status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refused.code}</Code><Message>${refused.message}</Message></Error>`,
      );
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: address.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${address.port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${proxyPort}`,
    bucket,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
    },
  };
}

export const fakeS3Config = (s3: FakeS3) => ({
  store: 's3' as const,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket: s3.bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  publicBaseUrl: '',
});

/** Sends bytes to a signed target as a browser would: to the app itself (local store) or over HTTP (S3). */
export async function putToTarget(
  app: FastifyInstance,
  target: { url: string; headers: Record<string, string> },
  bytes: Buffer,
): Promise<number> {
  if (target.url.startsWith('/')) {
    const response = await app.inject({
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      payload: bytes,
    });
    return response.statusCode;
  }
  const response = await fetch(target.url, {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(bytes),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Reads a stored file back through its public address. */
export async function readPublic(app: FastifyInstance, url: string): Promise<Buffer | null> {
  if (url.startsWith('/')) {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? response.rawPayload : null;
  }
  const response = await fetch(url);
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

/** Changes part of a demo contest's configuration. */
export async function patchContest(db: AppDb, code: string, patch: (config: ContestConfig) => ContestConfig) {
  const [row] = await db.select().from(contests).where(eq(contests.code, code));
  await db
    .update(contests)
    .set({ config: patch(row!.config as ContestConfig) as unknown as Record<string, unknown> })
    .where(eq(contests.code, code));
  return row!;
}

/**
 * The text strings of a PDF's document information (pdfkit writes them as literal strings, UTF-16BE with a
 * byte-order mark when not ASCII): enough to check whose certificate a PDF is without a PDF parser.
 */
export function pdfInfoStrings(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/\((\xfe\xff(?:\\.|[^\\)])*)\)/g)) {
    const raw = match[1]!.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      if (simple[e]) return simple[e];
      if (/^[0-7]+$/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
      return e;
    });
    const bytes = Buffer.from(raw.slice(2), 'latin1');
    let out = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes.readUInt16BE(i));
    found.push(out);
  }
  return found;
}

/** A new learner who applied to the voice contest `activityCode` and uploaded a one-second WAV: an entry on its rank. */
export async function voiceContestant(t: TestApp, activityCode: string, name: string) {
  const who = await t.newCustomer();
  const applied = await call(t.app, voiceCalls.apply, {
    token: who.token,
    body: { activityCode, realName: name },
  });
  expect(applied.code).toBe(0);
  const wav = makeWav(1);
  const started = await call(t.app, voiceCalls.upload, {
    token: who.token,
    body: { activityCode, step: 'start', contentType: 'audio/wav', size: wav.length },
  });
  expect(await putToTarget(t.app, started.data.target!, wav)).toBe(200);
  const done = await call(t.app, voiceCalls.upload, {
    token: who.token,
    body: { activityCode, step: 'finish', uploadKey: started.data.target!.key },
  });
  expect(done.code).toBe(0);
  return { ...who, entryId: applied.data.entryId };
}
