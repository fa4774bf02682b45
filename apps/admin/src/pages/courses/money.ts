/**
 * Money in the course screens: the server keeps integer cents; operators type yuan with at most two decimals.
 */

/** Yuan typed in a form (a number with at most two decimals) to integer cents. */
export const yuanToCents = (yuan: number): number => Math.round(yuan * 100);

/** Cents to a yuan number for a form field. */
export const centsToYuan = (cents: number): number => cents / 100;

/** Cents as shown: ¥12.50, ¥0. */
export const formatYuan = (cents: number): string =>
  `¥${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/** The brands by their codes, as the template screens show them. */
export const BRAND_OPTIONS = [
  { value: 'nbc', label: 'nbc' },
  { value: 'jz', label: 'jz' },
] as const;
