import sharp from 'sharp';
import type { StrokeData } from './characters.ts';

/**
 * The diagnosis score of intelligent diagnosis (ghosting, ghosting5). The page sends the learner's photo already
 * cropped, straightened and aligned in the model character's frame (the 1024-unit square of hanzi-writer-data).
 * Here, at GRID × GRID pixels:
 * 1. the photo is flattened on white, greyscaled, resized and binarised with Otsu's threshold (ink = darker than
 *    the threshold; a photo with no contrast has no ink);
 * 2. each model stroke's outline (the data set's SVG path) and its median (the pen's path through the stroke,
 *    drawn 16 units wide) are rasterised by sharp (librsvg) at the same size;
 * 3. with a tolerance of `tolerance` pixels (a square dilation): precision = ink within the (dilated) outlines /
 *    all ink; recall = median pixels with ink near them / all median pixels (a thin pen line along the stroke
 *    covers it, the brush width is not required); each stroke's coverage likewise; IoU of ink and outlines raw;
 * 4. the score is the F1 of precision and recall, 0–100.
 */

export const GRID = 128;

export type Mask = Uint8Array;

export type Diagnosis = {
  score: number;
  precision: number;
  recall: number;
  iou: number;
  strokes: number[];
  inkPixels: number;
};

/** The data set's y axis points up with its baseline at 900: the same transform hanzi-writer draws with. */
export function strokeSvg(paths: readonly string[], size: number, colour = '#000'): string {
  const body = paths.map((d) => `<path d="${d.replace(/[^0-9MLQCZmlqcz .,-]/g, '')}" fill="${colour}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fff"/><g transform="translate(0, 900) scale(1, -1)">${body.join('')}</g></svg>`;
}

async function greyOf(input: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(input, { limitInputPixels: 4096 * 4096 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(GRID, GRID, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // greyscale() may still leave several channels in raw output: keep the first of each pixel.
  const channels = data.length / (GRID * GRID);
  const grey = new Uint8Array(GRID * GRID);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * channels] as number;
  return grey;
}

/** Otsu's threshold of a greyscale image; null when the image has (almost) no contrast. */
export function otsuThreshold(grey: Uint8Array): number | null {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey) hist[v] = (hist[v] as number) + 1;
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = -1;
  let threshold = 0;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  let min = 255;
  let max = 0;
  for (const v of grey) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max - min < 48 ? null : threshold;
}

/** The learner's ink: pixels at or below Otsu's threshold. */
export async function inkMask(image: Buffer): Promise<Mask> {
  const grey = await greyOf(image);
  const t = otsuThreshold(grey);
  const mask = new Uint8Array(GRID * GRID);
  if (t === null) return mask;
  for (let i = 0; i < grey.length; i++) mask[i] = (grey[i] as number) <= t ? 1 : 0;
  return mask;
}

/** The medians (the pen's path through each stroke) as polylines of `width` units, in the same frame. */
export function medianSvg(
  medians: readonly (readonly [number, number][])[],
  size: number,
  width: number,
  colour = '#000',
): string {
  const body = medians.map(
    (m) =>
      `<polyline points="${m.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fff"/><g transform="translate(0, 900) scale(1, -1)">${body.join('')}</g></svg>`;
}

async function maskOfSvg(svg: string): Promise<Mask> {
  const grey = await greyOf(Buffer.from(svg));
  const mask = new Uint8Array(GRID * GRID);
  for (let i = 0; i < grey.length; i++) mask[i] = (grey[i] as number) < 128 ? 1 : 0;
  return mask;
}

/** Per stroke: its outline (where ink may be) and its median line (what ink must cover). */
export type StrokeMask = { outline: Mask; median: Mask };

export async function strokeMasks(data: StrokeData): Promise<StrokeMask[]> {
  return Promise.all(
    data.strokes.map(async (d, i) => ({
      outline: await maskOfSvg(strokeSvg([d], GRID * 2)),
      median: await maskOfSvg(medianSvg([data.medians[i] ?? []], GRID * 2, 16)),
    })),
  );
}

/** Square dilation by r pixels (a pixel is set when any pixel within r in x and y is). */
export function dilate(mask: Mask, r: number): Mask {
  if (r <= 0) return mask;
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let on = 0;
      for (let dx = Math.max(0, x - r); dx <= Math.min(GRID - 1, x + r) && !on; dx++)
        on = mask[y * GRID + dx] as number;
      rows[y * GRID + x] = on;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let on = 0;
      for (let dy = Math.max(0, y - r); dy <= Math.min(GRID - 1, y + r) && !on; dy++)
        on = rows[dy * GRID + x] as number;
      out[y * GRID + x] = on;
    }
  }
  return out;
}

const count = (m: Mask) => m.reduce((n, v) => n + v, 0);
const overlap = (a: Mask, b: Mask) => {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += (a[i] as number) & (b[i] as number);
  return n;
};
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The diagnosis of an ink mask against the model's stroke masks. */
export function diagnoseMasks(ink: Mask, strokes: readonly StrokeMask[], tolerance: number): Diagnosis {
  const model = new Uint8Array(GRID * GRID);
  const medians = new Uint8Array(GRID * GRID);
  for (const s of strokes) {
    for (let i = 0; i < model.length; i++) {
      model[i] = (model[i] as number) | (s.outline[i] as number);
      medians[i] = (medians[i] as number) | (s.median[i] as number);
    }
  }
  const inkPixels = count(ink);
  const modelPixels = count(model);
  const inkNear = dilate(ink, tolerance);
  const modelNear = dilate(model, tolerance);
  const precision = inkPixels === 0 ? 0 : overlap(ink, modelNear) / inkPixels;
  const medianPixels = count(medians);
  const recall = medianPixels === 0 ? 0 : overlap(medians, inkNear) / medianPixels;
  const inter = overlap(ink, model);
  const union = inkPixels + modelPixels - inter;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    score: Math.round(100 * f1),
    precision: Math.round(100 * precision),
    recall: Math.round(100 * recall),
    iou: pct(inter, union),
    strokes: strokes.map((s) => pct(overlap(s.median, inkNear), count(s.median))),
    inkPixels,
  };
}

const maskCache = new Map<string, Promise<StrokeMask[]>>();

/** Scores an aligned photo (PNG/JPEG bytes) against a character's strokes. Throws when the image is unreadable. */
export async function diagnoseImage(
  image: Buffer,
  character: string,
  data: StrokeData,
  tolerance: number,
): Promise<Diagnosis> {
  let masks = maskCache.get(character);
  if (!masks) {
    masks = strokeMasks(data);
    if (maskCache.size > 200) maskCache.delete(maskCache.keys().next().value as string);
    maskCache.set(character, masks);
    masks.catch(() => maskCache.delete(character));
  }
  const [ink, strokes] = await Promise.all([inkMask(image), masks]);
  return diagnoseMasks(ink, strokes, tolerance);
}

/** A short comment for the learner from the numbers. */
export function diagnosisComment(d: Diagnosis): string {
  if (d.inkPixels === 0) return '没有识别到笔迹，请在白纸上用深色笔书写后重新拍照';
  const weakest = d.strokes.reduce((w, v, i) => (v < (d.strokes[w] ?? 101) ? i : w), 0);
  if (d.score >= 85) return '与范字高度吻合，笔画位置和长度都很到位';
  if (d.precision < 50) return '笔迹偏离范字较多，请先对齐范字，再注意字的大小和重心';
  if (d.recall < 60) return `第 ${weakest + 1} 笔覆盖不足，注意笔画要写够长度`;
  return `整体不错，第 ${weakest + 1} 笔还可以更贴近范字`;
}
