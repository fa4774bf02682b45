/**
 * Payment hand-offs: the messaging app's browser blocks the Alipay and JD Pay cashiers, so an order paid with
 * them inside it goes to a page that asks the learner to open it in the phone's browser.
 */
import { countdownParts, pad2 } from '@course/domain/beijing-time';

export const HANDOFF_PAY_TYPES: readonly number[] = [21, 22, 31];

/** The hand-off route for a pay type and an order kind ('zqt-order' orders hand off to alipayZqt). */
export function handoffRoute(payType: number, kind: string, fromRoute?: string): string {
  if (payType === 31) return 'jdpay';
  if (kind === 'goods') return fromRoute === 'zqt-order' ? 'alipayZqt' : 'alipayGoods';
  return 'alipay';
}

/** The result route the cashier returns to, by hand-off route and order kind. */
export function resultRouteFor(route: string, kind: string): string {
  if (route === 'miniVipAlipay') return 'miniVipAlipaySuccess';
  if (kind === 'goods' || route === 'alipayGoods' || route === 'alipayZqt') return 'alipayGoodsResult';
  return route === 'jdpay' ? 'orderSuccess' : 'alipaySuccess';
}

/** Remaining time as 'mm:ss' (or 'h:mm:ss' from an hour), never negative. */
export function formatRemaining(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const h = days * 24 + hours;
  return h > 0 ? `${h}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(minutes)}:${pad2(seconds)}`;
}
