import { describe, expect, it } from 'vitest';
import { formatRemaining, handoffRoute, resultRouteFor } from './handoff';

describe('payment hand-offs', () => {
  it('hands Alipay and JD Pay orders to the matching page', () => {
    expect(handoffRoute(21, 'course')).toBe('alipay');
    expect(handoffRoute(22, 'package')).toBe('alipay');
    expect(handoffRoute(21, 'goods')).toBe('alipayGoods');
    expect(handoffRoute(21, 'goods', 'zqt-order')).toBe('alipayZqt');
    expect(handoffRoute(31, 'goods')).toBe('jdpay');
  });

  it('returns from the cashier to the result page of the kind', () => {
    expect(resultRouteFor('alipay', 'course')).toBe('alipaySuccess');
    expect(resultRouteFor('alipayNew', 'course')).toBe('alipaySuccess');
    expect(resultRouteFor('alipayZqt', 'goods')).toBe('alipayGoodsResult');
    expect(resultRouteFor('jdpay', 'course')).toBe('orderSuccess');
    expect(resultRouteFor('jdpay', 'goods')).toBe('alipayGoodsResult');
    expect(resultRouteFor('miniVipAlipay', 'goods')).toBe('miniVipAlipaySuccess');
  });

  it('formats the time left to pay', () => {
    expect(formatRemaining(29 * 60_000 + 5_400)).toBe('29:05');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
