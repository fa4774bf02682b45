import { describe, expect, it } from 'vitest';
import { formatPrice, parseCanonicalYuan, yuanToCents } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [0, '0.00'],
    [undefined, '0.00'],
    [null, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
    [1990, '19.90'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [123456789, '1234567.89'],
    [-150, '-1.50'],
    [99.6, '1.00'],
  ])('%j -> %s', (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });

  it('treats a missing argument as no amount', () => {
    expect(formatPrice()).toBe('0.00');
  });
});

describe('yuanToCents', () => {
  it('avoids the float error of 19.9 * 100', () => {
    expect(19.9 * 100).not.toBe(1990);
    expect(yuanToCents(19.9)).toBe(1990);
  });

  it.each([
    [0, 0],
    [1, 100],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [1.005, 101],
    [199, 19900],
    [9.999, 1000],
    ['19.9', 1990],
    [' 0.07 ', 7],
    [1e-7, 0],
    [1e21, 1e23],
    [-0.001, 0],
  ])('%j -> %i', (yuan, expected) => {
    expect(yuanToCents(yuan)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], ['']])('refuses %j', (yuan) => {
    expect(() => yuanToCents(yuan)).toThrow(RangeError);
  });
});

describe('parseCanonicalYuan', () => {
  it.each([
    ['199.00', 19_900],
    ['0.01', 1],
    ['0.00', 0],
    ['19.90', 1990],
    ['1234567.89', 123_456_789],
  ])('%s -> %i cents', (text, cents) => {
    expect(parseCanonicalYuan(text)).toBe(cents);
    // the canonical form is exactly what we write
    expect(formatPrice(cents)).toBe(text);
  });

  it.each([
    '199.000001',
    '198.996',
    '1.99e2',
    '1.99E2',
    ' 199.00',
    '199.00 ',
    '199.00\n',
    '+199.00',
    '-199.00',
    '-0.00',
    '199.0',
    '199',
    '199.',
    '.99',
    '0199.00',
    '00.01',
    '199,00',
    '199.00.00',
    '0x1F.00',
    'Infinity',
    'NaN',
    '',
    '１９９.００',
    '199.0０',
    '99999999999999.00',
  ])('refuses %j', (text) => {
    expect(parseCanonicalYuan(text)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [199, 19_900, null, undefined, {}, ['199.00']]) {
      expect(parseCanonicalYuan(value)).toBeNull();
    }
  });
});
