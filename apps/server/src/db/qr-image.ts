import QRCode from 'qrcode';

/**
 * Renders a real, scannable QR code for `text` as SVG (error correction M), with an optional caption under it.
 * Everything that needs a QR image calls this one function.
 */

export type QrSvgOptions = {
  /** Caption under the code, e.g. the class name. */
  label?: string;
  /** Size of one module in px (default 8). */
  moduleSize?: number;
};

const QUIET = 4; // quiet zone in modules

export function renderQrSvg(text: string, options: QrSvgOptions = {}): string {
  const m = options.moduleSize ?? 8;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const dark = (x: number, y: number): boolean => qr.modules.get(y, x) === 1;
  const side = (size + QUIET * 2) * m;
  const labelHeight = options.label ? Math.round(m * 5) : 0;
  const rects: string[] = [];
  for (let y = 0; y < size; y++) {
    // Runs of dark modules become one rectangle each.
    let x = 0;
    while (x < size) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && dark(x, y)) x++;
      rects.push(`M${(start + QUIET) * m} ${(y + QUIET) * m}h${(x - start) * m}v${m}h-${(x - start) * m}z`);
    }
  }
  const caption = options.label
    ? `<text x="${side / 2}" y="${side + labelHeight / 2}" text-anchor="middle" dominant-baseline="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${Math.round(m * 2.2)}" fill="#333">${escapeXml(options.label)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + labelHeight}" viewBox="0 0 ${side} ${side + labelHeight}" shape-rendering="crispEdges">`,
    `<title>${escapeXml(options.label ?? text)}</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<path fill="#111" d="${rects.join('')}"/>`,
    caption,
    '</svg>',
    '',
  ].join('\n');
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The same QR as a PNG data URL (error correction M, 4-module quiet zone), for a page that draws it on a canvas
 * (an SVG image may taint a canvas in older web views; a PNG data URL never does).
 */
export function renderQrPngDataUrl(text: string, widthPx = 360): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: QUIET,
    width: widthPx,
    type: 'image/png',
  });
}
