import { describe, expect, it } from 'vitest';
import {
  ageFromId,
  birthDateFromId,
  CHECKSUM_CHARS,
  checksumChar,
  genderFromId,
  isValidCitizenId,
  PROVINCE_CODES,
  provinceOfId,
  validateCitizenId,
} from './citizen-id.ts';

const TODAY = new Date('2024-06-01T12:00:00+08:00'); // 2024-06-01 in Beijing

describe('validateCitizenId', () => {
  it.each([
    ['11010519491231002X', { valid: true }],
    ['11010519491231002x', { valid: true }],
    ['110105194912310011', { valid: true }],
    ['440304200002290014', { valid: true }],
    ['440304202406010030', { valid: true }],
    ['110105491231002', { valid: true }],
    ['110105491231001', { valid: true }],
    ['110105194912310021', { valid: false, reason: 'checksum' }],
    ['110105194912310028', { valid: false, reason: 'checksum' }],
    ['110105194912310010', { valid: false, reason: 'checksum' }],
    ['110105200002300015', { valid: false, reason: 'date' }],
    ['110105190002290017', { valid: false, reason: 'date' }],
    ['110105189912310015', { valid: false, reason: 'date' }],
    ['110105194913310011', { valid: false, reason: 'date' }],
    ['110105194912000011', { valid: false, reason: 'date' }],
    ['320102209901010012', { valid: false, reason: 'date' }],
    ['440304202406020036', { valid: false, reason: 'date' }],
    ['110105490230001', { valid: false, reason: 'date' }],
    ['990105194912310023', { valid: false, reason: 'province' }],
    ['100105194912310023', { valid: false, reason: 'province' }],
    ['990105491231002', { valid: false, reason: 'province' }],
    ['11010519491231002', { valid: false, reason: 'length' }],
    ['11010519491231002XX', { valid: false, reason: 'length' }],
    ['1101051949123100X2', { valid: false, reason: 'length' }],
    ['11010549123100X', { valid: false, reason: 'length' }],
    ['', { valid: false, reason: 'length' }],
  ])('%s -> %j', (id, expected) => {
    expect(validateCitizenId(id, TODAY)).toEqual(expected);
  });

  it('treats null and undefined as a wrong length', () => {
    expect(validateCitizenId(null, TODAY)).toEqual({ valid: false, reason: 'length' });
    expect(validateCitizenId(undefined, TODAY)).toEqual({ valid: false, reason: 'length' });
  });

  it('exposes a boolean shortcut', () => {
    expect(isValidCitizenId('11010519491231002X', TODAY)).toBe(true);
    expect(isValidCitizenId('110105194912310021', TODAY)).toBe(false);
  });
});

describe('checksumChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030420000229001', '4'],
    ['11010519491231001', '1'],
    ['44030420240601003', '0'],
  ])('%s -> %s', (first17, expected) => {
    expect(checksumChar(first17)).toBe(expected);
  });

  it('maps the remainder through 10X98765432', () => {
    expect(CHECKSUM_CHARS).toBe('10X98765432');
  });

  it('refuses input that is not 17 digits', () => {
    expect(() => checksumChar('1101051949123100')).toThrow(RangeError);
  });
});

describe('province table', () => {
  it('has the 34 provincial-level codes', () => {
    expect(Object.keys(PROVINCE_CODES).sort()).toEqual(
      '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82'.split(
        ' ',
      ),
    );
  });

  it('names the province of a number', () => {
    expect(provinceOfId('11010519491231002X')).toBe('北京市');
    expect(provinceOfId('440304200002290014')).toBe('广东省');
    expect(provinceOfId('990105194912310023')).toBeNull();
  });
});

describe('genderFromId', () => {
  it.each([
    ['11010519491231002X', 'female'],
    ['110105194912310011', 'male'],
    ['110105491231002', 'female'],
    ['110105491231001', 'male'],
    ['1101054912310', null],
  ])('%s -> %s', (id, expected) => {
    expect(genderFromId(id)).toBe(expected);
  });
});

describe('birthDateFromId and ageFromId', () => {
  it('reads the birth date of 18- and 15-digit numbers', () => {
    expect(birthDateFromId('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(birthDateFromId('110105491231002')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(birthDateFromId('110105200002300015')).toBeNull();
  });

  it.each([
    ['11010519491231002X', new Date('2024-12-30T12:00:00+08:00'), 74],
    ['11010519491231002X', new Date('2024-12-31T12:00:00+08:00'), 75],
    ['110105491231002', new Date('2024-06-01T12:00:00+08:00'), 74],
    ['440304200002290014', new Date('2024-02-28T12:00:00+08:00'), 23],
    ['440304200002290014', new Date('2024-02-29T12:00:00+08:00'), 24],
    ['440304200002290014', new Date('2023-03-01T12:00:00+08:00'), 23],
    ['440304202406010030', new Date('2024-06-01T12:00:00+08:00'), 0],
  ])('%s on %s is %i', (id, today, expected) => {
    expect(ageFromId(id, today)).toBe(expected);
  });

  it('counts "today" as the Beijing date, whatever the zone of the phone or server', () => {
    // 00:30 on 1 June in Beijing is still 31 May in UTC and in New York.
    const earlyBeijing = new Date('2024-06-01T00:30:00+08:00');
    expect(validateCitizenId('440304202406010030', earlyBeijing)).toEqual({ valid: true });
    expect(ageFromId('11010519491231002X', new Date('2024-12-31T00:30:00+08:00'))).toBe(75);
    expect(validateCitizenId('440304202406020036', new Date('2024-06-01T23:30:00+08:00'))).toEqual({
      valid: false,
      reason: 'date',
    });
  });

  it('gives null for unreadable or future birth dates', () => {
    expect(ageFromId('110105200002300015', TODAY)).toBeNull();
    expect(ageFromId('440304202406020036', TODAY)).toBeNull();
    expect(ageFromId('abc', TODAY)).toBeNull();
  });
});
