import { describe, expect, it } from 'vitest';
import { checkoutLines, memberPriceCents, quotePrice } from './price-rule.ts';

const NOW = Date.UTC(2026, 10, 25, 8);
const HOUR = 3_600_000;
const running = { priceCents: 6_900, startsAt: NOW - HOUR, endsAt: NOW + HOUR };

describe('quotePrice', () => {
  it('a course without offer or membership costs its list price; the reference price is only struck', () => {
    const q = quotePrice({ kind: 'course', listPriceCents: 9_900, referencePriceCents: 29_900, now: NOW });
    expect(q).toMatchObject({
      unitPriceCents: 9_900,
      struckPriceCents: 29_900,
      discountCents: 0,
      source: 'list',
    });
    expect(q.label).toBeNull();
  });

  it('a running offer is the price, the list price is struck and the discount is list − offer', () => {
    const q = quotePrice({
      kind: 'course',
      listPriceCents: 9_900,
      referencePriceCents: 29_900,
      offer: running,
      now: NOW,
    });
    expect(q).toMatchObject({
      unitPriceCents: 6_900,
      struckPriceCents: 9_900,
      discountCents: 3_000,
      source: 'offer',
      label: '限时优惠',
      offerEndsAt: NOW + HOUR,
    });
  });

  it('an offer outside its window does not apply (not yet started, ended, ends exactly now)', () => {
    for (const offer of [
      { ...running, startsAt: NOW + 1 },
      { ...running, startsAt: NOW - 2 * HOUR, endsAt: NOW - 1 },
      { ...running, endsAt: NOW },
    ]) {
      expect(quotePrice({ kind: 'course', listPriceCents: 9_900, offer, now: NOW }).unitPriceCents).toBe(
        9_900,
      );
    }
  });

  it('an offer above the list price is ignored', () => {
    const q = quotePrice({ kind: 'course', listPriceCents: 5_000, offer: running, now: NOW });
    expect(q).toMatchObject({ unitPriceCents: 5_000, source: 'list', discountCents: 0 });
  });

  it('a member pays the member price when it is lower than the offer, never both', () => {
    const member = quotePrice({ kind: 'course', listPriceCents: 9_900, memberPercent: 80, now: NOW });
    expect(member).toMatchObject({
      unitPriceCents: 7_920,
      source: 'member',
      label: '会员价',
      discountCents: 1_980,
    });
    // offer 69.00 < member 79.20: the offer wins, no stacking (not 69 × 0.8)
    const both = quotePrice({
      kind: 'course',
      listPriceCents: 9_900,
      offer: running,
      memberPercent: 80,
      now: NOW,
    });
    expect(both).toMatchObject({ unitPriceCents: 6_900, source: 'offer', discountCents: 3_000 });
    // offer 149.00 > member 159.20? no: member of 199.00 is 159.20, the offer 149.00 wins; with 70 % the member wins
    const pricey = { priceCents: 14_900, startsAt: NOW - HOUR, endsAt: NOW + HOUR };
    expect(
      quotePrice({ kind: 'course', listPriceCents: 19_900, offer: pricey, memberPercent: 70, now: NOW }),
    ).toMatchObject({
      unitPriceCents: 13_930,
      source: 'member',
    });
  });

  it('member price rounds half up to the cent', () => {
    expect(memberPriceCents(2_990, 85)).toBe(2_542); // 2541.5 → 2542
    expect(memberPriceCents(1, 50)).toBe(1); // 0.5 → 1
    expect(memberPriceCents(9_900, 100)).toBe(9_900);
  });

  it('a package costs its own price: no offer or member price on top', () => {
    const q = quotePrice({
      kind: 'package',
      listPriceCents: 39_900,
      referencePriceCents: 59_700,
      offer: running,
      memberPercent: 80,
      now: NOW,
    });
    expect(q).toMatchObject({
      unitPriceCents: 39_900,
      struckPriceCents: 59_700,
      discountCents: 0,
      label: '套餐价',
    });
  });

  it('goods get offers but no member price; a zero-yuan course is free', () => {
    expect(
      quotePrice({ kind: 'goods', listPriceCents: 5_900, memberPercent: 80, now: NOW }).unitPriceCents,
    ).toBe(5_900);
    expect(quotePrice({ kind: 'course', listPriceCents: 9_900, isZeroYuan: true, now: NOW })).toMatchObject({
      unitPriceCents: 0,
      source: 'free',
      discountCents: 9_900,
    });
  });
});

describe('checkoutLines', () => {
  it('商品金额 − 优惠 + 运费 = 合计, the discount counted once per unit', () => {
    const offer = quotePrice({
      kind: 'course',
      listPriceCents: 9_900,
      referencePriceCents: 29_900,
      offer: running,
      now: NOW,
    });
    expect(checkoutLines(offer, 1, 0)).toEqual({
      goodsAmountCents: 9_900,
      discountCents: 3_000,
      freightCents: 0,
      payAmountCents: 6_900,
    });
    const goods = quotePrice({ kind: 'goods', listPriceCents: 5_900, referencePriceCents: 7_900, now: NOW });
    const lines = checkoutLines(goods, 3, 800);
    expect(lines).toEqual({
      goodsAmountCents: 17_700,
      discountCents: 0,
      freightCents: 800,
      payAmountCents: 18_500,
    });
    for (const l of [checkoutLines(offer, 2, 800), lines])
      expect(l.goodsAmountCents - l.discountCents + l.freightCents).toBe(l.payAmountCents);
  });
});
