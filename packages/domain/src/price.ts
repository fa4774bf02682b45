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

/** The one written form of an amount in yuan: no sign, no leading zero, exactly two decimals ('199.00', '0.01'). */
const CANONICAL_YUAN = /^(0|[1-9][0-9]{0,12})\.([0-9]{2})$/;

/**
 * Integer cents from the canonical yuan text, or null for any other form. For amounts that arrive from outside
 * (a payment provider's `total_amount`): '199.00' is 19900, while '199.000001', '198.996', '1.99e2', ' 199.00',
 * '+199.00', '199.0', '199', '0199.00', '-1.00' and '１９９.００' are refused rather than rounded, so an amount
 * is accepted only when it is written exactly as we wrote it (formatPrice).
 */
export function parseCanonicalYuan(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = CANONICAL_YUAN.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number(match[2]);
  return Number.isSafeInteger(cents) ? cents : null;
}
