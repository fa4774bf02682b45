import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ResponseOf } from '@course/contracts/define-call';
import type { liveLanding } from '@course/contracts/landing-live';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { cachedValue } from './landing-cache.ts';

/**
 * The landing answer carries its QR images as data URLs (measured with bench/landing-qr: the QR then shows
 * one round trip earlier than when the <img> fetches it after the answer). Only our own uploads, only small
 * images (a QR is a few kilobytes); anything else the page loads by its address as before. The <img> stays a
 * real image, so a long-press still recognises it.
 */

/** Above this a data URL would delay the answer more than the round trip it saves on a slow link. */
export const QR_IMAGE_INLINE_MAX_BYTES = 24 * 1024;
const QR_IMAGE_TTL_MS = 60_000;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

type LandingAnswer = Omit<ResponseOf<typeof liveLanding>, 'qrImages'>;

/** Every QR address an answer may show: class, teacher, exclusion advisor, official account. */
export function qrAddressesOf(answer: LandingAnswer): string[] {
  const urls = [
    answer.qr?.newQrCode,
    answer.legacyQr?.groupQrcode,
    answer.legacyQr?.teacherQrCode,
    answer.fallback?.qrcode,
    answer.check?.mutualExclusionQr?.qrUrl,
    answer.signUp?.mutualExclusionQr?.qrUrl,
  ];
  return [...new Set(urls.filter((u): u is string => Boolean(u)))];
}

/** The data URL of an upload, or null (not an upload, unknown type, missing, too big). */
export async function uploadDataUrl(uploadsDir: string, url: string): Promise<string | null> {
  if (!url.startsWith('/uploads/')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/uploads/'.length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = path.resolve(uploadsDir, relative);
  if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return null;
  const mime = MIME[path.extname(file).toLowerCase()];
  if (!mime) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > QR_IMAGE_INLINE_MAX_BYTES) return null;
    return `data:${mime};base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The answer's QR images as data URLs (cached a minute per address: uploads are written once). */
export async function inlineQrImages(
  answer: LandingAnswer,
  uploadsDir: string,
  kv: KeyValueStore | undefined,
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const url of qrAddressesOf(answer)) {
    const read = () => uploadDataUrl(uploadsDir, url);
    const dataUrl = kv
      ? await cachedValue(kv, `landing:qr-image:${url}`, read, QR_IMAGE_TTL_MS)
      : await read();
    if (dataUrl) images[url] = dataUrl;
  }
  return images;
}
