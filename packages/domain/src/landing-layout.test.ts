import { describe, expect, it } from 'vitest';
import {
  CAPTION_BLOCK_HEIGHT,
  CAPTION_GAP,
  DEFAULT_LAYOUT,
  effectiveLayout,
  isLayoutColor,
  isSafeLayoutUrl,
  layoutLength,
  layoutLengthPx,
  placeCaption,
  sanitizeLayout,
  validateLayout,
} from './landing-layout.ts';

describe('page template layout', () => {
  it('has the spec’s default layout', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      tQrcodeTop: 600,
      tQrcodeHeight: 360,
      tShowQrcodeBackImg: '1',
      tShowMarquee: '1',
      tShowComplaint: '1',
      tShowFeedback: '1',
      tFeedbackBottom: 30,
    });
    expect(isLayoutColor(DEFAULT_LAYOUT.tBackgroundColor)).toBe(true);
    expect(effectiveLayout(null)).toMatchObject(DEFAULT_LAYOUT);
  });

  it('maps hundredths of the design rem to half as many hundredths of the app rem', () => {
    expect(layoutLength(600)).toBe('3rem');
    expect(layoutLength(360)).toBe('1.8rem');
    expect(layoutLength(30)).toBe('0.15rem');
    expect(layoutLength(Number.NaN)).toBe('0rem');
    // on a 375-px phone: 300 px down, 180 px high
    expect(layoutLengthPx(600, 375)).toBe(300);
    expect(layoutLengthPx(360, 375)).toBe(180);
    expect(layoutLengthPx(600, 1000)).toBe(layoutLengthPx(600, 540));
  });

  it('accepts http(s) URLs and site paths only', () => {
    for (const ok of ['https://cdn.example.com/a.png', 'http://a.b/c?d=1', '/uploads/templates/bg.svg']) {
      expect(isSafeLayoutUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example.com/a.png',
      'https://a.b/x") ; background:url(y',
      'https://a.b/<script>',
      'ftp://a.b/c',
      'uploads/x.png',
      `https://a.b/${'x'.repeat(2100)}`,
    ]) {
      expect(isSafeLayoutUrl(bad), bad).toBe(false);
    }
  });

  it('accepts hex and rgb colours only', () => {
    for (const ok of ['#fff', '#FFF1E6', '#ff533080', 'rgb(1, 2, 3)', 'rgba(255,83,48,0.5)']) {
      expect(isLayoutColor(ok), ok).toBe(true);
    }
    for (const bad of ['red', '#ggg', 'rgb(300,0,0)', 'url(x)', 'expression(alert(1))', '#fff;x:y']) {
      expect(isLayoutColor(bad), bad).toBe(false);
    }
  });

  it('refuses a whole layout on write when any field is wrong, naming each', () => {
    expect(validateLayout({ tQrcodeTop: '520', tShowMarquee: 1, tBackgroundColor: ' #fff ' })).toEqual({
      ok: true,
      layout: { tQrcodeTop: 520, tShowMarquee: '1', tBackgroundColor: '#fff' },
    });
    const result = validateLayout({
      tQrcodeTop: -1,
      tQrcodeHeight: 10_000,
      tBackgroundImg: 'javascript:x',
      foo: 1,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'tQrcodeTop 必须在 0 到 3000 之间',
      'tQrcodeHeight 必须在 160 到 750 之间',
      'tBackgroundImg 只能是 http(s) 链接',
      'foo 不是模板字段',
    ]);
    expect(validateLayout('not json')).toEqual({ ok: false, errors: ['componentJson 必须是 JSON 对象'] });
    expect(validateLayout('[1]').ok).toBe(false);
  });

  it('drops wrong fields on read and keeps the rest', () => {
    expect(
      sanitizeLayout(
        JSON.stringify({ tQrcodeTop: 520, tBackgroundImg: 'javascript:x', tShowComplaint: '0', x: 1 }),
      ),
    ).toEqual({ layout: { tQrcodeTop: 520, tShowComplaint: '0' }, dropped: ['tBackgroundImg', 'x'] });
    expect(sanitizeLayout('{{')).toEqual({ layout: null, dropped: ['componentJson'] });
  });

  it('draws a template with defaults for missing lengths and hidden for missing flags', () => {
    const layout = effectiveLayout({ tQrcodeTop: 520, tShowMarquee: '1' });
    expect(layout).toMatchObject({
      tQrcodeTop: 520,
      tQrcodeHeight: 360,
      tShowMarquee: '1',
      tShowComplaint: '0',
      tShowFeedback: '0',
      tShowQrcodeBackImg: '0',
      tBackgroundImg: '',
    });
  });

  it('takes text regions as a list of { top, height } bands, and refuses anything else', () => {
    expect(validateLayout({ tTextRegions: [{ top: '120', height: 200.4 }] })).toEqual({
      ok: true,
      layout: { tTextRegions: [{ top: 120, height: 200 }] },
    });
    for (const [bad, reason] of [
      ['x', '必须是 [{top, height}] 列表'],
      [[{ top: 1 }], '每一项必须有数字 top 和 height'],
      [[null], '每一项必须有数字 top 和 height'],
      [[{ top: -1, height: 10 }], 'top 必须在 0 到 3000 之间'],
      [[{ top: 10, height: 0 }], 'height 必须在 1 到 1600 之间'],
      [Array.from({ length: 7 }, () => ({ top: 1, height: 1 })), '最多 6 个'],
    ] as const) {
      expect(validateLayout({ tTextRegions: bad }), JSON.stringify(bad)).toEqual({
        ok: false,
        errors: [`tTextRegions ${reason}`],
      });
    }
    expect(sanitizeLayout({ tTextRegions: [{ top: 'a' }], tQrcodeTop: 500 })).toEqual({
      layout: { tQrcodeTop: 500 },
      dropped: ['tTextRegions'],
    });
    expect(effectiveLayout({}).tTextRegions).toEqual([]);
    expect(effectiveLayout(null).tTextRegions).toEqual([]);
  });

  it('keeps the QR caption off the background’s text regions', () => {
    const under = 500 + 300 + CAPTION_GAP;
    // no region, or regions that do not touch the band under the QR: right under the QR
    expect(placeCaption({ qrTop: 500, qrHeight: 300, regions: [] })).toBe(under);
    expect(
      placeCaption({
        qrTop: 500,
        qrHeight: 300,
        regions: [
          { top: 100, height: 200 },
          { top: under + CAPTION_BLOCK_HEIGHT, height: 50 },
        ],
      }),
    ).toBe(under);
    // the band overlaps a printed slogan: the caption goes under it
    expect(placeCaption({ qrTop: 500, qrHeight: 300, regions: [{ top: 860, height: 60 }] })).toBe(
      920 + CAPTION_GAP,
    );
    // … and further down when the next band is taken too (regions in any order)
    expect(
      placeCaption({
        qrTop: 500,
        qrHeight: 300,
        regions: [
          { top: 960, height: 40 },
          { top: 860, height: 60 },
        ],
      }),
    ).toBe(1000 + CAPTION_GAP);
    // a region that starts inside the caption's band counts (overlap, not containment)
    expect(
      placeCaption({ qrTop: 500, qrHeight: 300, height: 100, regions: [{ top: under + 99, height: 10 }] }),
    ).toBe(under + 109 + CAPTION_GAP);
  });
});
