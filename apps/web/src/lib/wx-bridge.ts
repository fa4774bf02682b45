import { getAppConfig } from './app-config';

/**
 * The messaging app's WeixinJSBridge, once it is ready (in the sandbox, outside the real app,
 * /sandbox/wx-bridge.js provides it). Used by the orders cashier (getBrandWCPayRequest) and the growth
 * withdrawal (requestMerchantTransfer).
 */

export type Bridge = {
  invoke(name: string, params: unknown, cb: (res: { err_msg?: string }) => void): void;
};
declare global {
  interface Window {
    WeixinJSBridge?: Bridge;
  }
}

export function loadBridge(): Promise<Bridge> {
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
