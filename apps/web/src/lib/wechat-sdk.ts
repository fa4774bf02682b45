import { shareConfigure } from '@course/contracts/growth-share';
import { LOCATION_REPORT_TIMEOUT_MS, LOCATION_TYPE } from '@course/domain/constants';
import { getAppConfig } from './app-config';
import { getFirstEntryUrl } from './first-entry-url';
import { isInMessagingApp, osName } from './platform';
import { callApi } from './request';
import { getWechatType } from './storage';

/**
 * The one JS-SDK wrapper (spec 001 §7 share setup): sign the page URL with the `configure` call, `wx.config`,
 * then set the share card for chats and Moments and hide the menu items a share page should not offer. The
 * official SDK (jweixin 1.6.0 from res.wx.qq.com, loaded only inside the messaging app) runs the calls; in dev and test (sandbox)
 * a shim records them instead (`window.__WX_SHIM__`, lib/wechat-sdk-shim.ts) so that tests can assert them.
 * Which URL is signed: iOS checks the URL the document was loaded with, Android the current one; so every
 * page that shares calls setupShare when it mounts, which configures again after each navigation.
 */

export type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

type Callbacks = { success?: () => void; fail?: (res: unknown) => void };
export type WxApi = {
  config(input: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (res: unknown) => void): void;
  updateAppMessageShareData(input: ShareCard & Callbacks): void;
  updateTimelineShareData(input: Omit<ShareCard, 'desc'> & Callbacks): void;
  hideMenuItems(input: { menuList: string[] } & Callbacks): void;
  getLocation(
    input: { type: 'wgs84' | 'gcj02' } & {
      success?: (res: { latitude: number; longitude: number }) => void;
      fail?: (res: unknown) => void;
    },
  ): void;
};

export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'hideMenuItems'];

/** Not offered on a share page: other networks, and copying or opening the raw address (it may carry a token). */
export const HIDDEN_MENU_ITEMS = [
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:share:facebook',
  'menuItem:copyUrl',
  'menuItem:openWithSafari',
  'menuItem:openWithQQBrowser',
];

/** The URL the signature must cover on this platform, without '#' and what follows. */
export function urlToSign(): string {
  const url = osName() === 'ios' ? getFirstEntryUrl() : window.location.href;
  return url.split('#')[0]!;
}

async function loadWx(): Promise<WxApi | null> {
  if (getAppConfig().sandbox) return (await import('./wechat-sdk-shim')).installWxShim();
  if (!isInMessagingApp()) return null;
  return loadOfficialSdk();
}

/** The official JS-SDK, from the messaging app's own host (allowed by the server's CSP script-src). */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let officialSdk: Promise<WxApi | null> | null = null;

function loadOfficialSdk(): Promise<WxApi | null> {
  const win = window as unknown as { wx?: WxApi; jWeixin?: WxApi };
  if (win.jWeixin) return Promise.resolve(win.jWeixin);
  officialSdk ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.onload = () => resolve(win.jWeixin ?? win.wx ?? null);
    script.onerror = () => {
      officialSdk = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return officialSdk;
}

export type ShareSetup = 'ready' | 'skipped' | 'failed';

/** Signs this page's URL and runs `wx.config` for `jsApiList`; null when there is no SDK here. */
async function configuredWx(jsApiList: string[]): Promise<WxApi | null> {
  const wx = await loadWx();
  if (!wx) return null;
  const sign = await callApi(shareConfigure, {
    body: { type: getWechatType(), url: urlToSign() },
    silent: true,
  });
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error(reject);
    wx.config({
      debug: false,
      appId: sign.appId,
      timestamp: sign.timestamp,
      nonceStr: sign.noncestr,
      signature: sign.signature,
      jsApiList,
    });
  });
  return wx;
}

/**
 * The learner's location through the JS-SDK (`wx.getLocation`, type gcj02), or null: no SDK here (outside
 * the messaging app), the learner refused, or no answer within LOCATION_REPORT_TIMEOUT_MS (spec 001 §9). Never throws.
 */
export async function getLocation(
  timeoutMs: number = LOCATION_REPORT_TIMEOUT_MS,
): Promise<{ latitude: number; longitude: number } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const located = (async () => {
    try {
      const wx = await configuredWx(['getLocation']);
      if (!wx) return null;
      return await new Promise<{ latitude: number; longitude: number } | null>((resolve) => {
        wx.getLocation({
          type: LOCATION_TYPE,
          success: (res) => resolve({ latitude: res.latitude, longitude: res.longitude }),
          fail: () => resolve(null),
        });
      });
    } catch {
      return null;
    }
  })();
  const result = await Promise.race([located, timeout]);
  clearTimeout(timer);
  return result;
}

/** Configures the SDK for this page and sets its share card; never throws (a share card is never worth an error). */
export async function setupShare(card: ShareCard): Promise<ShareSetup> {
  try {
    const wx = await configuredWx(JS_API_LIST);
    if (!wx) return 'skipped';
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    wx.hideMenuItems({ menuList: HIDDEN_MENU_ITEMS });
    return 'ready';
  } catch {
    return 'failed';
  }
}

/**
 * The spec's follow table (001 §4 "Follow check") from `wechat/isSubscribe`: subscribed → isFollow false,
 * shadow state 1; not subscribed → isFollow true, state 2; an error → false and 1. (isFollow: show the
 * follow prompt.)
 */
export function followStateOf(answer: { subscribe: boolean } | 'error'): {
  isFollow: boolean;
  shadowState: 1 | 2;
} {
  if (answer === 'error' || answer.subscribe) return { isFollow: false, shadowState: 1 };
  return { isFollow: true, shadowState: 2 };
}
