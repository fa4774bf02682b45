import { formatPrice } from '@course/domain/price';

/**
 * Freight for physical goods (a decision: the spec does not show it). Orders of 99 yuan or more ship free;
 * below that 8 yuan, and 20 yuan to the remote provinces (新疆, 西藏, 青海, 内蒙古, 宁夏, 甘肃) and to
 * Hong Kong, Macao and Taiwan.
 */
export const FREE_FREIGHT_FROM_CENTS = 9_900;
export const BASE_FREIGHT_CENTS = 800;
export const REMOTE_FREIGHT_CENTS = 2_000;
const REMOTE = ['新疆', '西藏', '青海', '内蒙古', '宁夏', '甘肃', '香港', '澳门', '台湾'];

export function freightFor(
  province: string,
  goodsAmountCents: number,
): { freightCents: number; freeFromCents: number } {
  if (goodsAmountCents >= FREE_FREIGHT_FROM_CENTS)
    return { freightCents: 0, freeFromCents: FREE_FREIGHT_FROM_CENTS };
  const remote = REMOTE.some((name) => province.startsWith(name));
  return {
    freightCents: remote ? REMOTE_FREIGHT_CENTS : BASE_FREIGHT_CENTS,
    freeFromCents: FREE_FREIGHT_FROM_CENTS,
  };
}

/** The freight rule in words, shown on the checkout while no address is known. */
export function freightRuleText(): string {
  return `满¥${formatPrice(FREE_FREIGHT_FROM_CENTS)}包邮，不满收¥${formatPrice(BASE_FREIGHT_CENTS)}（偏远地区¥${formatPrice(REMOTE_FREIGHT_CENTS)}）`;
}
