import { describe, expect, it } from 'vitest';
import { hundredthsToRem, remBaseFor } from './rem';

describe('rem layout', () => {
  it('is 100px per rem on a 375px phone, clamped to 320-540', () => {
    expect(remBaseFor(375)).toBe(100);
    expect(remBaseFor(414)).toBeCloseTo(110.4);
    expect(remBaseFor(280)).toBeCloseTo(320 / 3.75);
    expect(remBaseFor(1024)).toBe(144);
    expect(remBaseFor(0)).toBe(100);
  });

  it('turns template positions in hundredths of a rem into rem', () => {
    expect(hundredthsToRem(600)).toBe('6rem');
    expect(hundredthsToRem(360)).toBe('3.6rem');
    expect(hundredthsToRem(30)).toBe('0.3rem');
    expect(hundredthsToRem('7')).toBe('0.07rem');
    expect(hundredthsToRem('')).toBe('0rem');
    expect(hundredthsToRem(Number.NaN)).toBe('0rem');
  });
});
