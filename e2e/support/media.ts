import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT, MESSAGING_APP_UA } from './constants.ts';

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
