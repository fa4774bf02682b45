/**
 * Canvas helpers the posters share (growth's invite poster, assessments' opening poster): images that load,
 * which images may be drawn without tainting the canvas, rounded rectangles and text cut to a width.
 */

/** The CJK font stack posters draw with. */
export const CANVAS_FONT =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${src.slice(0, 40)}`));
    img.src = src;
  });
}

export const drawable = (url: string) =>
  url.startsWith('data:image/') ||
  (url.startsWith('/') && !url.startsWith('//')) ||
  (() => {
    try {
      return new URL(url).origin === window.location.origin;
    } catch {
      return false;
    }
  })();

export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Cuts `text` to fit `max` px with an ellipsis. */
export function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > max) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}

/** Characters a line may not start with (Chinese line-breaking: closing punctuation stays on the line before). */
const NO_LINE_START = /[，。；：、！？）》」』,.;:!?)]/;

/** Breaks `text` into lines of at most `max` px, character by character (no spaces in Chinese). */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > max && line && !NO_LINE_START.test(ch)) {
      out.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) out.push(line);
  return out;
}

/** `wrapText` kept to `maxLines` lines, the last one cut with an ellipsis when the text goes on. */
export function fitLines(
  ctx: CanvasRenderingContext2D,
  text: string,
  max: number,
  maxLines: number,
): string[] {
  const lines = wrapText(ctx, text, max);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines - 1);
  const rest = lines.slice(maxLines - 1).join('');
  return [...kept, fit(ctx, rest, max)];
}
