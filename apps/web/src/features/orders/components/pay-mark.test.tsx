import { type PayMarkName, payMarkGeometry, svgGeometry } from '@course/domain/pay-marks';
import type { PaySelector } from '@course/domain/pay-methods';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayMark } from './pay-mark';

const CASES: [PaySelector, PayMarkName][] = [
  [2, 'wechat-pay'],
  [6, 'wechat-pay'],
  [3, 'alipay'],
  [5, 'huabei'],
  [4, 'jdpay'],
];

describe('pay marks', () => {
  it.each(CASES)('selector %s draws the same %s mark as the seeded icon file', (selector, mark) => {
    const html = renderToStaticMarkup(<PayMark selector={selector} />);
    const drawn = svgGeometry(html);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(payMarkGeometry(mark));
  });
});
