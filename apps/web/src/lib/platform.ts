/** Where the page runs: the messaging app's browser, its mini-program webview, or the native app shell. */

type NativeBridge = { getToken?: () => string; getAppVersion?: () => string; logout?: () => void };

declare global {
  interface Window {
    __wxjs_environment?: string;
    /** The native app shell's bridge object. */
    AppBridge?: NativeBridge;
  }
}

const ua = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isInMessagingApp = (): boolean => /MicroMessenger/i.test(ua());

export const isMiniProgram = (): boolean =>
  (typeof window !== 'undefined' && window.__wxjs_environment === 'miniprogram') || /miniProgram/i.test(ua());

export const nativeBridge = (): NativeBridge | null =>
  typeof window !== 'undefined' && window.AppBridge ? window.AppBridge : null;

export const isInNativeApp = (): boolean => nativeBridge() !== null;

export function osName(): 'ios' | 'android' | 'other' {
  const agent = ua();
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'other';
}

export function phoneModel(): string {
  const agent = ua();
  const android = agent.match(/Android [\d.]+; ([^;)]+?)(?: Build|\))/);
  if (android?.[1]) return android[1].trim();
  const ios = agent.match(/(iPhone|iPad|iPod)/);
  return ios?.[1] ?? 'unknown';
}

/** Where the browser is sent to leave the single-page app (authorization, reloads); tests replace it. */
export const browserLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
