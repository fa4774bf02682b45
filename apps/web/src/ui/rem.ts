/**
 * The layout unit. index.html sets `html { font-size: viewport width / 3.75 }` (widths clamped to 320-540),
 * so 1rem is 100px on a 375px phone and template positions, given in hundredths of a rem, map to rem by /100.
 */

export const DESIGN_WIDTH = 375;
export const MIN_LAYOUT_WIDTH = 320;
export const MAX_LAYOUT_WIDTH = 540;

/** The html font-size in px for a viewport width (the same rule as the inline script of index.html). */
export function remBaseFor(viewportWidth: number): number {
  const width = Number.isFinite(viewportWidth) && viewportWidth > 0 ? viewportWidth : DESIGN_WIDTH;
  return Math.min(Math.max(width, MIN_LAYOUT_WIDTH), MAX_LAYOUT_WIDTH) / (DESIGN_WIDTH / 100);
}

/**
 * A template position in hundredths of a rem as a CSS length: `hundredthsToRem(600)` is `'6rem'`.
 * Template fields arrive as numbers or numeric strings; anything else is `'0rem'`.
 */
export function hundredthsToRem(n: number | string): string {
  const value = typeof n === 'string' ? Number.parseFloat(n) : n;
  if (!Number.isFinite(value)) return '0rem';
  return `${Number((value / 100).toFixed(4))}rem`;
}
