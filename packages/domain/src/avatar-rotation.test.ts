import { describe, expect, it } from 'vitest';
import { AVATAR_ROTATE_MS, AVATARS_PER_PAGE, paginate, shuffle, shuffledPages } from './avatar-rotation.ts';

/** Deterministic generator returning the given values in turn. */
const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('constants', () => {
  it('rotates every 2000 ms in pages of 8', () => {
    expect(AVATAR_ROTATE_MS).toBe(2000);
    expect(AVATARS_PER_PAGE).toBe(8);
  });
});

describe('shuffle', () => {
  it('keeps the order when random always returns just under 1', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.999999)).toEqual([1, 2, 3, 4]);
  });

  it('rotates left when random always returns 0', () => {
    // i=3 swaps 0 and 3, i=2 swaps 0 and 2, i=1 swaps 0 and 1
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  it('follows Fisher-Yates for a fixed sequence', () => {
    // i=4: j=floor(0.5*5)=2 -> [a,b,e,d,c]; i=3: j=floor(0.1*4)=0 -> [d,b,e,a,c];
    // i=2: j=floor(0.9*3)=2 -> same; i=1: j=floor(0.6*2)=1 -> same
    expect(shuffle(['a', 'b', 'c', 'd', 'e'], sequence([0.5, 0.1, 0.9, 0.6]))).toEqual([
      'd',
      'b',
      'e',
      'a',
      'c',
    ]);
  });

  it('survives a random function that returns 1', () => {
    expect(shuffle([1, 2, 3], () => 1)).toEqual([1, 2, 3]);
  });

  it('does not change its input and keeps every item', () => {
    const input = range(20);
    const out = shuffle(input, sequence([0.3, 0.7, 0.1]));
    expect(input).toEqual(range(20));
    expect([...out].sort((a, b) => a - b)).toEqual(range(20));
  });
});

describe('paginate', () => {
  it.each([
    [0, []],
    [3, [3]],
    [8, [8]],
    [17, [8, 8, 1]],
  ])('%i items -> page sizes %j', (n, sizes) => {
    expect(paginate(range(n)).map((p) => p.length)).toEqual(sizes);
  });

  it('refuses a page size below 1', () => {
    expect(() => paginate([1], 0)).toThrow(RangeError);
  });
});

describe('shuffledPages', () => {
  it('pages the shuffled list by 8', () => {
    const pages = shuffledPages(range(10), () => 0);
    expect(pages).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [9, 0],
    ]);
  });

  it('is pure given the random function', () => {
    const a = shuffledPages(range(30), sequence([0.42, 0.17, 0.88, 0.05]));
    const b = shuffledPages(range(30), sequence([0.42, 0.17, 0.88, 0.05]));
    expect(a).toEqual(b);
    expect(a.flat()).not.toEqual(range(30));
  });
});
