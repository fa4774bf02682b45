import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOT_QR_ID,
  BOOT_SCREEN_ID,
  landingPageLayout,
  qrSlotBox,
} from '@course/domain/landing-first-screen';
import { type LandingVariant, variantTitle } from '@course/domain/landing-variants';
import { NONCE_SLOT, withScriptNonce } from './content-security.ts';
import { scriptSafeJson } from './web-app-config.ts';

/**
 * The light landing document: the app's index.html (same head, same web-app config, same rem rule) with the
 * app's entry set aside in `<template id="app-shell-entry">` and the landing engine's script and stylesheet
 * (built alone into apps/web/dist/landing/) written into the page. A visitor from an ad downloads one HTML
 * document and no script: the page's only request before the QR is its one call (liveLanding). When the
 * visitor must be authorized first, the engine's script loads the app from the template (standalone.ts).
 */

export type LandingDocument = {
  /** `nonce`: the response's CSP script nonce (content-security.ts); left as the slot when not given. */
  render(input: {
    variant: LandingVariant;
    template: string;
    layout?: string | null;
    nonce?: string;
    /**
     * The page's landing answer resolved for the request's learner (services/landing/landing-boot.ts), written
     * into the boot data; `qr`: the QR it shows first, drawn by the document where the page shows it
     * (`<img id="lp-boot-qr">`, its data URL left out of the boot data: the engine takes the element over).
     */
    answer?: {
      data: { answer: { qrImages: Record<string, string>; layout: string | null } };
      qr: BootQr | null;
    };
  }): string;
};

/** The first QR of a carried answer: its address, and its data URL when the answer inlines it. */
export type BootQr = { url: string; dataUrl: string | null };

/** The app's entry: its module script, module preloads and stylesheets. */
const APP_ENTRY_TAG =
  /\s*<(?:script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]+"[^>]*>)/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text that is safe inside an inline <script> or <style> element. */
const inlineSafe = (code: string) => code.replace(/<\/(script|style)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

export function createLandingDocument(
  indexHtml: string,
  assets: { js: string; css: string },
): LandingDocument {
  const entryTags = indexHtml.match(APP_ENTRY_TAG)?.map((tag) => tag.trim()) ?? [];
  const base = indexHtml
    .replace(APP_ENTRY_TAG, '')
    .replace('</head>', `<style>${inlineSafe(assets.css)}</style></head>`);
  const [head, tail] = splitAt(base, '</body>');
  // The index's inline scripts were marked by markInlineScripts; the engine's scripts get the nonce below. The
  // response's nonce fills the marks of the static text only (never the layout, which is data).
  const engine = inlineSafe(assets.js);
  const shellEntry = `<template id="app-shell-entry">${entryTags.join('')}</template>`;
  return {
    render({ variant, template, layout, nonce = NONCE_SLOT, answer }) {
      const qr = answer?.qr ?? null;
      let carried: unknown;
      if (answer) {
        const { data } = answer;
        // the inline QR travels once: in the <img> the document draws, not also in the boot data
        carried =
          qr?.dataUrl && data.answer.qrImages[qr.url]
            ? {
                ...data,
                answer: {
                  ...data.answer,
                  qrImages: Object.fromEntries(
                    Object.entries(data.answer.qrImages).filter(([url]) => url !== qr.url),
                  ),
                },
              }
            : data;
      }
      const boot = scriptSafeJson({
        variant: variant.name,
        ...(layout === undefined ? {} : { layout }),
        ...(carried === undefined ? {} : { answer: carried }),
      });
      const firstQr = qr
        ? drawnQr(variant, layout === undefined ? answer?.data.answer.layout : layout, qr)
        : '';
      const page = withScriptNonce(head, nonce).replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(variantTitle(variant, template))}</title>`,
      );
      return (
        (firstQr ? page.replace(/<body[^>]*>/, (tag) => `${tag}${firstQr}`) : page) +
        `${shellEntry}<script nonce="${nonce}">window.__LANDING_BOOT__=${boot}</script>` +
        `<script nonce="${nonce}">${engine}</script>` +
        withScriptNonce(tail, nonce)
      );
    },
  };
}

/**
 * The page's first QR, drawn by the document where the engine will show it (the same classes and the same
 * square, packages/domain/src/landing-first-screen.ts) on the page's background, over the loading overlay: the
 * browser paints it as soon as it has the image, before the engine's script has run. The engine takes this
 * <img> over (layout.ts showQr) and removes the screen around it (boot.ts). A real <img> with the engine's
 * attributes: a long press recognises it from the first paint.
 */
function drawnQr(variant: LandingVariant, json: string | null | undefined, qr: BootQr): string {
  const { layout } = landingPageLayout(variant, json);
  const box = qrSlotBox(layout);
  const src = qr.dataUrl ?? qr.url;
  return (
    `<div id="${BOOT_SCREEN_ID}" class="lp-root" style="position:absolute;top:0;left:0;right:0;z-index:10000">` +
    `<div class="lp-page" style="background-color:${escapeHtml(layout.tBackgroundColor)};min-height:100vh">` +
    `<div class="lp-qr-slot" style="top:${box.top};width:${box.width};height:${box.height}">` +
    `<img id="${BOOT_QR_ID}" class="lp-qr" data-testid="group-qr" data-qr-url="${escapeHtml(qr.url)}"` +
    ` src="${escapeHtml(src)}" alt="长按识别二维码" elementtiming="group-qr" fetchpriority="high" draggable="false">` +
    `</div></div></div>`
  );
}

function splitAt(html: string, marker: string): [string, string] {
  const at = html.lastIndexOf(marker);
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

/** The built landing engine, when the web app was built with it. */
export function readLandingAssets(webDistDir: string): { js: string; css: string } | null {
  const dir = path.join(webDistDir, 'landing');
  const js = path.join(dir, 'landing.js');
  if (!existsSync(js)) return null;
  const css = path.join(dir, 'landing.css');
  return { js: readFileSync(js, 'utf8'), css: existsSync(css) ? readFileSync(css, 'utf8') : '' };
}
