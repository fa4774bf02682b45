import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContestConfig } from '@course/contracts/contests-activity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import type { AppDb } from '../db/client.ts';
import { contests } from '../db/schema/index.ts';

/** Test helpers of the contests suites: generated media, the fake S3 server, signed PUTs and contest set-up. */

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

/** s3rver on a free port with one bucket; its default credentials are S3RVER / S3RVER. */
export async function startFakeS3(bucket = 'contests'): Promise<FakeS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    close: () => server.close(),
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
