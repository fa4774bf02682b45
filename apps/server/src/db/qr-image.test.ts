import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderQrSvg } from './qr-image.ts';

describe('QR images', () => {
  it('draws every dark module of the real QR code, inside a 4-module quiet zone', () => {
    const text = 'https://example.com/group/abc';
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const svg = renderQrSvg(text, { moduleSize: 1 });
    const side = qr.modules.size + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    const path = svg.match(/d="([^"]+)"/)?.[1] ?? '';
    let drawn = 0;
    for (const m of path.matchAll(/h(\d+)v1/g)) drawn += Number(m[1]);
    let dark = 0;
    for (let i = 0; i < qr.modules.data.length; i++) dark += qr.modules.data[i] ? 1 : 0;
    expect(drawn).toBe(dark);
  });

  it('escapes the caption', () => {
    expect(renderQrSvg('x', { label: '<一班&>' })).toContain('&lt;一班&amp;&gt;');
  });
});
