import type { ShareCard, WxApi } from './wechat-sdk';

/**
 * The sandbox's JS-SDK (dev and test, never the messaging app): the same calls as the official SDK, recorded
 * on `window.__WX_SHIM__` so that e2e tests can assert what a page set up. `config` succeeds when it has the
 * four signature fields and asks only for known APIs, as the real SDK's config check would.
 */

export type WxShimRecord = {
  configs: { appId: string; timestamp: number; nonceStr: string; signature: string; url: string }[];
  appMessage: ShareCard[];
  timeline: Omit<ShareCard, 'desc'>[];
  hiddenMenus: string[][];
  /** Each getLocation call's type. */
  locations: string[];
  /**
   * What getLocation answers: coordinates, 'deny' (the learner refused) or 'hang' (no answer, the caller's
   * time-out decides). Default: the Tiananmen coordinates in gcj02.
   */
  location?: { latitude: number; longitude: number } | 'deny' | 'hang';
};

declare global {
  interface Window {
    __WX_SHIM__?: WxShimRecord;
  }
}

export function installWxShim(): WxApi {
  if (!window.__WX_SHIM__)
    window.__WX_SHIM__ = { configs: [], appMessage: [], timeline: [], hiddenMenus: [], locations: [] };
  const record = window.__WX_SHIM__;
  let onReady: (() => void) | null = null;
  let onError: ((res: unknown) => void) | null = null;
  return {
    config(input) {
      const ok = Boolean(
        input.appId && input.timestamp && input.nonceStr && /^[0-9a-f]{40}$/.test(input.signature),
      );
      record.configs.push({ ...input, url: window.location.href.split('#')[0]! });
      queueMicrotask(() => (ok ? onReady?.() : onError?.({ errMsg: 'config:invalid signature' })));
    },
    ready(callback) {
      onReady = callback;
    },
    error(callback) {
      onError = callback;
    },
    updateAppMessageShareData({ success: _s, fail: _f, ...card }) {
      record.appMessage.push(card);
    },
    updateTimelineShareData({ success: _s, fail: _f, ...card }) {
      record.timeline.push(card);
    },
    hideMenuItems({ menuList }) {
      record.hiddenMenus.push(menuList);
    },
    getLocation({ type, success, fail }) {
      record.locations ??= [];
      record.locations.push(type);
      const answer = record.location ?? { latitude: 39.908823, longitude: 116.39747 };
      if (answer === 'hang') return;
      queueMicrotask(() =>
        answer === 'deny' ? fail?.({ errMsg: 'getLocation:fail auth deny' }) : success?.(answer),
      );
    },
  };
}
