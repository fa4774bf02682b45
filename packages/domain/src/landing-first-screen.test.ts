import { describe, expect, it } from 'vitest';
import { landingPageLayout, qrSlotBox } from './landing-first-screen.ts';
import { effectiveLayout } from './landing-layout.ts';
import { THEME_COLORS } from './landing-variants.ts';

describe('landingPageLayout and qrSlotBox: where the QR sits, for the engine and the document', () => {
  it("draws a group-QR page with its template's layout", () => {
    const json = JSON.stringify({ tQrcodeTop: 640, tQrcodeHeight: 300, tBackgroundColor: '#123456' });
    const { layout, isTemplate } = landingPageLayout({ kind: 'group-qr' }, json);
    expect(isTemplate).toBe(true);
    expect(layout.tBackgroundColor).toBe('#123456');
    expect(qrSlotBox(layout)).toEqual({ top: '3.2rem', width: '1.5rem', height: '1.5rem' });
  });

  it('draws the default layout on the theme colour without a template (none, or not an object)', () => {
    for (const json of [null, undefined, '', 'not json']) {
      const { layout, isTemplate } = landingPageLayout({ kind: 'group-qr', theme: 'blue' }, json);
      expect(isTemplate).toBe(false);
      expect(layout).toEqual({ ...effectiveLayout(null), tBackgroundColor: THEME_COLORS.blue.background });
    }
    expect(landingPageLayout({ kind: 'group-qr' }, null).layout.tBackgroundColor).toBe(
      THEME_COLORS.warm.background,
    );
  });

  it('draws the pages on the same call plainly, whatever the template', () => {
    const json = JSON.stringify({ tQrcodeTop: 640 });
    const { layout, isTemplate } = landingPageLayout({ kind: 'official-qr' }, json);
    expect(isTemplate).toBe(false);
    expect(layout).toMatchObject({ tShowMarquee: '0', tShowFeedback: '0', tShowQrcodeBackImg: '0' });
    expect(layout.tQrcodeTop).toBe(effectiveLayout(null).tQrcodeTop);
  });
});
