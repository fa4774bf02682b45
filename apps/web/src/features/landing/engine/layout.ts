import { COMPLAINT_ENTRY_TEXT, FEEDBACK_LINK_TEXT } from '@course/domain/constants';
import { BOOT_QR_ID, qrSlotBox } from '@course/domain/landing-first-screen';
import {
  CAPTION_BLOCK_HEIGHT,
  type EffectiveLayout,
  isSafeLayoutUrl,
  layoutLength,
  placeCaption,
} from '@course/domain/landing-layout';
import { h, replaceChildren } from './dom';
import { DEFAULT_FRAME_URL } from './frame';

/**
 * Draws a group-QR layout: every position from the template in hundredths of the design rem
 * (layoutLength: n/200 app rem), the QR centred, nothing laid over it (the messaging app recognises a long-pressed
 * <img> only when nothing covers it).
 */

/** `inline`: the same image as a data URL the answer carried (no fetch); `url` stays its address (data-qr-url). */
export type QrView = { url: string; inline?: string | undefined; caption?: string; codeNumber?: string };

export type LayoutView = {
  root: HTMLElement;
  /** The QR slot shows a spinner until the QR (or a form) is put in it. */
  showQr(qr: QrView): HTMLImageElement;
  showPanel(panel: HTMLElement): void;
  showComplaint(href: string): void;
  showMarquee(el: HTMLElement): void;
};

export function renderLayout(
  layout: EffectiveLayout,
  opts: {
    headline?: string;
    subline?: string;
    textColor?: string;
    /** the feedback link's colour on the variant's theme (a template's page keeps the stylesheet's) */
    linkColor?: string;
    onFeedback: () => void;
  },
): LayoutView {
  const qrTop = layout.tQrcodeTop;
  const qrSize = layout.tQrcodeHeight;
  // the caption and code number go under the QR, off the background's own text (placeCaption)
  const captionTop = placeCaption({ qrTop, qrHeight: qrSize, regions: layout.tTextRegions });
  const bottom = Math.max(
    captionTop + CAPTION_BLOCK_HEIGHT,
    layout.tQrcodeBackImgTop + layout.tQrcodeBackImgHeight,
  );
  const minHeight = `max(100vh, ${layoutLength(bottom + layout.tFeedbackBottom + 120)})`;
  const root = h('div', {
    class: 'lp-page',
    testid: 'landing-page',
    style: { backgroundColor: layout.tBackgroundColor, minHeight },
  });
  if (layout.tBackgroundImg && isSafeLayoutUrl(layout.tBackgroundImg)) {
    root.appendChild(
      h('img', {
        class: 'lp-bg',
        testid: 'landing-background',
        attrs: { src: layout.tBackgroundImg, alt: '' },
        // as tall as the page at least: the background covers the whole page (landing.css .lp-bg)
        style: { minHeight },
      }),
    );
  }
  if (opts.headline && !layout.tBackgroundImg) {
    root.appendChild(
      h(
        'div',
        {
          class: 'lp-headline',
          style: { top: layoutLength(layout.tMarqueeTop + 120), color: opts.textColor ?? '' },
        },
        h('h1', { class: 'lp-headline-title' }, opts.headline),
        opts.subline ? h('p', { class: 'lp-headline-sub' }, opts.subline) : null,
      ),
    );
  }
  let backing: HTMLElement | undefined;
  if (layout.tShowQrcodeBackImg === '1') {
    const src =
      layout.tQrcodeBackImg && isSafeLayoutUrl(layout.tQrcodeBackImg)
        ? layout.tQrcodeBackImg
        : DEFAULT_FRAME_URL;
    backing = root.appendChild(
      h('img', {
        class: 'lp-qr-back',
        testid: 'qr-backing',
        attrs: { src, alt: '' },
        style: {
          top: layoutLength(layout.tQrcodeBackImgTop),
          height: layoutLength(layout.tQrcodeBackImgHeight),
        },
      }),
    );
  }
  const slot = h(
    'div',
    {
      class: 'lp-qr-slot',
      style: qrSlotBox(layout),
    },
    h('div', { class: 'lp-spinner', testid: 'loader', attrs: { role: 'status', 'aria-label': '加载中' } }),
  );
  // the caption is about as wide as the QR (it stays on the QR's card), two lines at most (landing.css)
  const meta = h('div', {
    class: 'lp-qr-meta',
    testid: 'qr-meta',
    style: { top: layoutLength(captionTop), maxWidth: layoutLength(qrSize + 80) },
  });
  root.append(slot, meta);
  const marqueeSlot = h('div', {
    class: 'lp-marquee-slot',
    style: { top: layoutLength(layout.tMarqueeTop) },
  });
  if (layout.tShowMarquee === '1') root.appendChild(marqueeSlot);
  if (layout.tShowFeedback === '1') {
    root.appendChild(
      h(
        'button',
        {
          class: 'lp-feedback-link',
          testid: 'feedback-link',
          attrs: { type: 'button' },
          style: { bottom: layoutLength(layout.tFeedbackBottom), color: opts.linkColor ?? '' },
          on: { click: opts.onFeedback },
        },
        FEEDBACK_LINK_TEXT,
      ),
    );
  }
  return {
    root,
    showQr(qr) {
      const src = qr.inline ?? qr.url;
      const attrs = {
        'data-qr-url': qr.url,
        alt: '长按识别二维码',
        elementtiming: 'group-qr',
        fetchpriority: 'high',
        draggable: 'false',
      };
      // the QR the server drew into the document at this place (landing-document.ts), when it is this one: the
      // same element goes on (already decoded and painted: no second image, no flash), with the engine's attributes
      const drawn = document.getElementById(BOOT_QR_ID);
      let img: HTMLImageElement;
      if (
        drawn instanceof HTMLImageElement &&
        drawn.dataset.qrUrl === qr.url &&
        drawn.getAttribute('src') === src
      ) {
        img = drawn;
        img.removeAttribute('id');
        img.removeAttribute('hidden');
        img.className = 'lp-qr';
        img.dataset.testid = 'group-qr';
        for (const [name, value] of Object.entries(attrs)) img.setAttribute(name, value);
      } else {
        img = h('img', { class: 'lp-qr', testid: 'group-qr', attrs: { src, ...attrs } });
      }
      root.querySelector('.lp-panel')?.remove();
      backing?.removeAttribute('hidden');
      if (!slot.isConnected) root.insertBefore(slot, meta);
      replaceChildren(slot, img);
      replaceChildren(
        meta,
        qr.caption ? h('div', { class: 'lp-qr-caption', testid: 'qr-caption' }, qr.caption) : null,
        qr.codeNumber
          ? h('div', { class: 'lp-code-number', testid: 'code-number' }, `编号 ${qr.codeNumber}`)
          : null,
      );
      return img;
    },
    showPanel(panel) {
      // a form needs the page's width, not the QR's square; the QR's frame goes with the QR (left empty, its edge
      // showed under the form)
      slot.remove();
      backing?.setAttribute('hidden', '');
      replaceChildren(meta);
      root.querySelector('.lp-panel')?.remove();
      root.appendChild(
        h('div', { class: 'lp-panel', style: { top: layoutLength(Math.max(qrTop - 80, 0)) } }, panel),
      );
    },
    showComplaint(href) {
      if (layout.tShowComplaint !== '1' || root.querySelector('.lp-complaint')) return;
      root.appendChild(
        h('a', { class: 'lp-complaint', testid: 'complaint-entry', attrs: { href } }, COMPLAINT_ENTRY_TEXT),
      );
    },
    showMarquee(el) {
      if (layout.tShowMarquee === '1') replaceChildren(marqueeSlot, el);
    },
  };
}
