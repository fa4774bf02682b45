import { type EffectiveLayout, effectiveLayout, layoutLength, sanitizeLayout } from './landing-layout.ts';
import { type LandingVariant, THEME_COLORS } from './landing-variants.ts';

/**
 * Where a landing page's QR sits, for the page's engine (apps/web/src/features/landing/engine/funnel.ts and
 * layout.ts), which draws the whole page, and for the server, which draws the first QR into the landing document
 * at the same place before the engine runs (apps/server/src/http/landing-document.ts). One reading of the
 * template for both, so the QR does not move when the engine takes it over.
 */

/**
 * The layout a funnel page is drawn with: a group-QR page's template (checked), else the default layout on the
 * variant's theme colour; the pages built on the same call (official-account, diversion) a plain one (no
 * marquee, feedback link or QR frame). `isTemplate`: the template's own layout (no variant headline over it).
 */
export function landingPageLayout(
  variant: Pick<LandingVariant, 'kind' | 'theme'>,
  json: string | null | undefined,
): { layout: EffectiveLayout; isTemplate: boolean } {
  const theme = THEME_COLORS[variant.theme ?? 'warm'];
  const defaultLayout: EffectiveLayout = { ...effectiveLayout(null), tBackgroundColor: theme.background };
  if (variant.kind !== 'group-qr') {
    return {
      layout: { ...defaultLayout, tShowMarquee: '0', tShowFeedback: '0', tShowQrcodeBackImg: '0' },
      isTemplate: false,
    };
  }
  const template = json ? sanitizeLayout(json).layout : null;
  return template
    ? { layout: effectiveLayout(template), isTemplate: true }
    : { layout: defaultLayout, isTemplate: false };
}

/** The QR's square in the page (`.lp-qr-slot`, centred by landing.css): its top and side, as CSS lengths. */
export function qrSlotBox(layout: Pick<EffectiveLayout, 'tQrcodeTop' | 'tQrcodeHeight'>): {
  top: string;
  width: string;
  height: string;
} {
  const side = layoutLength(layout.tQrcodeHeight);
  return { top: layoutLength(layout.tQrcodeTop), width: side, height: side };
}

/**
 * The document's first QR (an <img> the server draws where the engine will show it) and the screen around it
 * (the page's background, over the loading overlay). The engine takes the <img> over and removes the screen.
 */
export const BOOT_QR_ID = 'lp-boot-qr';
export const BOOT_SCREEN_ID = 'lp-boot-screen';
