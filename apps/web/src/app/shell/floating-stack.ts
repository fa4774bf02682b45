import { useEffect } from 'react';

/**
 * The floating layers at the bottom of a page stack instead of colliding (issue 21, item 14):
 *   page's own fixed bar (tab bar, buy bar, order action bar …) at the bottom,
 *   the audio mini-player above it, the 首页 button above that,
 * and the page keeps room at its end for all of them (shell.css: body classes `has-home-button` and
 * `has-audio-panel`), so the last lines of a page can always be scrolled out from under them.
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
      root.style.setProperty('--app-bottom-bar', `${measureBottomBar()}px`);
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
