import { formatPrice } from '@course/domain/price';

/** What the buy button of a course says when this app does not sell it (courseDetail `soldHere` false). */
export const NOT_SOLD_HERE = '本应用暂未开售';

/**
 * The words of a course's buy button: 免费报名, 立即购买 ¥x (this learner's price), 立即购买 while the price
 * loads, or NOT_SOLD_HERE for another brand's course (its button is disabled: the checkout would refuse it).
 */
export function buyLabel(priceCents: number | null, soldHere = true): string {
  if (!soldHere) return NOT_SOLD_HERE;
  if (priceCents === null) return '立即购买';
  return priceCents === 0 ? '免费报名' : `立即购买 ¥${formatPrice(priceCents)}`;
}
