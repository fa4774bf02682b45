import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT, MESSAGING_APP_UA } from './constants.ts';

/** A PNG of one pixel of the given grey: two uploads are two different files. */
export function pixelPng(grey: number): Buffer {
  // a 1×1 greyscale PNG: signature, IHDR, IDAT (zlib of filter byte + pixel), IEND; CRCs computed
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  // zlib stored block: header 78 01, final block of 2 bytes, then adler32
  const raw = Buffer.from([0, grey]);
  const a = (1 + raw[0]! + raw[1]!) % 65521;
  const b = (1 + (1 + raw[0]!) + a) % 65521;
  const idat = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, 0x02, 0x00, 0xfd, 0xff]),
    raw,
    Buffer.from([(b >> 8) & 0xff, b & 0xff, (a >> 8) & 0xff, a & 0xff]),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A mono 16-bit PCM WAV of a sine tone, generated at test time (nothing binary is committed): contest entries and
 * section audio to upload, and the fake microphone's input for the piano tuner.
 */
export function sineWav(frequency: number, seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(0.6 * 32767 * Math.sin((2 * Math.PI * frequency * i) / sampleRate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * A Chromium of its own whose microphone hears a sine tone (Chromium's fake capture device playing a WAV), and a
 * phone context in it (nothing stored: a brand-new visitor) allowed to use the microphone. Close the browser.
 */
export async function phoneWithFakeMicrophone(
  frequency = 440,
  seconds = 4,
): Promise<{ browser: Browser; context: BrowserContext }> {
  const wav = path.join(mkdtempSync(path.join(tmpdir(), 'fake-microphone-')), 'tone.wav');
  writeFileSync(wav, sineWav(frequency, seconds, 48_000));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
    permissions: ['microphone'],
  });
  return { browser, context };
}
