import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeXml } from './qr-image.ts';

/** Generated demo images and media for the seed. Every output is deterministic, so re-seeding rewrites nothing. */

const FONT = 'PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif';

/** Writes the file only when it is missing or its content differs. Answers whether it wrote. */
export async function writeFileIfChanged(file: string, content: string | Uint8Array): Promise<boolean> {
  const next = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  try {
    const current = await readFile(file);
    if (current.equals(next)) return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, next);
  return true;
}

/** Splits a title into at most two lines of about `perLine` characters, breaking at punctuation when it can. */
function wrapTitle(title: string, perLine: number): string[] {
  const chars = Array.from(title);
  if (chars.length <= perLine) return [title];
  const breakAt = chars.findIndex((c, i) => i >= 4 && i <= perLine && /[：:，,、｜|—-]/.test(c));
  if (breakAt > 0) {
    return [chars.slice(0, breakAt + 1).join(''), chars.slice(breakAt + 1).join('')];
  }
  return [chars.slice(0, perLine).join(''), chars.slice(perLine).join('')];
}

/**
 * A 16:9 cover (640x360): a diagonal gradient with the title in white. A course's cover names its teacher
 * (主讲：…); a good's picture has a plain byline instead (a good has no teacher).
 */
export function renderCoverSvg(
  input: { title: string; tag: string; from: string; to: string } & (
    | { teacher: string; byline?: never }
    | { byline: string; teacher?: never }
  ),
) {
  const bottomLine = input.teacher !== undefined ? `主讲：${input.teacher}` : input.byline;
  const lines = wrapTitle(input.title, 13);
  const size = lines.some((l) => Array.from(l).length > 11) ? 36 : 40;
  const top = lines.length === 1 ? 184 : 160;
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${top + i * (size + 14)}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="${FONT}">`,
    `<title>${escapeXml(input.title)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${input.from}"/><stop offset="1" stop-color="${input.to}"/>`,
    '</linearGradient></defs>',
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<circle cx="560" cy="64" r="120" fill="#fff" fill-opacity="0.08"/>',
    '<circle cx="600" cy="320" r="90" fill="#fff" fill-opacity="0.06"/>',
    `<rect x="48" y="56" rx="16" width="${Array.from(input.tag).length * 22 + 32}" height="36" fill="#fff" fill-opacity="0.22"/>`,
    `<text x="64" y="81" font-size="20" fill="#fff">${escapeXml(input.tag)}</text>`,
    text,
    `<text x="48" y="312" font-size="22" fill="#fff" fill-opacity="0.85">${escapeXml(bottomLine)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A round avatar (120x120): a coloured circle with one character (a surname) in white. */
export function renderAvatarSvg(character: string, color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" font-family="${FONT}">`,
    `<title>${escapeXml(character)}</title>`,
    `<circle cx="60" cy="60" r="60" fill="${color}"/>`,
    `<text x="60" y="62" text-anchor="middle" dominant-baseline="middle" font-size="56" font-weight="600" fill="#fff">${escapeXml(character)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A brand logo (240x80): rounded mark plus the brand name. */
export function renderLogoSvg(name: string, color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" font-family="${FONT}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect x="8" y="12" width="56" height="56" rx="14" fill="${color}"/>`,
    `<text x="36" y="42" text-anchor="middle" dominant-baseline="middle" font-size="30" font-weight="700" fill="#fff">${escapeXml(Array.from(name)[0] ?? '')}</text>`,
    `<text x="76" y="42" dominant-baseline="middle" font-size="26" font-weight="600" fill="#333">${escapeXml(name)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * A full-screen landing background, drawn on the phone draft (750x1624, a 375x812 screen at 2x) so that it
 * covers a phone's whole first screen without being scaled: a headline and a subline at the top, a white card
 * for the QR and its caption, and a slogan under the card. Its bottom is the `to` colour, which the template
 * uses as the page colour. Positions are the draft's px, which are the template's units.
 */
export const LANDING_BACKGROUND = {
  width: 750,
  height: 1624,
  headline: { baseline: 250, size: 64 },
  subline: { baseline: 322, size: 34 },
  card: { left: 135, top: 420, width: 480, height: 600 },
  slogan: { baseline: 1112, size: 30 },
} as const;

export type LandingCard = { top: number; height: number };
type BackgroundGeometry = {
  headline: { baseline: number; size: number };
  subline: { baseline: number; size: number };
  card: { left: number; top: number; width: number; height: number };
  slogan: { baseline: number; size: number };
};

/**
 * The background's geometry with its card at `card` (default: LANDING_BACKGROUND's): the slogan keeps its
 * distance under the card, so a shorter card leaves no empty band above the slogan.
 */
export function landingBackgroundGeometry(card?: LandingCard): BackgroundGeometry {
  const base = LANDING_BACKGROUND;
  if (!card) return base;
  const sloganGap = base.slogan.baseline - (base.card.top + base.card.height);
  return {
    headline: base.headline,
    subline: base.subline,
    card: { ...base.card, top: card.top, height: card.height },
    slogan: { ...base.slogan, baseline: card.top + card.height + sloganGap },
  };
}

/** The bands of the background that carry its printed text (a glyph's box, with a little room). */
export function landingBackgroundTextRegions(card?: LandingCard): { top: number; height: number }[] {
  const band = ({ baseline, size }: { baseline: number; size: number }) => ({
    top: Math.floor(baseline - size - 8),
    height: Math.ceil(size * 1.25 + 16),
  });
  const { headline, subline, slogan } = landingBackgroundGeometry(card);
  return [band(headline), band(subline), band(slogan)];
}

export function renderLandingBackgroundSvg(input: {
  headline: string;
  subline: string;
  slogan: string;
  from: string;
  to: string;
  /** The white card for the QR and its caption (default: LANDING_BACKGROUND.card). */
  card?: LandingCard;
}): string {
  const { width, height } = LANDING_BACKGROUND;
  const { headline, subline, card, slogan } = landingBackgroundGeometry(input.card);
  const centre = width / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    `<title>${escapeXml(input.headline)}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${input.from}"/><stop offset="0.75" stop-color="${input.to}"/>`,
    `<stop offset="1" stop-color="${input.to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    '<circle cx="680" cy="120" r="220" fill="#fff" fill-opacity="0.08"/>',
    '<circle cx="80" cy="1380" r="200" fill="#fff" fill-opacity="0.05"/>',
    `<text x="${centre}" y="${headline.baseline}" text-anchor="middle" font-size="${headline.size}" font-weight="800" fill="#fff">${escapeXml(input.headline)}</text>`,
    `<text x="${centre}" y="${subline.baseline}" text-anchor="middle" font-size="${subline.size}" fill="#fff" fill-opacity="0.9">${escapeXml(input.subline)}</text>`,
    `<rect x="${card.left}" y="${card.top}" width="${card.width}" height="${card.height}" rx="32" fill="#fff"/>`,
    `<text x="${centre}" y="${slogan.baseline}" text-anchor="middle" font-size="${slogan.size}" fill="#fff" fill-opacity="0.9">${escapeXml(input.slogan)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A decorative frame drawn behind the QR (the template's QR backing image), 480x560. */
export function renderQrFrameSvg(caption: string, color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560" font-family="${FONT}">`,
    `<title>${escapeXml(caption)}</title>`,
    `<rect x="4" y="4" width="472" height="552" rx="36" fill="#fff" stroke="${color}" stroke-width="8"/>`,
    `<rect x="40" y="0" width="400" height="64" rx="32" fill="${color}"/>`,
    `<text x="240" y="42" text-anchor="middle" font-size="28" font-weight="700" fill="#fff">${escapeXml(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A mono 16-bit PCM WAV of a sine tone, with 20 ms fades so it starts and ends without a click. */
export function renderToneWav(opts: { frequency: number; seconds: number; sampleRate: number }): Uint8Array {
  const samples = Math.round(opts.seconds * opts.sampleRate);
  const dataBytes = samples * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(opts.sampleRate, 24);
  buf.writeUInt32LE(opts.sampleRate * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  const fade = Math.round(opts.sampleRate * 0.02);
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    const value = Math.sin((2 * Math.PI * opts.frequency * i) / opts.sampleRate) * 0.5 * envelope;
    buf.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return buf;
}
