import { formatBeijing } from '@course/domain/beijing-time';
import sharp from 'sharp';
import { CJK_FONT } from './fonts.ts';

/**
 * The couplet as one PNG (750×1100), drawn with sharp: two red vertical strips (上联 on the right, 下联 on the
 * left, as a couplet hangs), the banner (横批) across the top, a 福 diamond in the middle and the writer's
 * name and date under it. Text is set by libvips' pango with the npm-shipped Noto Sans Hans (fonts.ts), so the
 * picture is the same on every machine. One image, so a long-press saves it inside WeChat.
 */

const WIDTH = 750;
const HEIGHT = 1100;
const RED = '#c8161d';
const INK = '#1f1a17';
const GOLD = '#f6d37a';

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function textImage(text: string, dpi: number, color: string, vertical = false, bold = true) {
  const body = vertical ? [...text].map(escapeMarkup).join('\n') : escapeMarkup(text);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${body}</span>`,
      fontfile: bold ? CJK_FONT.bold : CJK_FONT.regular,
      font: bold ? 'Noto Sans Hans Bold' : 'Noto Sans Hans',
      rgba: true,
      dpi,
      align: 'centre',
      spacing: 0,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A vertical line taller than its strip (never with the rule's 11 characters) is scaled down to fit. */
async function fitHeight(img: { data: Buffer; width: number; height: number }) {
  const max = 820;
  if (img.height <= max) return img;
  const { data, info } = await sharp(img.data)
    .resize({ height: max })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const box = (width: number, height: number, color: string) => ({
  create: { width, height, channels: 4 as const, background: color },
});

export async function renderCoupletPng(input: {
  firstLine: string;
  secondLine: string;
  banner: string;
  writer: string;
  at: Date;
}): Promise<Buffer> {
  const chars = Math.max([...input.firstLine].length, [...input.secondLine].length);
  // Characters shrink for long lines so a line of 11 still fits the 860 px strip.
  const dpi = chars > 9 ? 380 : 420;
  const [first, second, banner, fu, caption] = await Promise.all([
    textImage(input.firstLine, dpi, INK, true).then(fitHeight),
    textImage(input.secondLine, dpi, INK, true).then(fitHeight),
    textImage(input.banner, 400, INK),
    textImage('福', 700, GOLD),
    textImage(`${input.writer} · ${formatBeijing(input.at, 'YYYY年M月D日')}`, 150, '#7a4b1c', false, false),
  ]);
  const strip = { width: 140, height: 860, top: 200 };
  const inStrip = (left: number, img: { width: number; height: number }) => ({
    left: left + Math.round((strip.width - img.width) / 2),
    top: strip.top + Math.max(0, Math.round((strip.height - img.height) / 2)),
  });
  const diamond = await sharp(box(200, 200, RED))
    .rotate(45, { background: '#00000000' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const diamondLeft = Math.round((WIDTH - diamond.info.width) / 2);
  const diamondTop = 420;
  return sharp(box(WIDTH, HEIGHT, '#fbe9c9'))
    .composite([
      { input: box(WIDTH - 20, HEIGHT - 20, GOLD), left: 10, top: 10 },
      { input: box(WIDTH - 28, HEIGHT - 28, '#fbe9c9'), left: 14, top: 14 },
      { input: box(440, 130, RED), left: 155, top: 40 },
      { input: box(strip.width, strip.height, RED), left: 560, top: strip.top },
      { input: box(strip.width, strip.height, RED), left: 50, top: strip.top },
      {
        input: banner.data,
        left: 155 + Math.round((440 - banner.width) / 2),
        top: 40 + Math.round((130 - banner.height) / 2),
      },
      { input: first.data, ...inStrip(560, first) },
      { input: second.data, ...inStrip(50, second) },
      { input: diamond.data, left: diamondLeft, top: diamondTop },
      {
        input: fu.data,
        left: Math.round((WIDTH - fu.width) / 2),
        top: diamondTop + Math.round((diamond.info.height - fu.height) / 2),
      },
      { input: caption.data, left: Math.round((WIDTH - caption.width) / 2), top: 860 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
