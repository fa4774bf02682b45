import type { TPayAction } from '@course/contracts/orders-checkout';
import { toast } from '../../app/public/request';
import { ApiError } from '../../lib/request';
import { loadBridge } from '../../lib/wx-bridge';

/**
 * Launching a payment the server prepared. JSAPI: the messaging app's sheet through WeixinJSBridge
 * (in the sandbox, outside the real app, /sandbox/wx-bridge.js provides the bridge and its sheet);
 * redirect: the H5 cashier; none: nothing to pay.
 */

export type PayOutcome = 'paid' | 'cancel' | 'fail' | 'redirected';

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

/**
 * Launches the payment and follows it up: paid → `onPaid`; cancelled or failed → the toast that says the order
 * is kept or the payment failed. A redirect leaves the page.
 */
export async function payAndFollow(action: TPayAction, onPaid: () => void): Promise<PayOutcome> {
  const outcome = await launchPayment(action);
  if (outcome === 'paid') onPaid();
  else if (outcome === 'cancel') toast('已取消支付，订单已保留，可稍后继续支付');
  else if (outcome === 'fail') toast('支付失败，请重试或更换支付方式');
  return outcome;
}

/** The toast for a payment that could not start: the server's refusal, or a plain retry (a transport failure
 * has already been toasted by the request client). */
export function toastPayStartError(error: unknown): void {
  if (error instanceof ApiError && error.code > 0) toast(error.msg);
  else if (!(error instanceof ApiError)) toast('支付发起失败，请重试');
}

/**
 * Names of the pay selectors (the UI side of payType), as learners know them: the second messaging-app
 * channel (6) is WeChat Pay to them too; which channel carries the payment is ours to know.
 */
export const SELECTOR_NAMES: Record<number, string> = {
  2: '微信支付',
  3: '支付宝',
  4: '京东支付',
  5: '花呗分期',
  6: '微信支付',
};
