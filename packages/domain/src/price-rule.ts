/**
 * The price rule (issue 21): what a learner pays for one unit of an item now, and the checkout lines that follow
 * from it. One rule for the course detail page, the checkout and the order the server creates, so the learner
 * pays what was advertised.
 *
 * - The list price is the item's own price (a course's, a package's or a good's price).
 * - Candidates below it: a limited-time offer (限时优惠) while `startsAt <= now < endsAt`, and the member price
 *   (会员价: the list price × the membership's percent, rounded half up) for a course while the learner's
 *   membership runs. A package's own price (套餐价) is its list price; no offer or member price applies to it.
 * - The learner pays the LOWEST candidate. Discounts never stack: an offer and the member price are alternatives.
 * - A zero-yuan course is free.
 * - The struck-through price next to the unit price is the list price when a discount applies, else the item's
 *   reference price (划线价) when it is above the list price. The reference price is a marketing reference, not
 *   a discount: it is never counted in the checkout's 优惠 line.
 * - Checkout lines: 商品金额 = list × quantity, 优惠 = (list − unit) × quantity, 运费, 合计 = 商品金额 − 优惠 + 运费.
 */

export type PriceSource = 'list' | 'offer' | 'member' | 'package' | 'free';

export type PriceInput = {
  kind: 'course' | 'package' | 'goods';
  /** The item's own price, cents. */
  listPriceCents: number;
  /** The marketing reference price (划线价), cents. */
  referencePriceCents?: number | null;
  isZeroYuan?: boolean;
  /** A limited-time offer of the item (any window: the rule checks it against `now`). */
  offer?: { priceCents: number; startsAt: number; endsAt: number } | null;
  /** The running membership's course price in percent of the list price (80 = 8 折); null when not a member. */
  memberPercent?: number | null;
  now: number;
};

export type PriceQuote = {
  /** What one unit costs the learner now. */
  unitPriceCents: number;
  listPriceCents: number;
  /** The struck-through price to show next to the unit price, or null. */
  struckPriceCents: number | null;
  /** list − unit, per unit (never negative). */
  discountCents: number;
  source: PriceSource;
  /** The tag the pages show: 限时优惠, 会员价, 套餐价, or null. */
  label: string | null;
  /** When the offer ends (epoch ms), for the countdown; null when no offer applies. */
  offerEndsAt: number | null;
};

export const PRICE_LABELS: Record<PriceSource, string | null> = {
  list: null,
  offer: '限时优惠',
  member: '会员价',
  package: '套餐价',
  free: null,
};

const cents = (value: number) => Math.max(0, Math.round(value));

export function offerRuns(offer: { startsAt: number; endsAt: number }, now: number): boolean {
  return offer.startsAt <= now && now < offer.endsAt;
}

/** The member price of a list price: list × percent / 100, rounded half up to the cent. */
export function memberPriceCents(listPriceCents: number, percent: number): number {
  return cents(Math.floor((listPriceCents * percent + 50) / 100));
}

export function quotePrice(input: PriceInput): PriceQuote {
  const list = cents(input.listPriceCents);
  const reference =
    input.referencePriceCents != null && input.referencePriceCents > list ? input.referencePriceCents : null;
  const quote = (unit: number, source: PriceSource, offerEndsAt: number | null = null): PriceQuote => ({
    unitPriceCents: unit,
    listPriceCents: list,
    struckPriceCents: unit < list ? list : reference,
    discountCents: list - unit,
    source,
    label: PRICE_LABELS[source],
    offerEndsAt,
  });
  if (input.kind === 'course' && input.isZeroYuan) return quote(0, 'free');
  if (input.kind === 'package') return quote(list, 'package');
  let best = quote(list, 'list');
  const offer = input.offer;
  if (offer && offerRuns(offer, input.now) && cents(offer.priceCents) < best.unitPriceCents)
    best = quote(cents(offer.priceCents), 'offer', offer.endsAt);
  if (input.kind === 'course' && input.memberPercent != null && input.memberPercent > 0) {
    const member = memberPriceCents(list, Math.min(100, input.memberPercent));
    if (member < best.unitPriceCents) best = quote(member, 'member');
  }
  return best;
}

export type CheckoutLines = {
  /** 商品金额: list × quantity. */
  goodsAmountCents: number;
  /** 优惠: (list − unit) × quantity. */
  discountCents: number;
  freightCents: number;
  /** 合计: goods − discount + freight. */
  payAmountCents: number;
};

export function checkoutLines(quote: PriceQuote, quantity: number, freightCents: number): CheckoutLines {
  const goodsAmountCents = quote.listPriceCents * quantity;
  const discountCents = quote.discountCents * quantity;
  return {
    goodsAmountCents,
    discountCents,
    freightCents,
    payAmountCents: goodsAmountCents - discountCents + freightCents,
  };
}
