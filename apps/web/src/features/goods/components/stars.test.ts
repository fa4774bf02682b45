import { describe, expect, it } from 'vitest';
import { starClass } from './stars';

describe('starClass', () => {
  const row = (value: number) => [1, 2, 3, 4, 5].map((n) => starClass(value, n));
  it('shows whole ratings as full stars', () => {
    expect(row(4)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', '']);
    expect(row(5)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', 'is-on']);
  });
  it('shows averages with a half star', () => {
    expect(row(4.5)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', 'is-half']);
    expect(row(4.7)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', 'is-half']);
    expect(row(4.8)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', 'is-on']);
    expect(row(4.2)).toEqual(['is-on', 'is-on', 'is-on', 'is-on', '']);
  });
});
