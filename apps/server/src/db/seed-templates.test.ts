import {
  CAPTION_BLOCK_HEIGHT,
  effectiveLayout,
  placeCaption,
  validateLayout,
} from '@course/domain/landing-layout';
import { describe, expect, it } from 'vitest';
import {
  LANDING_BACKGROUND,
  landingBackgroundGeometry,
  landingBackgroundTextRegions,
  renderLandingBackgroundSvg,
} from './seed-assets.ts';
import {
  DEMO_CALLIGRAPHY_BACKGROUND,
  DEMO_MEMORY_BACKGROUND,
  DEMO_MEMORY_CARD,
  DEMO_TEMPLATES,
} from './seed-data.ts';

/** The seeded landing templates look right (issue 21, item 3): checked on their numbers, for every template. */

const url = (file: string) => `/uploads/${file}`;

describe('the seeded landing templates', () => {
  for (const template of DEMO_TEMPLATES) {
    describe(template.name, () => {
      const stored = validateLayout(template.layout(url));
      const layout = effectiveLayout(stored.ok ? stored.layout : null);
      const qrTop = layout.tQrcodeTop;
      const qrBottom = qrTop + layout.tQrcodeHeight;
      const captionTop = placeCaption({
        qrTop,
        qrHeight: layout.tQrcodeHeight,
        regions: layout.tTextRegions,
      });

      it('is a valid layout', () => {
        expect(stored.ok, JSON.stringify(stored)).toBe(true);
      });

      it('puts the QR in the upper part of its card, and the QR with its caption inside the card', () => {
        const card = template.backgroundCard ?? {
          top: layout.tQrcodeBackImgTop,
          height: layout.tQrcodeBackImgHeight,
        };
        if (!template.backgroundCard) expect(layout.tShowQrcodeBackImg).toBe('1');
        expect(qrTop).toBeGreaterThan(card.top);
        // the QR's centre is not in the card's lower half
        expect((qrTop + qrBottom) / 2).toBeLessThanOrEqual(card.top + card.height / 2);
        expect(captionTop + CAPTION_BLOCK_HEIGHT).toBeLessThanOrEqual(card.top + card.height);
      });

      it('keeps the caption under the QR and off the background’s text', () => {
        expect(captionTop).toBeGreaterThan(qrBottom);
        for (const region of layout.tTextRegions) {
          const apart =
            captionTop >= region.top + region.height || captionTop + CAPTION_BLOCK_HEIGHT <= region.top;
          expect(apart, JSON.stringify(region)).toBe(true);
        }
        if (layout.tBackgroundImg) expect(layout.tTextRegions.length).toBeGreaterThan(0);
      });
    });
  }

  it('draws the background on the phone draft (375x812 at 2x), its bottom in the page colour', () => {
    expect(LANDING_BACKGROUND.height / LANDING_BACKGROUND.width).toBeGreaterThanOrEqual(812 / 375);
    const svg = renderLandingBackgroundSvg(DEMO_CALLIGRAPHY_BACKGROUND);
    expect(svg).toContain('width="750" height="1624"');
    expect(svg).toContain(`<stop offset="1" stop-color="${DEMO_CALLIGRAPHY_BACKGROUND.to}"/>`);
    for (const text of [
      DEMO_CALLIGRAPHY_BACKGROUND.headline,
      DEMO_CALLIGRAPHY_BACKGROUND.subline,
      DEMO_CALLIGRAPHY_BACKGROUND.slogan,
    ]) {
      expect(svg).toContain(text);
    }
    // it prints no call to action of its own (the caption says what the QR is)
    expect(svg).not.toContain('长按识别二维码');
    const calligraphy = DEMO_TEMPLATES.find((t) =>
      t.layout(url).tBackgroundImg?.endsWith('bg-calligraphy.svg'),
    )!;
    expect(calligraphy.layout(url).tBackgroundColor).toBe(DEMO_CALLIGRAPHY_BACKGROUND.to);
    expect(calligraphy.layout(url).tTextRegions).toEqual(landingBackgroundTextRegions());
  });

  it('every seeded template has a designed background, with its text regions (issue 21: no bare page)', () => {
    for (const template of DEMO_TEMPLATES) {
      const layout = template.layout(url);
      expect(layout.tBackgroundImg, template.name).toMatch(/^\/uploads\/templates\/bg-.+\.svg$/);
      expect(template.backgroundCard, template.name).toBeDefined();
    }
  });

  it('draws the memory camp template about its course, its card ending close under the caption', () => {
    const svg = renderLandingBackgroundSvg(DEMO_MEMORY_BACKGROUND);
    expect(svg).toContain('width="750" height="1624"');
    expect(svg).toContain(`<stop offset="1" stop-color="${DEMO_MEMORY_BACKGROUND.to}"/>`);
    for (const text of [DEMO_MEMORY_BACKGROUND.headline, DEMO_MEMORY_BACKGROUND.subline]) {
      expect(svg).toContain(text);
    }
    expect(DEMO_MEMORY_BACKGROUND.headline + DEMO_MEMORY_BACKGROUND.subline).toContain('记忆力');
    expect(svg).toContain(
      `<rect x="${LANDING_BACKGROUND.card.left}" y="${DEMO_MEMORY_CARD.top}" width="${LANDING_BACKGROUND.card.width}" height="${DEMO_MEMORY_CARD.height}"`,
    );
    expect(svg).not.toContain('长按识别二维码');
    const memory = DEMO_TEMPLATES.find((t) => t.layout(url).tBackgroundImg?.endsWith('bg-memory.svg'))!;
    const layout = memory.layout(url);
    expect(layout.tBackgroundColor).toBe(DEMO_MEMORY_BACKGROUND.to);
    expect(layout.tTextRegions).toEqual(landingBackgroundTextRegions(DEMO_MEMORY_CARD));
    // at most 40 draft px (20 CSS px) of the card under the caption block
    const captionTop = placeCaption({
      qrTop: layout.tQrcodeTop!,
      qrHeight: layout.tQrcodeHeight!,
      regions: layout.tTextRegions!,
    });
    const cardBottom = DEMO_MEMORY_CARD.top + DEMO_MEMORY_CARD.height;
    expect(cardBottom - (captionTop + CAPTION_BLOCK_HEIGHT)).toBeLessThanOrEqual(40);
    // the slogan keeps its distance under the shorter card, and its region moves with it
    const geometry = landingBackgroundGeometry(DEMO_MEMORY_CARD);
    expect(geometry.slogan.baseline - cardBottom).toBe(
      LANDING_BACKGROUND.slogan.baseline - (LANDING_BACKGROUND.card.top + LANDING_BACKGROUND.card.height),
    );
    expect(layout.tTextRegions![2]!.top).toBeLessThanOrEqual(geometry.slogan.baseline - geometry.slogan.size);
  });

  it('text regions cover each printed line (headline, subline, slogan)', () => {
    const regions = landingBackgroundTextRegions();
    const lines = [LANDING_BACKGROUND.headline, LANDING_BACKGROUND.subline, LANDING_BACKGROUND.slogan];
    lines.forEach((line, i) => {
      const region = regions[i]!;
      // from the glyphs' top (about a font size above the baseline) to their descent
      expect(region.top).toBeLessThanOrEqual(line.baseline - line.size);
      expect(region.top + region.height).toBeGreaterThanOrEqual(line.baseline + line.size * 0.2);
    });
  });
});
