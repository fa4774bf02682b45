import { describe, expect, it } from 'vitest';
import {
  CARRIER_PREFIXES,
  CarrierClass,
  carrierClass,
  FEEDBACK_MOBILE_ERROR,
  isValidFeedbackMobile,
  isValidPhone,
  stripCountryCode,
} from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['13812345678', true],
    ['+8613812345678', true],
    ['008613812345678', true],
    ['0086 13812345678', true],
    ['+86 13812345678', true],
    ['+86-13812345678', true],
    [' 13812345678 ', true],
    ['19912345678', true],
    ['12812345678', false],
    ['11812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['0086  13812345678', false],
    ['86 13812345678', false],
    ['+8713812345678', false],
    ['138 1234 5678', false],
    ['1381234567a', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });

  it('rejects null and undefined', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('isValidFeedbackMobile', () => {
  it.each([
    ['13812345678', true],
    ['12812345678', true],
    ['10000000000', true],
    ['+8613812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    [' 13812345678', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidFeedbackMobile(input)).toBe(expected);
  });

  it('has the spec message', () => {
    expect(FEEDBACK_MOBILE_ERROR).toBe('您输入的电话有误，请输入正确的电话号码！');
  });
});

describe('stripCountryCode', () => {
  it.each([
    ['+8613812345678', '13812345678'],
    ['0086 13812345678', '13812345678'],
    ['13812345678', '13812345678'],
    ['  +86-13812345678 ', '13812345678'],
  ])('%j -> %j', (input, expected) => {
    expect(stripCountryCode(input)).toBe(expected);
  });
});

describe('carrierClass', () => {
  it.each([
    ['13812345678', 1],
    ['+8615012345678', 1],
    ['19812345678', 1],
    ['16512345678', 1],
    ['13012345678', 2],
    ['008618612345678', 2],
    ['16612345678', 2],
    ['16712345678', 2],
    ['17112345678', 2],
    ['13312345678', 3],
    ['18912345678', 3],
    ['19912345678', 3],
    ['16212345678', 3],
    ['17001234567', 3],
    ['17031234567', 1],
    ['17091234567', 2],
    ['19212345678', 4],
    ['14012345678', 4],
    ['15412345678', 4],
    ['12812345678', 4],
    ['not a phone', 4],
  ])('%j -> %i', (input, expected) => {
    expect(carrierClass(input)).toBe(expected);
  });

  it('classes every listed prefix as its own carrier', () => {
    for (const p of CARRIER_PREFIXES.mobile) expect(carrierClass(`${p}12345678`)).toBe(CarrierClass.mobile);
    for (const p of CARRIER_PREFIXES.unicom) expect(carrierClass(`${p}12345678`)).toBe(CarrierClass.unicom);
    for (const p of CARRIER_PREFIXES.telecom) expect(carrierClass(`${p}12345678`)).toBe(CarrierClass.telecom);
  });

  it('lists each prefix under one carrier only', () => {
    const all = [...CARRIER_PREFIXES.mobile, ...CARRIER_PREFIXES.unicom, ...CARRIER_PREFIXES.telecom];
    expect(new Set(all).size).toBe(all.length);
  });
});
