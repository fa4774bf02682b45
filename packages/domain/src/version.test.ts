import { describe, expect, it } from 'vitest';
import { canUseBridgeToken, compareVersion, MIN_BRIDGE_TOKEN_APP_VERSION } from './version.ts';

describe('compareVersion', () => {
  it.each([
    ['1.0.5', '1.0.5', 0],
    ['1.0', '1.0.0', 0],
    ['1', '1.0.0', 0],
    ['1.0.10', '1.0.9', 1],
    ['1.0.9', '1.0.10', -1],
    ['1.0.5', '1.0.10', -1],
    ['1.1', '1.0.99', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.4', '1.0.5', -1],
    ['v1.2.0', '1.2', 0],
    ['1.0.5-beta', '1.0.5', 0],
    ['1.0.0.1', '1.0.0', 1],
  ])('%s vs %s -> %i', (a, b, expected) => {
    expect(compareVersion(a, b)).toBe(expected);
  });
});

describe('canUseBridgeToken', () => {
  it('uses 1.0.5 as the minimum', () => {
    expect(MIN_BRIDGE_TOKEN_APP_VERSION).toBe('1.0.5');
  });

  it.each([
    ['1.0.5', false, true],
    ['1.0.10', false, true],
    ['1.1', false, true],
    ['1.0.4', false, false],
    ['1.0', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
    [null, true, true],
    ['0.9.0', true, true],
  ])('version %j, qc app %s -> %s', (version, isQcApp, expected) => {
    expect(canUseBridgeToken(version, isQcApp)).toBe(expected);
  });
});
