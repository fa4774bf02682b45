import { useEffect, useState } from 'react';

/**
 * The floating layers at the bottom of a page stack instead of colliding (issue 21, item 14):
 *   page's own fixed bar (tab bar, buy bar, order action bar …, or the shell's 首页 bar on a page without one)
 *   at the bottom, the audio mini-player above it,
 * and the page keeps room at its end for all of them (shell.css: body classes `has-home-button` and
 * `has-audio-panel`), so the last lines of a page can always be scrolled out from under them.
 * The 首页 button does not float: it docks into the page's own bar (findHomeDock, docs/decisions.md).
 *
 * The height of the page's fixed bottom bar is measured, not assumed (bars wrap, grow with the safe area and
 * change per page), and kept in `--app-bottom-bar` on <html>.
 */
export const BOTTOM_BAR_SELECTOR = '.app-tab-bar, .lc-buy-bar, .gd-bar, .od-bar, [data-bottom-bar]';

export function measureBottomBar(doc: Document = document): number {
  let height = 0;
  for (const bar of doc.querySelectorAll(BOTTOM_BAR_SELECTOR)) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0) height = Math.max(height, Math.round(rect.height));
  }
  return height;
}

/** Keeps `--app-bottom-bar` equal to the page's bottom bar while pages and bars come and go or resize. */
export function useBottomBarHeight(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    // Written only when it changes: a custom property on <html> is inherited by every element, so each write makes
    // the browser recompute the whole page's styles, and this runs on every frame in which the page changed.
    let written: string | null = null;
    const bars = new Set<Element>();
    // old webviews (and jsdom) have no ResizeObserver: page changes and window resizes still re-measure
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => schedule());
    function update() {
      frame = 0;
      for (const bar of document.querySelectorAll(BOTTOM_BAR_SELECTOR)) {
        if (!bars.has(bar)) {
          bars.add(bar);
          resize?.observe(bar);
        }
      }
      for (const bar of bars) {
        if (!bar.isConnected) {
          bars.delete(bar);
          resize?.unobserve(bar);
        }
      }
      const height = `${measureBottomBar()}px`;
      if (height !== written) {
        written = height;
        root.style.setProperty('--app-bottom-bar', height);
      }
    }
    function schedule() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    update();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      window.removeEventListener('resize', schedule);
      root.style.removeProperty('--app-bottom-bar');
    };
  }, []);
}

/** The page's own bars the 首页 button docks into (not the tab bar: tab pages have no 首页 button). */
const PAGE_BAR_SELECTOR = '.lc-buy-bar, .gd-bar, .od-bar, [data-bottom-bar]:not(.app-home-dock)';

/**
 * Where the 首页 button goes: the element marked `data-home-dock` (a page's title bar), else the page's visible
 * fixed bottom bar; null when the page has neither (the shell then shows its own slim bottom bar).
 */
export function findHomeDock(doc: Document = document): Element | null {
  const marked = doc.querySelector('[data-home-dock]');
  if (marked) return marked;
  for (const bar of doc.querySelectorAll(PAGE_BAR_SELECTOR)) {
    if (bar.getClientRects().length > 0) return bar;
  }
  return null;
}

/** Follows the page's bars as pages and their bars come and go: the dock of the 首页 button, or null. */
export function useHomeDock(active: boolean): Element | null {
  const [dock, setDock] = useState<Element | null>(null);
  useEffect(() => {
    if (!active) {
      setDock(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setDock(findHomeDock());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    update();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      mutations.disconnect();
    };
  }, [active]);
  return dock;
}
