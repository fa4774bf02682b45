import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  effectiveLayout,
  isLayoutColor,
  isSafeLayoutUrl,
  layoutLength,
  layoutLengthPx,
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
});
