import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
     * into the boot data; `qr`: the QR it shows first — an address is preloaded from the head, a data URL is put
     * in an early <img id="lp-boot-qr"> (and left out of the boot data, the engine reads it from there).
     */
    answer?: { data: { answer: { qrImages: Record<string, string> } }; qr: BootQr | null };
  }): string;
};

/** The first QR of a carried answer: its address, and its data URL when the answer inlines it. */
export type BootQr = { url: string; dataUrl: string | null };

/** The early <img> of a carried answer's inline QR (the engine's QR element takes its data URL). */
export const BOOT_QR_ID = 'lp-boot-qr';

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
        // the inline QR travels once: in the early <img>, not also in the boot data
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
      const preload =
        qr && !qr.dataUrl
          ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(qr.url)}">`
          : '';
      const earlyImg = qr?.dataUrl
        ? `<img id="${BOOT_QR_ID}" hidden alt="" data-qr-url="${escapeHtml(qr.url)}" src="${escapeHtml(qr.dataUrl)}">`
        : '';
      const page = withScriptNonce(head, nonce).replace(
        /<title>[^<]*<\/title>/,
        () => `${preload}<title>${escapeHtml(variantTitle(variant, template))}</title>`,
      );
      return (
        (earlyImg ? page.replace(/<body[^>]*>/, (tag) => `${tag}${earlyImg}`) : page) +
        `${shellEntry}<script nonce="${nonce}">window.__LANDING_BOOT__=${boot}</script>` +
        `<script nonce="${nonce}">${engine}</script>` +
        withScriptNonce(tail, nonce)
      );
    },
  };
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
