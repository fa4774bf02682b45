/**
 * Money display. Amounts travel as integer cents; the display is yuan with two decimals, '0.00' when
 * there is no amount. The pay-config call sends orderPrice as yuan × 100, as an integer.
 */

/** cents / 100 with two decimals; '0.00' for null, undefined, NaN and infinities. Fractional cents round half up. */
export function formatPrice(cents?: number | null): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '0.00';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const yuan = Math.floor(abs / 100);
  const fen = String(abs % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}${yuan}.${fen}`;
}

/**
 * Yuan to integer cents without binary floating-point error (19.9 → 1990, not 1990.0000000000002 or 1989).
 * The decimal point is shifted in the number's text form, then rounded to the nearest cent.
 * Throws RangeError for input that is not a finite number.
 */
export function yuanToCents(yuan: number | string): number {
  const value = typeof yuan === 'string' ? Number(yuan.trim()) : yuan;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (typeof yuan === 'string' && yuan.trim() === '')
  ) {
    throw new RangeError(`not an amount: ${String(yuan)}`);
  }
  const text = String(value);
  const [mantissa, exponent = '0'] = text.split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + 2}`);
  const cents = Math.round(shifted);
  return Object.is(cents, -0) ? 0 : cents;
}
