import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEARN_NUMBER,
  FALLBACK_LEARN_NUMBER,
  FALLBACK_SCENE_CODE,
  formatCodeNumber,
  isDefaultLearnNumber,
  parseCodeNumber,
} from './code-number.ts';

describe('formatCodeNumber', () => {
  it.each([
    [{ stage: 2, label: 3, learnNumber: 12345 }, '203-12345'],
    [{ stage: 1, label: 15, learnNumber: '00042' }, '115-00042'],
    [{ stage: 0, label: 99, learnNumber: 'AB12' }, '099-AB12'],
    [{ stage: 0, label: FALLBACK_SCENE_CODE, learnNumber: FALLBACK_LEARN_NUMBER }, '003-97'],
    [{ stage: 1, label: 1 }, '101-99999'],
    [{ stage: 1, label: 1, learnNumber: null }, '101-99999'],
    [{ stage: 1, label: 1, learnNumber: '' }, '101-99999'],
  ])('%j -> %s', (parts, expected) => {
    expect(formatCodeNumber(parts)).toBe(expected);
  });

  it.each([
    [{ stage: 10, label: 1 }],
    [{ stage: -1, label: 1 }],
    [{ stage: 1.5, label: 1 }],
    [{ stage: 1, label: 100 }],
    [{ stage: 1, label: -1 }],
    [{ stage: 1, label: 1, learnNumber: '12-34' }],
  ])('refuses %j', (parts) => {
    expect(() => formatCodeNumber(parts)).toThrow(RangeError);
  });
});

describe('parseCodeNumber', () => {
  it.each([
    ['203-12345', { stage: 2, label: 3, learnNumber: '12345' }],
    ['115-00042', { stage: 1, label: 15, learnNumber: '00042' }],
    ['003-97', { stage: 0, label: 3, learnNumber: '97' }],
    [' 101-99999 ', { stage: 1, label: 1, learnNumber: '99999' }],
  ])('%j -> %j', (input, expected) => {
    expect(parseCodeNumber(input)).toEqual(expected);
  });

  it.each([['20312345'], ['23-12345'], ['2003-1'], ['203-'], ['a03-1'], [''], [null]])(
    'rejects %j',
    (input) => {
      expect(parseCodeNumber(input)).toBeNull();
    },
  );

  it('round-trips', () => {
    const parts = { stage: 4, label: 16, learnNumber: '314159' };
    expect(parseCodeNumber(formatCodeNumber(parts))).toEqual(parts);
  });
});

describe('constants and default learner number', () => {
  it('has the spec values', () => {
    expect(DEFAULT_LEARN_NUMBER).toBe(99999);
    expect(FALLBACK_SCENE_CODE).toBe(3);
    expect(FALLBACK_LEARN_NUMBER).toBe(97);
  });

  it.each([
    [99999, true],
    ['99999', true],
    [97, false],
    ['099999', false],
    [null, false],
  ])('isDefaultLearnNumber(%j) -> %s', (input, expected) => {
    expect(isDefaultLearnNumber(input)).toBe(expected);
  });
});
