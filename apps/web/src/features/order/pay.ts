import type { TPayAction } from '@course/contracts/course-order';
import { getAppConfig } from '../../lib/app-config';

/**
 * Launching a payment the server prepared. JSAPI: the messaging app's sheet through WeixinJSBridge
 * (in the sandbox, outside the real app, /sandbox/wx-bridge.js provides the bridge and its sheet);
 * redirect: the H5 cashier; none: nothing to pay.
 */

type Bridge = { invoke(name: string, params: unknown, cb: (res: { err_msg?: string }) => void): void };
declare global {
  interface Window {
    WeixinJSBridge?: Bridge;
  }
}

export type PayOutcome = 'paid' | 'cancel' | 'fail' | 'redirected';

function loadBridge(): Promise<Bridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve, reject) => {
    const onReady = () =>
      window.WeixinJSBridge ? resolve(window.WeixinJSBridge) : reject(new Error('no bridge'));
    document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
    if (getAppConfig().sandbox) {
      const script = document.createElement('script');
      script.src = '/sandbox/wx-bridge.js';
      script.onerror = () => reject(new Error('bridge failed to load'));
      document.head.appendChild(script);
    } else {
      setTimeout(() => reject(new Error('WeixinJSBridge not ready')), 5000);
    }
  });
}

export async function launchPayment(action: TPayAction): Promise<PayOutcome> {
  if (action.type === 'none') return 'paid';
  if (action.type === 'redirect') {
    window.location.href = action.url;
    return 'redirected';
  }
  const bridge = await loadBridge();
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', action.params, (res) => {
      const msg = res?.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'paid' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
}

/** Names of the pay selectors (the UI side of payType). */
export const SELECTOR_NAMES: Record<number, string> = {
  2: '微信支付',
  3: '支付宝',
  4: '京东支付',
  5: '花呗分期',
  6: '微信支付（备用通道）',
};
