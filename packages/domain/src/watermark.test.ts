import { describe, expect, it } from 'vitest';
import { WATERMARK_STYLE, watermarkText } from './watermark.ts';

describe('watermarkText', () => {
  it.each([
    ['1234567890', '2345678901'],
    ['99999', '00000'],
    [12345, '23456'],
    ['A1-9b', 'A2-0b'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(watermarkText(input)).toBe(expected);
  });
});

describe('WATERMARK_STYLE', () => {
  it('matches the spec values', () => {
    expect(WATERMARK_STYLE).toEqual({
      fontSize: 17,
      color: 'rgba(0,0,0,0.08)',
      width: 550,
      height: 160,
      rotate: -30,
    });
  });
});
