import { describe, expect, it, vi } from 'vitest';
import { isRouteToken, ROUTE_TOKEN_ALPHABET, randomRouteToken } from './route-token.ts';

describe('randomRouteToken', () => {
  it('gives 32 letters and digits', () => {
    const token = randomRouteToken();
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(isRouteToken(token)).toBe(true);
  });

  it('differs between calls', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => randomRouteToken()));
    expect(tokens.size).toBe(50);
  });

  it('uses crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomRouteToken();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('is reproducible with a given random function', () => {
    expect(randomRouteToken(() => 0)).toBe('A'.repeat(32));
    expect(randomRouteToken(() => 0.999999)).toBe('9'.repeat(32));
    expect(randomRouteToken(() => 1)).toBe('9'.repeat(32));
    expect(randomRouteToken(() => 26 / 62)).toBe('a'.repeat(32));
  });

  it('has a 62-character alphabet', () => {
    expect(ROUTE_TOKEN_ALPHABET).toHaveLength(62);
    expect(new Set(ROUTE_TOKEN_ALPHABET).size).toBe(62);
  });
});

describe('isRouteToken', () => {
  it.each([
    ['a'.repeat(32), true],
    ['a'.repeat(31), false],
    ['a'.repeat(33), false],
    [`${'a'.repeat(31)}-`, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isRouteToken(value)).toBe(expected);
  });
});
