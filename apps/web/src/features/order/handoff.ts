/**
 * Payment hand-offs: the messaging app's browser blocks the Alipay and JD Pay cashiers, so an order paid with
 * them inside it goes to a page that asks the learner to open it in the phone's browser.
 */

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
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
